import "@mantine/tiptap/styles.css";
import { useState } from "react";
import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { apiErrorMessage, useCurrentUser, useDocument, useUnlockEraseDrafts } from "@prenup/api-client";
import { ConfirmPopup, ErrorState, LoadingState, notify } from "@prenup/ui";
import { useParams } from "react-router";
import { CommittedAgreement } from "./committed-agreement.tsx";
import { DraftWorkspace } from "./draft-workspace.tsx";
import { EditingNowNote, LockHeldNotice } from "./lock-held-notice.tsx";
import { useEditorLock } from "./use-editor-lock.ts";

/** The admin's way out of a stuck agreement: release the lock and erase every draft, after a confirmation. */
function UnlockEraseButton({ documentId, onDone }: { documentId: string; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const unlockErase = useUnlockEraseDrafts(documentId);
  return (
    <>
      <Button color="red" variant="outline" onClick={() => setAsking(true)}>
        Unlock and erase drafts
      </Button>
      <ConfirmPopup
        opened={asking}
        title="Unlock and erase drafts?"
        message={
          <Stack gap="xs">
            <span>
              This releases the editor's lock and erases every unsaved change (all drafts) of this agreement. The
              committed text stays.
            </span>
            {unlockErase.isError ? (
              <span role="alert" style={{ color: "var(--mantine-color-red-7)" }}>
                {apiErrorMessage(unlockErase.error)}
              </span>
            ) : null}
          </Stack>
        }
        confirmLabel="Unlock and erase"
        loading={unlockErase.isPending}
        onCancel={() => {
          unlockErase.reset();
          setAsking(false);
        }}
        onConfirm={() =>
          unlockErase.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notify({ color: "teal", message: "The lock was released and the drafts were erased." });
              onDone();
            },
          })
        }
      />
    </>
  );
}

/**
 * /documents/{documentId}/editor in every portal. The lock decides what the screen is: its holder
 * edits the drafts (attorneys assigned to the agreement and admins); while someone else holds it the
 * text is read-only with who and until when; someone the server does not let edit (the couple)
 * reads the committed text.
 */
export function EditorPage() {
  const { documentId = "" } = useParams();
  const me = useCurrentUser();
  // The couple reads the committed text; attorneys and admins ask the server for the lock (it decides).
  const { phase, retry, markLost } = useEditorLock(documentId, me.data ? me.data.userType !== "CUSTOMER" : null);
  const isAdmin = me.data?.userType === "ADMIN";
  const canEdit = phase.kind === "editing" || phase.kind === "held";
  const document = useDocument(canEdit ? documentId : null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{phase.kind === "read-only" ? "Your agreement" : "Document editor"}</Title>
        {isAdmin && phase.kind !== "read-only" ? <UnlockEraseButton documentId={documentId} onDone={retry} /> : null}
      </Group>
      {phase.kind === "taking" ? <LoadingState label="Opening the editor..." /> : null}
      {phase.kind === "failed" ? <ErrorState error={{ error: phase.message }} onRetry={retry} /> : null}
      {phase.kind === "read-only" ? (
        <>
          <EditingNowNote documentId={documentId} />
          <CommittedAgreement documentId={documentId} />
        </>
      ) : null}
      {phase.kind === "frozen" ? (
        <>
          <Alert color="blue" title="The text can no longer be edited">
            {phase.message}
          </Alert>
          <CommittedAgreement documentId={documentId} />
        </>
      ) : null}
      {phase.kind === "held" ? (
        <>
          <LockHeldNotice documentId={documentId} message={phase.message} onRetry={retry} />
          <CommittedAgreement documentId={documentId} />
        </>
      ) : null}
      {phase.kind === "editing" ? (
        <DraftWorkspace
          documentId={documentId}
          document={document.data ?? null}
          lock={phase.view}
          onLockLost={markLost}
        />
      ) : null}
    </Stack>
  );
}
