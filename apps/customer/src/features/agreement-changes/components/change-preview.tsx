import { useState } from "react";
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { apiErrorMessage, fetchChangeDocument, useApiClient, type ChangeDraftDetail } from "@prenup/api-client";
import { saveFile } from "@prenup/ui";
import { AGREEMENT_CHANGES_TEXTS as T } from "../agreement-changes-texts.ts";

const FILE_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

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
  const api = useApiClient();
  const [loading, setLoading] = useState<"pdf" | "docx" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (format: "pdf" | "docx") => {
    setFailure(null);
    setLoading(format);
    try {
      const file = await fetchChangeDocument(api, { userId, documentId, changeId: detail.id, format });
      saveFile(file.bytes, file.fileName ?? `${T.draftTitle(detail)}.${format}`, FILE_TYPES[format]);
    } catch (caught) {
      setFailure(apiErrorMessage(caught));
    } finally {
      setLoading(null);
    }
  };
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
        <Group gap="sm">
          <Button size="xs" loading={loading === "pdf"} onClick={() => void download("pdf")}>
            {T.downloadPdf}
          </Button>
          <Button size="xs" variant="default" loading={loading === "docx"} onClick={() => void download("docx")}>
            {T.downloadDocx}
          </Button>
        </Group>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
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
