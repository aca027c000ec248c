import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { LAYOUT } from "../theme.ts";
import { useHasBeenTrue } from "./use-has-been-true.ts";

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
 * A confirmation with cancel and confirm buttons, at most 944 px wide. Nothing is mounted (no portal,
 * no scroll lock) until it first opens; from then on it stays mounted so its closing animation plays.
 */
export function ConfirmPopup({ opened, title, message, confirmLabel, cancelLabel = "Cancel", onConfirm, onCancel, loading = false }: ConfirmPopupProps) {
  const wanted = useHasBeenTrue(opened);
  if (!wanted) return null;
  return (
    <Modal
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
        {message === undefined || message === null ? null : typeof message === "string" ? <Text>{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
