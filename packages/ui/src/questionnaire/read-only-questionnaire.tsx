import { Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { formatDay, formatPhoneNumber, visibleQuestionIds, type QuestionForVisibility } from "@prenup/domain";
import { ErrorState, LoadingState } from "../components/status-states.tsx";
import { formatCurrencyAnswer } from "./currency-answer-input.tsx";
import { GroupHeader } from "./group-header.tsx";
import { QuestionField } from "./question-field.tsx";
import { QuestionTree } from "./question-tree.tsx";
import { NOT_ANSWERED_TEXT, type AnswerValue, type GroupLike, type QuestionLike } from "./types.ts";

/** What the view reads of a query (a React Query result fits): pending, failed, or its data. */
export type QueryView<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

export type ReadOnlySectionLike = { id: string; name: string; status: string | null };

export type ReadOnlyQuestionLike = QuestionLike &
  Pick<QuestionForVisibility, "parentQuestionId" | "showWhenOptionIds"> & { answer: AnswerValue | null };

export type ReadOnlyGroupLike = GroupLike & { questions: ReadOnlyQuestionLike[] };

export interface ReadOnlyQuestionnaireProps {
  /** The person's sections, in order (with their status when known). */
  sections: QueryView<readonly ReadOnlySectionLike[]>;
  /** The section shown; the first one when null. */
  selectedSectionId: string | null;
  onSelectSection: (sectionId: string) => void;
  /** The shown section's groups with the person's answers (the caller asks for `selectedSectionId ?? first`). */
  groups: QueryView<{ groups: readonly ReadOnlyGroupLike[] }>;
  title?: string;
  /** The card's heading level; group headings are one below. */
  headingLevel?: 2 | 3;
  /** Shown when there are no sections (no agreement or state yet). */
  emptyText?: string;
  /** What a question without an answer says, in the reader's words; default the attorney's "The client has not answered this question." */
  notAnsweredText?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A typed answer as people read it: a phone number in its national form ("(212) 555-0163"), a date
 * in words, an amount as money. Anything else, or a value that does not parse, is shown as typed.
 */
export function readableAnswer(
  question: Pick<QuestionLike, "inputType">,
  answer: AnswerValue | null,
): AnswerValue | null {
  const typed = answer?.valueTyped;
  if (!answer || !typed || answer.questionOptionIds.length > 0) return answer;
  const trimmed = typed.trim();
  switch (question.inputType) {
    case "PHONE":
      return { ...answer, valueTyped: formatPhoneNumber(trimmed) };
    case "DATE":
      return ISO_DAY.test(trimmed) ? { ...answer, valueTyped: formatDay(trimmed) } : answer;
    case "CURRENCY":
      return { ...answer, valueTyped: formatCurrencyAnswer(trimmed) };
    default:
      return answer;
  }
}

/** The section's status in words ("in progress"). */
function statusWords(status: string | null): string {
  return status ? status.toLowerCase().replaceAll("_", " ") : "";
}

/** The first section's id when nothing is chosen: what the caller should load. */
export function shownSectionId(
  sections: readonly ReadOnlySectionLike[] | undefined,
  selected: string | null,
): string | null {
  return selected ?? sections?.[0]?.id ?? null;
}

function SectionAnswers({
  groups,
  headingLevel,
  notAnsweredText,
}: {
  groups: readonly ReadOnlyGroupLike[];
  headingLevel: 3 | 4;
  notAnsweredText: string;
}) {
  if (groups.length === 0) return <Text c="dimmed">This section has no questions for this person.</Text>;
  return (
    <Stack gap="xl">
      {groups.map((group) => {
        // A follow-up shows only when its parent's answer reveals it, as the questionnaire shows it.
        const answers = group.questions.flatMap((question) =>
          question.answer ? [{ questionId: question.id, ...question.answer }] : [],
        );
        const visible = visibleQuestionIds(group.questions, answers);
        return (
          <Stack key={group.id} gap="md">
            <GroupHeader group={group} headingLevel={headingLevel} />
            <QuestionTree
              questions={group.questions}
              visibleIds={visible}
              renderQuestion={(question) => (
                <QuestionField
                  question={question}
                  value={readableAnswer(question, question.answer)}
                  readOnly
                  notAnsweredText={notAnsweredText}
                />
              )}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * A person's questionnaire, read-only: a section picker and the section's groups with each visible
 * question and its answer (or "not answered"). Shared by the attorney's client page and the admin's
 * user page; each passes its own queries (the attorney and admin variants of the same calls).
 */
export function ReadOnlyQuestionnaire({
  sections,
  selectedSectionId,
  onSelectSection,
  groups,
  title = "Questionnaire (read-only)",
  headingLevel = 2,
  emptyText = "There is no questionnaire yet: no state has been chosen for the agreement.",
  notAnsweredText = NOT_ANSWERED_TEXT,
}: ReadOnlyQuestionnaireProps) {
  const list = sections.data ?? [];
  const shown = shownSectionId(list, selectedSectionId);
  let body;
  if (sections.isPending) body = <LoadingState />;
  else if (sections.isError)
    body = (
      <ErrorState
        title="The questionnaire could not be loaded"
        error={sections.error}
        onRetry={() => void sections.refetch()}
      />
    );
  else if (list.length === 0) body = <Text c="dimmed">{emptyText}</Text>;
  else if (groups.isPending) body = <LoadingState />;
  else if (groups.isError || !groups.data)
    body = (
      <ErrorState title="The section could not be loaded" error={groups.error} onRetry={() => void groups.refetch()} />
    );
  else
    body = (
      <SectionAnswers
        groups={groups.data.groups}
        headingLevel={headingLevel === 2 ? 3 : 4}
        notAnsweredText={notAnsweredText}
      />
    );
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={headingLevel} size="h3">
          {title}
        </Title>
        {list.length > 0 ? (
          <Select
            aria-label="Section"
            data={list.map((item) => ({
              value: item.id,
              label: item.status ? `${item.name} — ${statusWords(item.status)}` : item.name,
            }))}
            value={shown}
            onChange={(value) => value && onSelectSection(value)}
            w={320}
            allowDeselect={false}
          />
        ) : null}
      </Group>
      {body}
    </Card>
  );
}
