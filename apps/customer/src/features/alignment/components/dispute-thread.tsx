import { useState } from "react";
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { LoadingState, ThreadSteps } from "@prenup/ui";
import { formatDateTime, PROPOSAL_COMMENT_MAX_LENGTH, proposalBodySchema } from "@prenup/domain";
import {
  apiErrorMessage,
  useAcceptDisputeProposal,
  useAskAttorneyAboutDispute,
  useDisputeThread,
  useProposeDisputeAnswer,
  type Dispute,
  type DisputeThreadEntry,
} from "@prenup/api-client";
import { ALIGNMENT_TEXTS } from "../alignment-texts.ts";

const T = ALIGNMENT_TEXTS.thread;

/** One step of the conversation as a sentence: who did what, with which answer. */
export function threadEntryText(entry: DisputeThreadEntry, viewer: { userId: string; partnerName: string }): string {
  const who = entry.by.id === viewer.userId ? T.you : viewer.partnerName;
  const option = entry.proposal?.option.value ?? "";
  switch (entry.kind) {
    case "PROPOSED":
      return T.proposed(who, option);
    case "COUNTERED":
      return T.countered(who, option);
    case "ACCEPTED":
      return T.accepted(who, option);
    case "ASKED_ATTORNEY":
      return T.askedAttorney(who);
  }
}

/** The conversation's steps, oldest first (read-only: the attorney's page shows the same list). */
export function ThreadEntries({
  entries,
  userId,
  partnerName,
}: {
  entries: readonly DisputeThreadEntry[];
  userId: string;
  partnerName: string;
}) {
  return (
    <ThreadSteps
      steps={entries.map((entry) => ({
        id: entry.id,
        text: threadEntryText(entry, { userId, partnerName }),
        badge:
          entry.kind !== "ACCEPTED" && entry.proposal?.status === "SUPERSEDED"
            ? { label: T.superseded, color: "gray" }
            : null,
        comment: entry.kind !== "ACCEPTED" ? (entry.proposal?.comment ?? null) : null,
        createdAt: entry.createdAt,
        when: formatDateTime(entry.createdAt),
      }))}
    />
  );
}

/** The proposal form: one of the question's options (not the one already proposed to the user) and a comment. */
function ProposalForm({
  options,
  sending,
  error,
  onSend,
  onCancel,
}: {
  options: readonly { id: string; value: string }[];
  sending: boolean;
  error: string | null;
  onSend: (body: { questionOptionId: string; comment: string }) => void;
  onCancel: () => void;
}) {
  const [optionId, setOptionId] = useState<string | null>(null);
  const [comment, setComment] = useState("");
  const [issues, setIssues] = useState<{ option?: string; comment?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!optionId) {
      setIssues({ option: T.chooseOption });
      return;
    }
    // The comment is checked with the server's own schema; the option comes from the question's list.
    const parsed = proposalBodySchema.shape.comment.safeParse(comment);
    if (!parsed.success) {
      setIssues({ comment: parsed.error.issues[0]?.message });
      return;
    }
    setIssues({});
    onSend({ questionOptionId: optionId, comment: parsed.data });
  };

  return (
    <Paper component="form" withBorder radius="sm" p="md" onSubmit={submit} aria-label={T.formTitle}>
      <Stack gap="sm">
        <Radio.Group label={T.optionLabel} value={optionId} onChange={setOptionId} error={issues.option}>
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Radio key={option.id} value={option.id} label={option.value} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={T.commentLabel}
          placeholder={T.commentPlaceholder}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={PROPOSAL_COMMENT_MAX_LENGTH}
          rows={3}
          error={issues.comment}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={sending}>
            {T.send}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={sending}>
            {T.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export interface DisputeThreadProps {
  dispute: Dispute;
  userId: string;
  documentId: string;
  partnerName: string;
}

/**
 * The conversation around one dispute (/alignment): its steps, the proposal awaiting an answer, and
 * what the user may do now, as the server says (`dispute.thread`): accept the partner's proposal,
 * propose (or counter with) another answer with a comment, ask their attorney.
 */
export function DisputeThread({ dispute, userId, documentId, partnerName }: DisputeThreadProps) {
  const thread = useDisputeThread(documentId, dispute.questionId);
  const propose = useProposeDisputeAnswer(documentId);
  const accept = useAcceptDisputeProposal(userId, documentId);
  const ask = useAskAttorneyAboutDispute(documentId);
  const [proposing, setProposing] = useState(false);
  const summary = dispute.thread;
  const pending = summary.pendingProposal;
  const headingId = `thread-${dispute.questionId}`;
  const busy = propose.isPending || accept.isPending || ask.isPending;
  // The partner's proposal is not offered again: accepting it is the way to choose it.
  const options = dispute.question.options.filter(
    (option) => !(pending && !pending.proposedByMe && option.id === pending.option.id),
  );
  const actionError = accept.isError ? apiErrorMessage(accept.error) : ask.isError ? apiErrorMessage(ask.error) : null;
  // Nothing to read and nothing to do (a question answered in words, without an attorney): no conversation to show.
  const nothingToOffer = !summary.canPropose && !summary.canAskAttorney && !summary.askedAttorney && !pending;
  if (nothingToOffer && !(thread.isSuccess && thread.data.entries.length > 0)) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h6" id={headingId}>
        {T.title}
      </Title>
      {thread.isPending ? (
        <LoadingState />
      ) : thread.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{T.failed}</Text>
            <Button size="xs" variant="outline" color="red" onClick={() => void thread.refetch()}>
              {T.retry}
            </Button>
          </Group>
        </Alert>
      ) : thread.data.entries.length === 0 ? (
        summary.canPropose ? (
          <Text size="sm" c="dimmed">
            {T.empty}
          </Text>
        ) : null
      ) : (
        <ThreadEntries entries={thread.data.entries} userId={userId} partnerName={partnerName} />
      )}

      {pending ? (
        <Text fw={600} size="sm">
          {pending.proposedByMe
            ? T.awaitingPartner(partnerName, pending.option.value)
            : T.awaitingYou(partnerName, pending.option.value)}
        </Text>
      ) : null}
      {summary.askedAttorney ? <Text size="sm">{T.attorneyAsked}</Text> : null}
      {actionError ? (
        <Alert color="red" variant="light" role="alert">
          {actionError}
        </Alert>
      ) : null}

      {proposing ? (
        <ProposalForm
          options={options}
          sending={propose.isPending}
          error={propose.isError ? apiErrorMessage(propose.error) : null}
          onCancel={() => setProposing(false)}
          onSend={(body) =>
            propose.mutate({ questionId: dispute.questionId, body }, { onSuccess: () => setProposing(false) })
          }
        />
      ) : (
        <Group gap="sm">
          {pending && !pending.proposedByMe ? (
            <Button
              loading={accept.isPending}
              disabled={busy && !accept.isPending}
              onClick={() => accept.mutate({ questionId: dispute.questionId, proposalId: pending.id })}
            >
              {T.accept}
            </Button>
          ) : null}
          {summary.canPropose ? (
            <Button
              variant="default"
              disabled={busy}
              onClick={() => {
                propose.reset();
                setProposing(true);
              }}
            >
              {pending && !pending.proposedByMe ? T.counter : T.propose}
            </Button>
          ) : null}
          {summary.canAskAttorney ? (
            <Button
              variant="subtle"
              loading={ask.isPending}
              disabled={busy && !ask.isPending}
              onClick={() => ask.mutate(dispute.questionId)}
            >
              {T.askAttorney}
            </Button>
          ) : null}
        </Group>
      )}
    </Stack>
  );
}
