import { Alert, List, Paper, Stack, Text, Title } from "@mantine/core";
import type { ChangeDraftDetail } from "@prenup/api-client";
import { ChangeDocumentDownloads } from "@prenup/ui";
import { AGREEMENT_CHANGES_TEXTS as T } from "../agreement-changes-texts.ts";

/**
 * The draft's document as it would be signed today (the server's plain text, line breaks kept, in
 * a scrollable block) with its PDF to print and sign and its Word file, or why it cannot be drawn
 * yet; and the statements an attorney must still insert.
 */
export function ChangePreview({
  userId,
  documentId,
  detail,
}: {
  userId: string;
  documentId: string;
  detail: ChangeDraftDetail;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="change-preview-title">
      <Title order={3} size="h4" id="change-preview-title">
        {T.previewTitle}
      </Title>
      {detail.text !== null ? (
        <Paper
          withBorder
          radius="sm"
          p="md"
          mah={480}
          role="region"
          aria-label={T.previewLabel}
          tabIndex={0}
          style={{ overflowY: "auto" }}
        >
          <Text size="sm" lh={1.6} style={{ whiteSpace: "pre-wrap" }}>
            {detail.text}
          </Text>
        </Paper>
      ) : (
        <Alert color="blue" variant="light" role="status">
          {detail.unavailableReason}
        </Alert>
      )}
      {detail.text !== null ? (
        <ChangeDocumentDownloads userId={userId} documentId={documentId} change={detail} />
      ) : null}
      {detail.pendingAttorneyInserts.length > 0 ? (
        <Alert color="yellow" variant="light" role="status" title={T.pendingInsertsTitle}>
          <List size="sm" spacing="xs">
            {detail.pendingAttorneyInserts.map((insert) => (
              <List.Item key={insert}>{insert}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
