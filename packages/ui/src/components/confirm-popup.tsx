import { Button, Group, Stack, Text } from "@mantine/core";
import { useRef, type ReactNode } from "react";
import { LAYOUT } from "../theme.ts";
import { LazyModal } from "./lazy-modal.tsx";

export interface ConfirmPopupProps {
  opened: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button spins and cancelling is disabled. */
  loading?: boolean;
}

/**
 * A confirmation with cancel and confirm buttons, at most 944 px wide. Nothing is mounted or fetched
 * (no portal, no scroll lock, no Modal code) until it first opens: see LazyModal.
 */
export function ConfirmPopup({
  opened,
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
  loading = false,
  ...texts
}: ConfirmPopupProps) {
  // While it closes (Mantine's exit transition) the popup keeps the texts it was opened with: callers
  // that clear them on close would otherwise show an empty title and a confirm button with no name.
  const openedTexts = useRef(texts);
  if (opened) openedTexts.current = texts;
  const { title, message, confirmLabel } = opened ? texts : openedTexts.current;
  return (
    <LazyModal
      opened={opened}
      onClose={() => {
        if (!loading) onCancel();
      }}
      title={title}
      size={LAYOUT.popupMaxWidth}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      closeButtonProps={{ "aria-label": "Close" }}
      styles={{ title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      <Stack gap="lg">
        {message === undefined || message === null ? null : typeof message === "string" ? (
          <Text>{message}</Text>
        ) : (
          message
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
