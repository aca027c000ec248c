import { Button, Group, Text } from "@mantine/core";
import type { AutosaveStatus } from "./use-draft-autosave.ts";

/** "Saving…", "Saved" or the save's error with a retry, announced politely. */
export function AutosaveIndicator({ status, onRetry }: { status: AutosaveStatus; onRetry: () => void }) {
  return (
    <Group gap="xs" role="status" aria-live="polite" wrap="nowrap">
      {status.kind === "saving" ? (
        <Text size="sm" c="gray.7">
          Saving…
        </Text>
      ) : null}
      {status.kind === "saved" ? (
        <Text size="sm" c="teal.9">
          Saved
        </Text>
      ) : null}
      {status.kind === "error" ? (
        <>
          <Text size="sm" c="red.9">
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
