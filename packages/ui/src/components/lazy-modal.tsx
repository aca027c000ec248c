import { lazy, Suspense } from "react";
import type { ModalProps } from "@mantine/core";
import { withPageStyles } from "../load-page-styles.ts";
import { useHasBeenTrue } from "./use-has-been-true.ts";

const Modal = lazy(async () => ({ default: (await withPageStyles(import("./modal-chunk.ts"))).Modal }));

/**
 * Mantine's Modal, fetched with its first opening: a page whose popups may never open (Continue's,
 * the California rule's) does not download the Modal with its first screen. Nothing is mounted
 * before then; from then on it stays mounted, so its closing animation plays and reopening is
 * instant. The first opening waits for the chunk (nothing shows meanwhile).
 */
export function LazyModal(props: ModalProps) {
  const wanted = useHasBeenTrue(props.opened);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
