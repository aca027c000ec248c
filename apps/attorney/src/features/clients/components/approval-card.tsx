import { formatDateTime, personName } from "@prenup/domain";
import { useState } from "react";
import { Alert, Anchor, Button, Card, Group, Modal, Radio, Stack, Text, Title } from "@mantine/core";
import {
  apiErrorMessage,
  useAgreementApproval,
  useAnswerNotarySignerLocation,
  useDocument,
  useNotarizations,
  type AttorneyClientDetail,
} from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { SigningDate } from "./signing-date.tsx";

type Action = "grant" | "rescind";

const CONFIRM: Record<Action, { title: string; body: string; button: string }> = {
  grant: {
    title: "Approve this agreement?",
    body: "You approve the agreement's text as it stands now, for your client. If anyone changes the text later, your approval is cleared and you will be asked again.",
    button: "Approve",
  },
  rescind: {
    title: "Withdraw your approval?",
    body: "The couple cannot notarize until you approve again. The time of your approval is kept in the agreement's record.",
    button: "Withdraw approval",
  },
};

/**
 * The attorney's part in finishing the agreement: their approval of the current text (granted or
 * withdrawn on the server, which refuses with its reason: not generated, changed since, notarization
 * started — once the couple's notarization has started the buttons give way to that reason), once the couple starts an online notarization the attorney's own signing link, and once
 * it is signed the date of signing, which the attorney may correct.
 */
export function ApprovalCard({ client, attorneyId }: { client: AttorneyClientDetail; attorneyId: string }) {
  const document = useDocument(client.document.id);
  const notarizations = useNotarizations(client.document.id);
  const approval = useAgreementApproval(client.document.id);
  const answerLocation = useAnswerNotarySignerLocation(null, client.document.id);
  const [pending, setPending] = useState<Action | null>(null);

  if (document.isPending) return <LoadingState />;
  if (document.isError)
    return (
      <ErrorState
        title="The agreement's approval could not be loaded"
        error={document.error}
        onRetry={() => void document.refetch()}
      />
    );

  const doc = document.data;
  const side = doc.attorneyAId === attorneyId ? "A" : doc.attorneyBId === attorneyId ? "B" : null;
  const approvedAt = side === "A" ? doc.attorneyAApprovedAt : side === "B" ? doc.attorneyBApprovedAt : null;
  const otherAttorney = side === "A" ? doc.attorneyBId : doc.attorneyAId;
  const otherApprovedAt = side === "A" ? doc.attorneyBApprovedAt : doc.attorneyAApprovedAt;
  const live = notarizations.data?.items.find((item) => item.isLive) ?? null;
  const availability = notarizations.data?.availability;
  // The attorney signs in the couple's online session too: where the couple's state asks, they say for themselves where they will be.
  const signerLocation = availability?.mode === "ONLINE" && !live ? availability.signerLocation : null;
  const myLocation = signerLocation?.signers.find((signer) => signer.isYou);

  const confirm = () => {
    if (!pending) return;
    approval.mutate(pending, { onSettled: () => setPending(null) });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        Your approval
      </Title>
      <Stack gap="sm">
        {!doc.lastGeneratedAt ? (
          <Text size="sm">
            The agreement has not been generated yet. You can approve it once the couple has generated it.
          </Text>
        ) : approvedAt ? (
          <Text size="sm">You approved the current text on {formatDateTime(approvedAt)}.</Text>
        ) : (
          <Text size="sm">
            You have not approved the current text of {personName(client, "your client")}'s agreement.
          </Text>
        )}
        {otherAttorney ? (
          <Text size="sm" c="gray.7">
            The other partner's attorney:{" "}
            {otherApprovedAt ? `approved on ${formatDateTime(otherApprovedAt)}` : "not approved yet"}.
          </Text>
        ) : null}
        {approval.isError ? (
          <Alert color="red" title="Not changed">
            {apiErrorMessage(approval.error)}
          </Alert>
        ) : null}
        {side && doc.lastGeneratedAt && live ? (
          <Text size="sm" c="gray.7">
            Approvals can no longer change: the agreement is being notarized or is notarized.
          </Text>
        ) : side && doc.lastGeneratedAt ? (
          <Group>
            {approvedAt ? (
              <Button variant="default" onClick={() => setPending("rescind")}>
                Withdraw approval
              </Button>
            ) : (
              <Button onClick={() => setPending("grant")}>Approve the agreement</Button>
            )}
          </Group>
        ) : null}
        {signerLocation && myLocation ? (
          <Radio.Group
            label={signerLocation.question}
            description={`You sign in the couple's online notarization. Someone who will be in ${signerLocation.stateName} when signing cannot use it: the couple then sign in person.`}
            value={myLocation.inState === null ? null : myLocation.inState ? "yes" : "no"}
            onChange={(next) => answerLocation.mutate({ inState: next === "yes" })}
          >
            <Group mt="xs">
              <Radio value="no" label="No, I'll be elsewhere" disabled={answerLocation.isPending} />
              <Radio
                value="yes"
                label={`Yes, I'll be in ${signerLocation.stateName}`}
                disabled={answerLocation.isPending}
              />
            </Group>
          </Radio.Group>
        ) : null}
        {answerLocation.isError ? <Alert color="red">{apiErrorMessage(answerLocation.error)}</Alert> : null}
        {live && (live.notarizationCompletedAt || live.signingProblem) ? (
          <>
            <SigningDate documentId={client.document.id} notarization={live} />
            {live.sessionRecord ? (
              <Text size="sm" c="dimmed">
                Notary's record (journal entry, recording): {live.sessionRecord.reference}
                {live.sessionRecord.notary ? ` — ${live.sessionRecord.notary}` : ""}
              </Text>
            ) : null}
          </>
        ) : live?.myLink ? (
          <Alert color="blue" title="The couple started an online notarization">
            <Text size="sm" mb="xs">
              Join the session to sign as their attorney.
            </Text>
            <Anchor href={live.myLink} target="_blank" rel="noopener noreferrer">
              Open your signing link
            </Anchor>
          </Alert>
        ) : null}
      </Stack>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? CONFIRM[pending].title : ""}
        centered
      >
        {pending ? (
          <Stack>
            <Text size="sm">{CONFIRM[pending].body}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                Cancel
              </Button>
              <Button onClick={confirm} loading={approval.isPending} color={pending === "rescind" ? "red" : undefined}>
                {CONFIRM[pending].button}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Card>
  );
}
