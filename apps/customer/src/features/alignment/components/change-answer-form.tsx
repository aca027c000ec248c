import { useState, type FormEvent } from "react";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { QuestionField, type AnswerValue, type QuestionLike } from "@prenup/ui";
import { validateAnswer } from "@prenup/domain";
import { usePhoneRule } from "../../../components/phone-rule/use-phone-rule.ts";
import { ALIGNMENT_TEXTS } from "../alignment-texts.ts";
import type { Dispute, DisputeAnswerChange } from "@prenup/api-client";

const OPTION_TYPES = new Set(["CHECKBOX", "RADIO", "DROPDOWN"]);

/** A disputed question as the questionnaire's own field reads it: a resolved answer may not be empty. */
function asQuestion(question: Dispute["question"]): QuestionLike {
  return {
    ...question,
    isRequired: true,
    depth: 0,
    options: question.options.map((option) => ({ ...option, isDefault: false })),
  };
}

export interface ChangeAnswerFormProps {
  dispute: Dispute;
  stateAbbreviation: string | null;
  /** The state's review period before signing (the state-law matrix's days; 0: none). */
  reviewDays?: number;
  saving: boolean;
  /** What the server said when the change failed. */
  error: string | null;
  onSubmit: (change: DisputeAnswerChange) => void;
  onClose: () => void;
  today: () => Date;
}

/**
 * 'Change my answer': the questionnaire's own field for the question, prefilled with the current
 * answer and checked with the questionnaire's rules (validateAnswer) before it is sent.
 */
export function ChangeAnswerForm({
  dispute,
  stateAbbreviation,
  reviewDays = 0,
  saving,
  error,
  onSubmit,
  onClose,
  today,
}: ChangeAnswerFormProps) {
  const question = asQuestion(dispute.question);
  const isOptionQuestion = OPTION_TYPES.has(question.questionType);
  const [value, setValue] = useState<AnswerValue>({
    valueTyped: dispute.myAnswer.valueTyped,
    questionOptionIds: dispute.myAnswer.questionOptionIds,
  });
  const [submitted, setSubmitted] = useState(false);

  // A phone answer is checked once the domain's phone rule has arrived (fetched only for a phone question).
  const isPhoneQuestion = question.inputType === "PHONE";
  const validatePhone = usePhoneRule(isPhoneQuestion);
  const rulesReady = !isPhoneQuestion || validatePhone !== undefined;
  const validationError = rulesReady
    ? validateAnswer(question, isOptionQuestion ? value.questionOptionIds : (value.valueTyped ?? ""), {
        today: today(),
        stateAbbreviation,
        reviewDays,
        ...(validatePhone ? { validatePhone } : {}),
      })
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!rulesReady || validationError !== null) return;
    onSubmit(
      isOptionQuestion
        ? { questionOptionIds: value.questionOptionIds }
        : { valueTyped: (value.valueTyped ?? "").trim() },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {ALIGNMENT_TEXTS.myAnswer}:{" "}
          {dispute.myAnswerText.trim() === "" ? ALIGNMENT_TEXTS.noAnswer : dispute.myAnswerText}
        </Text>
        <QuestionField
          question={question}
          value={value}
          onChange={setValue}
          error={submitted ? validationError : null}
          disabled={saving}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {ALIGNMENT_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {ALIGNMENT_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
