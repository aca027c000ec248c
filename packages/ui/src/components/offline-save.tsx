import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCheck, IconCloudUpload } from "@tabler/icons-react";

export const OFFLINE_SAVE_TEXTS = {
  queued: "Saved on this device — will sync",
  synced: "Saved",
  conflictTitle: "This was changed while you were offline",
  yours: "Yours",
  saved: "Saved",
  empty: "(empty)",
  keepMine: "Keep mine",
  takeSaved: "Use the saved one",
} as const;

/** Where a change kept on the device stands: waiting to go out, or gone out just now. */
export type OfflineSaveState = "queued" | "synced";

/**
 * The line under a field whose change is kept on the device (the network or the server was down):
 * "Saved on this device — will sync" until it has gone out, then "Saved". Announced politely.
 */
export function OfflineSaveNote({ state }: { state: OfflineSaveState }) {
  const queued = state === "queued";
  return (
    <Group gap={6} role="status" aria-live="polite" data-offline-save={state}>
      {queued ? (
        <IconCloudUpload size={16} color="var(--mantine-color-orange-8)" aria-hidden />
      ) : (
        <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
      )}
      <Text size="sm" c={queued ? "orange.9" : "green.9"}>
        {queued ? OFFLINE_SAVE_TEXTS.queued : OFFLINE_SAVE_TEXTS.synced}
      </Text>
    </Group>
  );
}

export interface ConflictChoiceProps {
  /** What the person changed on the device, as text. */
  yours: string;
  /** What the server holds now (the partner, an attorney or another tab changed it), as text. */
  saved: string;
  /** The server's message (who changed it, what to do), shown under the title. */
  message?: string | undefined;
  onKeepMine: () => void;
  onTakeSaved: () => void;
  busy?: boolean;
}

/**
 * A change kept on the device met a value changed on the server meanwhile: both are shown, and the
 * person keeps theirs (sent again on the server's version) or takes the saved one.
 */
export function ConflictChoice({ yours, saved, message, onKeepMine, onTakeSaved, busy = false }: ConflictChoiceProps) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-label={OFFLINE_SAVE_TEXTS.conflictTitle}
      bg="var(--mantine-color-yellow-0)"
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {OFFLINE_SAVE_TEXTS.conflictTitle}
        </Text>
        {message ? (
          <Text size="sm" c="dimmed">
            {message}
          </Text>
        ) : null}
        <Text size="sm">
          <Text span fw={600}>
            {OFFLINE_SAVE_TEXTS.yours}:{" "}
          </Text>
          {yours || OFFLINE_SAVE_TEXTS.empty}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {OFFLINE_SAVE_TEXTS.saved}:{" "}
          </Text>
          {saved || OFFLINE_SAVE_TEXTS.empty}
        </Text>
        <Group gap="sm">
          <Button size="xs" onClick={onKeepMine} loading={busy}>
            {OFFLINE_SAVE_TEXTS.keepMine}
          </Button>
          <Button size="xs" variant="default" onClick={onTakeSaved} disabled={busy}>
            {OFFLINE_SAVE_TEXTS.takeSaved}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
