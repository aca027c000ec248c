import { formatDateTime } from "@prenup/domain";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useDocumentLock } from "@prenup/api-client";
import { IconLock } from "@tabler/icons-react";

/** Someone else holds the editor's lock: who, until when, and a retry (the text stays read-only meanwhile). */
export function LockHeldNotice({
  documentId,
  message,
  onRetry,
}: {
  documentId: string;
  message: string;
  onRetry: () => void;
}) {
  const lock = useDocumentLock(documentId);
  const held = lock.data?.lock;
  return (
    <Alert
      role="alert"
      color="yellow"
      variant="light"
      icon={<IconLock aria-hidden />}
      title="Someone else is editing this agreement"
    >
      <Stack gap="xs" align="flex-start">
        {held && !held.isMine ? (
          <Text size="sm">
            {held.holder.name} is editing. Their lock lasts until {formatDateTime(held.expiresAt)} unless they keep
            working.
          </Text>
        ) : (
          <Text size="sm">{message}</Text>
        )}
        <Text size="sm">You can read the agreement below; edit it once they are done.</Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** For readers (the couple): who is editing right now, if anyone. */
export function EditingNowNote({ documentId }: { documentId: string }) {
  const lock = useDocumentLock(documentId);
  const held = lock.data?.lock;
  if (!held) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {held.holder.name} is editing the agreement right now; changes appear here once they are committed.
    </Text>
  );
}
