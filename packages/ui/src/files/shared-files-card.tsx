import { useState } from "react";
import { ActionIcon, Alert, Button, Card, Checkbox, FileButton, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconTrash, IconUpload } from "@tabler/icons-react";
import { formatDate } from "@prenup/domain";
import {
  apiErrorMessage,
  fetchDocumentFile,
  useApiClient,
  useDeleteDocumentFile,
  useDocumentFiles,
  useUploadDocumentFile,
  type DocumentFile,
} from "@prenup/api-client";
import { ConfirmPopup } from "../components/confirm-popup.tsx";
import { ErrorState, LoadingState } from "../components/status-states.tsx";
import { saveFile } from "./save-file.ts";

/** The kinds people upload; generated and notarized copies are listed by the agreement's own screens. */
const UPLOADED_KINDS: readonly string[] = ["upload", "signed-agreement"];
const ACCEPT = "application/pdf,image/png,image/jpeg";

export type SharedFilesCardProps = {
  documentId: string;
  /** What the card says it is for, in the words of the side that shows it. */
  intro: string;
};

/**
 * The files the people of an agreement share on it (the couple and their attorneys): a signed copy
 * of the agreement, a revised draft, a scan. Anyone of them uploads (PDF, PNG or JPEG) and downloads;
 * the uploader deletes their own after confirming. The server decides who may delete (`canDelete`).
 */
export function SharedFilesCard({ documentId, intro }: SharedFilesCardProps) {
  const api = useApiClient();
  const files = useDocumentFiles(documentId);
  const upload = useUploadDocumentFile(documentId);
  const remove = useDeleteDocumentFile(documentId);
  const [isSignedCopy, setIsSignedCopy] = useState(false);
  const [deleting, setDeleting] = useState<DocumentFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const uploads = (files.data?.items ?? []).filter((file) => UPLOADED_KINDS.includes(file.kind));
  const start = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setDone(null);
    upload.mutate(
      { file, kind: isSignedCopy ? "signed-agreement" : "upload" },
      {
        onSuccess: (saved) => setDone(`${saved.name} uploaded.`),
        onError: (error) => setProblem(apiErrorMessage(error)),
      },
    );
  };
  const download = async (file: DocumentFile) => {
    setBusy(file.id);
    setProblem(null);
    try {
      saveFile(await fetchDocumentFile(api, documentId, file.id), file.name, file.contentType);
    } catch (error) {
      setProblem(apiErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="shared-files-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="shared-files-title">
          Shared files
        </Title>
        <Text size="sm">{intro}</Text>
        {files.isPending ? (
          <LoadingState />
        ) : files.isError ? (
          <ErrorState error={files.error} onRetry={() => void files.refetch()} />
        ) : uploads.length === 0 ? (
          <Text c="dimmed" size="sm">
            No files shared yet.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Shared files">
            {uploads.map((file) => (
              <Group key={file.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                    {file.name}
                    {file.kind === "signed-agreement" ? " (signed copy)" : ""}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {file.uploadedBy?.name ?? "Someone"} · {formatDate(file.createdAt)}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    aria-label={`Download ${file.name}`}
                    loading={busy === file.id}
                    onClick={() => void download(file)}
                  >
                    <IconDownload size={16} aria-hidden />
                  </ActionIcon>
                  {file.canDelete ? (
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Delete ${file.name}`}
                      onClick={() => setDeleting(file)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <Group gap="md" align="center">
          <FileButton onChange={start} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                Upload a file
              </Button>
            )}
          </FileButton>
          <Checkbox
            label="It is a signed copy of the agreement"
            checked={isSignedCopy}
            onChange={(event) => setIsSignedCopy(event.currentTarget.checked)}
          />
        </Group>
        <Text size="xs" c="dimmed">
          PDF, PNG or JPEG.
        </Text>
        {done ? (
          <Text size="sm" role="status">
            {done}
          </Text>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmPopup
        opened={deleting !== null}
        title="Delete this file?"
        message={deleting ? `${deleting.name} will be gone for everyone on this agreement.` : undefined}
        confirmLabel="Delete file"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              setDone(`${name} deleted.`);
            },
            onError: (error) => {
              setDeleting(null);
              setProblem(apiErrorMessage(error));
            },
          });
        }}
      />
    </Card>
  );
}
