import { useState } from "react";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  apiErrorMessage,
  fetchDocumentFile,
  useApiClient,
  useDocumentFiles,
  type DocumentFilesPage,
} from "@prenup/api-client";
import { ErrorState, LoadingState, saveFile } from "@prenup/ui";

type DocumentFile = DocumentFilesPage["items"][number];

const DOWNLOADS = [
  { kind: "generated-pdf", label: "Download PDF", type: "application/pdf" },
  {
    kind: "generated-docx",
    label: "Download Word",
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  { kind: "notarized-pdf", label: "Download the notarized PDF", type: "application/pdf" },
] as const;

/** The client's agreement as generated (PDF and Word) and notarized, newest of each kind, to download. */
export function AgreementFilesCard({ documentId }: { documentId: string }) {
  const api = useApiClient();
  const files = useDocumentFiles(documentId);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async (file: DocumentFile, type: string) => {
    setBusy(file.id);
    setProblem(null);
    try {
      saveFile(await fetchDocumentFile(api, documentId, file.id), file.name, type);
    } catch (error) {
      setProblem(apiErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  // The list is newest first: the first of each kind is the current one.
  const newest = (kind: string) => files.data?.items.find((file) => file.kind === kind);
  const available = DOWNLOADS.flatMap((entry) => {
    const file = newest(entry.kind);
    return file ? [{ ...entry, file }] : [];
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="agreement-files-title">
      <Title order={2} size="h3" mb="sm" id="agreement-files-title">
        Agreement files
      </Title>
      {files.isPending ? (
        <LoadingState />
      ) : files.isError ? (
        <ErrorState error={files.error} onRetry={() => void files.refetch()} />
      ) : available.length === 0 ? (
        <Text c="dimmed" size="sm">
          The agreement has not been generated yet.
        </Text>
      ) : (
        <Stack gap="xs">
          <Group gap="xs">
            {available.map(({ kind, label, type, file }) => (
              <Button
                key={kind}
                variant="default"
                size="sm"
                loading={busy === file.id}
                onClick={() => void download(file, type)}
              >
                {label}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {problem ? (
        <Alert color="red" role="alert" mt="sm">
          {problem}
        </Alert>
      ) : null}
    </Card>
  );
}
