import { Button, Group, Text } from "@mantine/core";
import type { AutosaveStatus } from "./use-draft-autosave.ts";

/** "Saving…", "Saved" or the save's error with a retry, announced politely. */
export function AutosaveIndicator({ status, onRetry }: { status: AutosaveStatus; onRetry: () => void }) {
  return (
    <Group gap="xs" role="status" aria-live="polite" wrap="nowrap">
      {status.kind === "saving" ? <Text size="sm" c="dimmed">Saving…</Text> : null}
      {status.kind === "saved" ? <Text size="sm" c="teal">Saved</Text> : null}
      {status.kind === "error" ? (
        <>
          <Text size="sm" c="red">
            Not saved: {status.message}
          </Text>
          <Button size="compact-xs" variant="outline" color="red" onClick={onRetry}>
            Retry
          </Button>
        </>
      ) : null}
    </Group>
  );
}
