import { useState } from "react";
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconPaperclip, IconTrash } from "@tabler/icons-react";
import {
  ENTRY_DOCUMENT_MAX_BYTES,
  ENTRY_DOCUMENTS_PER_ENTRY,
  entryDocumentsFullMessage,
  formatFileSize,
} from "@prenup/domain";
import {
  apiErrorMessage,
  fetchEntryDocument,
  useApiClient,
  useAttachEntryDocument,
  useDetachEntryDocument,
  type EditableDisclosureKind,
  type EntryDocument,
} from "@prenup/api-client";
import { ConfirmPopup } from "../components/confirm-popup.tsx";
import { saveFile } from "./save-file.ts";

const ACCEPT = "application/pdf,image/png,image/jpeg";

export const ENTRY_DOCUMENT_TEXTS = {
  attach: "Attach a statement",
  tooLarge: `This file is too large: a document can be at most ${ENTRY_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`,
  removeTitle: "Remove this document?",
  removeMessage:
    "It will no longer appear with this entry or in your agreement's schedules. Your partner is asked to acknowledge the change.",
} as const;

export type EntryDocumentsProps = {
  kind: EditableDisclosureKind;
  ownerId: string;
  documentId: string;
  entryId: string;
  /** What the entry carries (its `documents`). */
  documents: readonly EntryDocument[];
  /** The owner's own entry: attach and remove; otherwise the list and downloads only. */
  editable: boolean;
  /** The entry's title, for the buttons' accessible names. */
  entryTitle: string;
};

/**
 * The documents behind one disclosure entry (a bank statement, a valuation, a pay slip): each with
 * its name, size and a download link; the owner attaches a PDF, PNG or JPEG and removes one after
 * confirming. The limits are the domain's (`ENTRY_DOCUMENT_MAX_BYTES`, `ENTRY_DOCUMENTS_PER_ENTRY`);
 * the server checks the file's type by its content.
 */
export function EntryDocuments({
  kind,
  ownerId,
  documentId,
  entryId,
  documents,
  editable,
  entryTitle,
}: EntryDocumentsProps) {
  const api = useApiClient();
  const attach = useAttachEntryDocument(kind, ownerId, documentId);
  const detach = useDetachEntryDocument(kind, ownerId, documentId);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<EntryDocument | null>(null);

  if (!editable && documents.length === 0) return null;
  const full = documents.length >= ENTRY_DOCUMENTS_PER_ENTRY;

  const start = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > ENTRY_DOCUMENT_MAX_BYTES) return setProblem(ENTRY_DOCUMENT_TEXTS.tooLarge);
    if (full) return setProblem(entryDocumentsFullMessage());
    attach.mutate({ entryId, file }, { onError: (error) => setProblem(apiErrorMessage(error)) });
  };
  const download = async (document: EntryDocument) => {
    setProblem(null);
    try {
      const bytes = await fetchEntryDocument(api, kind, { ownerId, documentId, entryId, attachmentId: document.id });
      saveFile(bytes, document.name, document.contentType);
    } catch (error) {
      setProblem(apiErrorMessage(error));
    }
  };

  return (
    <Stack gap={4} mt="xs" data-testid="entry-documents">
      {documents.length > 0 ? (
        <Text size="xs" fw={600} c="dimmed">
          Supporting documents
        </Text>
      ) : null}
      {documents.map((document) => (
        <Group key={document.id} gap="xs" wrap="nowrap">
          <IconPaperclip size={14} aria-hidden />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void download(document)}
            aria-label={`Download ${document.name}`}
            style={{ overflowWrap: "anywhere", textAlign: "left" }}
          >
            {document.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {formatFileSize(document.size)}
          </Text>
          {editable ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={`Remove ${document.name}`}
              onClick={() => setRemoving(document)}
            >
              <IconTrash size={14} />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {editable && !full ? (
        <Group>
          <FileButton onChange={start} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="subtle"
                leftSection={<IconPaperclip size={14} />}
                loading={attach.isPending}
                aria-label={`${ENTRY_DOCUMENT_TEXTS.attach} to ${entryTitle}`}
              >
                {ENTRY_DOCUMENT_TEXTS.attach}
              </Button>
            )}
          </FileButton>
        </Group>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          {problem}
        </Alert>
      ) : null}
      {editable ? (
        <ConfirmPopup
          opened={removing !== null}
          title={ENTRY_DOCUMENT_TEXTS.removeTitle}
          message={detach.error ? apiErrorMessage(detach.error) : ENTRY_DOCUMENT_TEXTS.removeMessage}
          confirmLabel="Remove"
          loading={detach.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (removing) detach.mutate({ entryId, attachmentId: removing.id }, { onSuccess: () => setRemoving(null) });
          }}
        />
      ) : null}
    </Stack>
  );
}
