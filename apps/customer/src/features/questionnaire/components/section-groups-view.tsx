import { Alert, Card, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { ANSWER_MESSAGES } from "@prenup/domain";
import { ErrorState, GroupHeader, LoadingState, QuestionField, QuestionTree } from "@prenup/ui";
import { useState } from "react";
import { config } from "../../../config.ts";
import { CaliforniaLawPopup } from "./california-law-popup.tsx";
import { useChooseOption } from "../hooks/use-choose-option.ts";
import type { SectionAnswers } from "../hooks/use-section-answers.ts";

/** The spec's text when a section's questions cannot be read (customer spec §8). */
export const QUESTIONS_LOAD_ERROR = "Could not load questions. Refresh...";

/**
 * A section's groups (title, icon, description, videos) with their question trees; every change is
 * kept at once and autosaved. A failed save is announced above the questions and under the field.
 */
export function SectionGroupsView({ userId, answers, disabled = false }: { userId: string | undefined; answers: SectionAnswers; disabled?: boolean }) {
  const { query, groups, autosave } = answers;
  const choose = useChooseOption(userId, autosave);
  // The California law popup opens once per too-close wedding date the person enters.
  const [dismissedDate, setDismissedDate] = useState<string | null>(null);
  const tooClose = groups
    .flatMap((group) => group.questions)
    .find((question) => answers.visibleIds.has(question.id) && answers.messageOf(question) === ANSWER_MESSAGES.californiaReview);
  const tooCloseKey = tooClose ? `${tooClose.id}:${answers.valueOf(tooClose)?.valueTyped ?? ""}` : null;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={QUESTIONS_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="lg">
      <CaliforniaLawPopup
        opened={tooCloseKey !== null && tooCloseKey !== dismissedDate}
        onReschedule={() => setDismissedDate(tooCloseKey)}
        waitlistUrl={config.postnupWaitlistUrl}
      />
      {autosave.failure ? (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {autosave.failure}
        </Alert>
      ) : null}
      {groups.map((group) => (
        <Card key={group.id} withBorder radius="md" padding="lg" component="section" aria-label={group.title}>
          <Stack gap="lg">
            <GroupHeader group={group} />
            <QuestionTree
              questions={group.questions}
              visibleIds={answers.visibleIds}
              renderQuestion={(question) => (
                <QuestionField
                  question={question}
                  value={answers.valueOf(question)}
                  error={answers.messageOf(question)}
                  disabled={disabled}
                  onChange={(value) => void choose(question, value, answers.valueOf(question))}
                  onBlur={() => answers.flush(question.id)}
                />
              )}
            />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
