import { useDeferredValue, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { Link } from "react-router";
import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { ConfirmPopup, ErrorState, LAYOUT, LoadingState } from "@prenup/ui";
import { canSendQuestionnaireReminder, questionnaireSectionRoute } from "@prenup/domain";
import {
  apiErrorCode,
  apiErrorMessage,
  currentDocument,
  useAgreeWithPartner,
  useChangeMyAnswer,
  useCurrentUser,
  useDisputes,
  usePrefetchDisputes,
  useResolutions,
  useSendQuestionnaireReminder,
  useUserDocuments,
  type Dispute,
  type DisputeAnswerChange,
  type UserDocument,
} from "@prenup/api-client";
import { ALIGNMENT_TEXTS, partnerDisplayName } from "./alignment-texts.ts";
import { AlignmentHistoryModal } from "./components/alignment-history-modal.tsx";
import { ChangeAnswerModal } from "./components/change-answer-modal.tsx";
import { DisputeCard } from "./components/dispute-card.tsx";
import { OutcomesLink } from "../../components/outcomes-link/outcomes-link.tsx";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { DisputeThread } from "./components/dispute-thread.tsx";
import { PastConversations } from "./components/past-conversations.tsx";
import { QuestionnaireStatus } from "./components/questionnaire-status.tsx";

type Suggestion = { questionId: string; title: string; sectionPath: string; byMe: boolean; byPartner: boolean };

/** Whose answer is still the suggestion nobody chose, in the person's words. */
export function notChosenText(suggestion: Pick<Suggestion, "byMe" | "byPartner">, partnerName: string): string {
  if (suggestion.byMe && suggestion.byPartner) return ALIGNMENT_TEXTS.notChosenByBoth(partnerName);
  return suggestion.byMe ? ALIGNMENT_TEXTS.notChosenByMe : ALIGNMENT_TEXTS.notChosenByPartner(partnerName);
}

/**
 * The questions where an answer is still the suggestion nobody chose (the server's list, domain
 * `findUnchosenQuestions`), each with whose it is and a link to its section: matching suggestions
 * are no dispute, and are not counted as agreeing.
 */
function Suggestions({ suggestions, partnerName }: { suggestions: readonly Suggestion[]; partnerName: string }) {
  if (suggestions.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="suggestions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="suggestions-title">
          {ALIGNMENT_TEXTS.suggestionsTitle}
        </Title>
        <Text size="sm">{ALIGNMENT_TEXTS.suggestionsIntro}</Text>
        <List spacing="xs" aria-label={ALIGNMENT_TEXTS.suggestionsTitle}>
          {suggestions.map((suggestion) => (
            <List.Item key={suggestion.questionId}>
              <Stack gap={2}>
                {/* Only the person's own suggestion is theirs to choose: the partner's is named, not linked. */}
                {suggestion.byMe ? (
                  <Anchor component={Link} to={questionnaireSectionRoute(suggestion.sectionPath)}>
                    {suggestion.title}
                  </Anchor>
                ) : (
                  <Text size="sm">{suggestion.title}</Text>
                )}
                <Badge variant="light" color="yellow" size="sm" tt="none" style={{ alignSelf: "flex-start" }}>
                  {notChosenText(suggestion, partnerName)}
                </Badge>
              </Stack>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/**
 * To the questionnaire: while the person's is unfinished, the section the standing says to resume
 * at, named as the side menu names it; once finished, its first section, to look over the answers.
 */
function QuestionnaireButton({ userComplete }: { userComplete: boolean }) {
  const { sections, standing } = useCustomerStanding();
  const resume = sections.find((section) => section.path === standing?.questionnaire.resumePath) ?? null;
  const first = sections.find((section) => !section.locked) ?? null;
  const target = userComplete ? first : resume;
  return (
    <Button
      component={Link}
      to={target ? questionnaireSectionRoute(target.path) : "/questionnaire"}
      variant={userComplete ? "default" : "filled"}
    >
      {userComplete ? ALIGNMENT_TEXTS.lookOverAnswers : ALIGNMENT_TEXTS.continueQuestionnaire(resume?.label ?? null)}
    </Button>
  );
}

/** A failed resolution as the person reads it: a vanished dispute has the catalogue's own message. */
function resolutionErrorMessage(error: unknown): string {
  return apiErrorCode(error) === "DISPUTE_NOT_FOUND" ? ALIGNMENT_TEXTS.disputeMissing : apiErrorMessage(error);
}

/**
 * /alignment: the questions the partners answered differently, each
 * resolved by agreeing with the partner, changing one's own answer, or the conversation around it
 * (a proposal with a comment, a counter-proposal, accepting one, asking one's attorney); the history of resolutions;
 * the reminder e-mail while the partner has not finished; Continue once nothing is disputed.
 */
export function AlignmentPage() {
  const currentUser = useCurrentUser();
  const userId = currentUser.data?.id;
  const documents = useUserDocuments(userId);
  // The disputes are fetched together with the documents, not after them.
  usePrefetchDisputes(userId);

  let body;
  if (currentUser.isPending) body = <LoadingState />;
  else if (!userId)
    body = (
      <Alert color="red" variant="light" role="alert">
        {ALIGNMENT_TEXTS.sessionMissing}
      </Alert>
    );
  else if (documents.isPending) body = <LoadingState />;
  else if (documents.isError)
    body = (
      <ErrorState error={{ message: ALIGNMENT_TEXTS.alignmentsFailed }} onRetry={() => void documents.refetch()} />
    );
  else {
    const document = currentDocument(documents.data);
    // Without a second user there is nothing to align.
    if (!document?.userBId) return <Navigate to="/" replace />;
    body = <Alignment userId={userId} document={document} />;
  }

  return (
    <Stack gap="lg" maw={LAYOUT.progressBarMaxWidth}>
      <Title order={1}>{ALIGNMENT_TEXTS.title}</Title>
      {body}
    </Stack>
  );
}

function Alignment({ userId, document }: { userId: string; document: UserDocument }) {
  const navigate = useNavigate();
  const disputes = useDisputes(userId);
  const [historyOpen, setHistoryOpen] = useState(false);
  const resolutions = useResolutions(userId, document.id, { enabled: historyOpen });
  const agree = useAgreeWithPartner(userId);
  const change = useChangeMyAnswer(userId);
  const reminder = useSendQuestionnaireReminder(userId);
  const [changing, setChanging] = useState<Dispute | null>(null);
  // "Agree with partner" changes a legal answer: the dispute it would change, until confirmed or cancelled.
  const [agreeing, setAgreeing] = useState<Dispute | null>(null);
  const partnerName = partnerDisplayName(document.partner);

  // The disputes render in a transition, which React splits into short tasks, not in the one long
  // task of the answer's arrival ('Loading...' stays until that render is done).
  const shown = useDeferredValue(disputes.data ?? null, null);

  if (disputes.isError)
    return <ErrorState error={{ message: ALIGNMENT_TEXTS.disputesFailed }} onRetry={() => void disputes.refetch()} />;
  if (disputes.isPending || !shown) return <LoadingState />;

  const { userComplete, partnerComplete, partnerJoined } = shown;
  const bothComplete = userComplete && partnerComplete;
  const list: Dispute[] = shown.disputes;
  // A disputed question shows its own marks; the others still at a suggestion are listed apart.
  const disputed = new Set(list.map((dispute) => dispute.questionId));
  const suggestions = shown.suggestions.filter((suggestion) => !disputed.has(suggestion.questionId));
  const busy = agree.isPending || change.isPending;

  const submitChange = (answer: DisputeAnswerChange) => {
    if (!changing) return;
    change.mutate({ questionId: changing.questionId, answer }, { onSuccess: () => setChanging(null) });
  };

  return (
    <>
      {/* The differences are explained while there are some; once settled, the no-disputes line says so. */}
      {!bothComplete ? (
        <Text>{ALIGNMENT_TEXTS.introWaiting}</Text>
      ) : list.length > 0 ? (
        <Text>{ALIGNMENT_TEXTS.intro}</Text>
      ) : null}
      <Group gap="md">
        {/* Always offered: the section to answer next, or one's answers to look over again. */}
        <QuestionnaireButton userComplete={userComplete} />
        <Button variant="subtle" px={0} onClick={() => setHistoryOpen(true)}>
          {ALIGNMENT_TEXTS.viewHistory}
        </Button>
      </Group>

      <OutcomesLink />

      {!bothComplete ? (
        <QuestionnaireStatus
          userComplete={userComplete}
          partnerComplete={partnerComplete}
          partnerName={partnerName}
          canRemind={canSendQuestionnaireReminder({
            accountsLinked: partnerJoined,
            userDone: userComplete,
            partnerDone: partnerComplete,
          })}
          reminder={{
            sending: reminder.isPending,
            sentAt: reminder.data?.sentAt ?? null,
            error: reminder.isError ? apiErrorMessage(reminder.error) : null,
          }}
          lastReminderAt={document.questionnaireReminderSentAt}
          onRemind={() => reminder.mutate()}
        />
      ) : (
        <>
          {agree.isError ? (
            <Alert color="red" variant="light" role="alert">
              {resolutionErrorMessage(agree.error)}
            </Alert>
          ) : null}
          {list.length === 0 ? (
            <Text>
              {suggestions.length > 0
                ? ALIGNMENT_TEXTS.noDisputesWithSuggestions(suggestions.length)
                : ALIGNMENT_TEXTS.noDisputes}
            </Text>
          ) : (
            <Stack gap="md" aria-label="Disputed questions">
              {list.map((dispute) => (
                <DisputeCard
                  key={dispute.questionId}
                  dispute={dispute}
                  partnerName={partnerName}
                  agreeing={agree.isPending && agree.variables === dispute.questionId}
                  busy={busy}
                  onAgree={() => {
                    agree.reset();
                    setAgreeing(dispute);
                  }}
                  onChange={() => {
                    change.reset();
                    setChanging(dispute);
                  }}
                >
                  <DisputeThread dispute={dispute} userId={userId} documentId={document.id} partnerName={partnerName} />
                </DisputeCard>
              ))}
            </Stack>
          )}
          <Suggestions suggestions={suggestions} partnerName={partnerName} />
          <PastConversations
            documentId={document.id}
            userId={userId}
            partnerName={partnerName}
            openQuestionIds={new Set(list.map((dispute) => dispute.questionId))}
          />
          {list.length === 0 ? (
            <Group>
              <Button w={{ base: "100%", sm: LAYOUT.continueButtonWidth }} onClick={() => void navigate("/documents")}>
                {ALIGNMENT_TEXTS.continue}
              </Button>
            </Group>
          ) : null}
        </>
      )}

      <ConfirmPopup
        opened={agreeing !== null}
        title={ALIGNMENT_TEXTS.agreeConfirmTitle}
        message={
          agreeing
            ? ALIGNMENT_TEXTS.agreeConfirm(partnerName, agreeing.partnerAnswerText.trim() || ALIGNMENT_TEXTS.noAnswer)
            : null
        }
        confirmLabel={ALIGNMENT_TEXTS.agreeConfirmLabel}
        loading={agree.isPending}
        onConfirm={() => {
          if (!agreeing) return;
          agree.mutate(agreeing.questionId, { onSettled: () => setAgreeing(null) });
        }}
        onCancel={() => setAgreeing(null)}
      />
      <ChangeAnswerModal
        dispute={changing}
        stateAbbreviation={document.state?.abbreviation ?? null}
        reviewDays={document.state?.finalAgreementReviewDays ?? 0}
        saving={change.isPending}
        error={change.isError ? resolutionErrorMessage(change.error) : null}
        onSubmit={submitChange}
        onClose={() => setChanging(null)}
      />
      <AlignmentHistoryModal
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        status={resolutions.isError ? "error" : resolutions.isPending ? "loading" : "ready"}
        resolutions={resolutions.data ?? []}
        onRetry={() => void resolutions.refetch()}
      />
    </>
  );
}
