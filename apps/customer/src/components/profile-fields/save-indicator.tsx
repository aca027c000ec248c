import { Box, Loader, VisuallyHidden } from "@mantine/core";
import { IconAlertCircle, IconCheck } from "@tabler/icons-react";
import type { SaveStatus } from "./use-profile-field.ts";

const STATUS_TEXT: Record<SaveStatus, string> = { idle: "", loading: "Saving", success: "Saved", error: "Not saved" };

/**
 * A field's save state, always the same size inside the input's right section (nothing moves when
 * it changes): a spinner while saving, a tick once saved, a warning sign when the save failed. The
 * words are announced politely to screen readers.
 */
export function SaveIndicator({ status, label }: { status: SaveStatus; label: string }) {
  return (
    <Box
      role="status"
      aria-label={`Save status: ${label}`}
      w={20}
      h={20}
      display="flex"
      style={{ alignItems: "center", justifyContent: "center" }}
    >
      {status === "loading" ? <Loader size={16} aria-hidden /> : null}
      {status === "success" ? <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden /> : null}
      {status === "error" ? <IconAlertCircle size={18} color="var(--mantine-color-red-7)" aria-hidden /> : null}
      <VisuallyHidden>{STATUS_TEXT[status]}</VisuallyHidden>
    </Box>
  );
}
