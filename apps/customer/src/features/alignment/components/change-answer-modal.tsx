import { useState, type FormEvent } from "react";
import { Alert, Button, Checkbox, Group, Modal, Radio, Select, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { validateAnswer } from "@prenup/domain";
import { ALIGNMENT_TEXTS } from "../alignment-texts.ts";
import type { AnswerChange, DisputeView } from "../alignment-types.ts";

export interface ChangeAnswerModalProps {
  /** The dispute being resolved; null closes the modal. */
  dispute: DisputeView | null;
  stateAbbreviation: string | null;
  saving: boolean;
  /** What the server said when the change failed. */
  error: string | null;
  onSubmit: (change: AnswerChange) => void;
  onClose: () => void;
  today?: () => Date;
}

const OPTION_TYPES = new Set(["CHECKBOX", "RADIO", "DROPDOWN"]);

/**
 * 'Change my answer': the question's own input, prefilled with the current answer and checked with
 * the questionnaire's rules (validateAnswer) before it is sent. A resolved answer may not be empty.
 */
export function ChangeAnswerModal({ dispute, stateAbbreviation, saving, error, onSubmit, onClose, today = () => new Date() }: ChangeAnswerModalProps) {
  return (
    <Modal
      opened={dispute !== null}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={ALIGNMENT_TEXTS.changeTitle}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
    >
      {dispute ? (
        <ChangeAnswerForm
          key={dispute.questionId}
          dispute={dispute}
          stateAbbreviation={stateAbbreviation}
          saving={saving}
          error={error}
          onSubmit={onSubmit}
          onClose={onClose}
          today={today}
        />
      ) : null}
    </Modal>
  );
}

function ChangeAnswerForm({ dispute, stateAbbreviation, saving, error, onSubmit, onClose, today }: Required<ChangeAnswerModalProps> & { dispute: DisputeView }) {
  const { question } = dispute;
  const isOptionQuestion = OPTION_TYPES.has(question.questionType);
  const [typed, setTyped] = useState(dispute.myAnswer.valueTyped ?? "");
  const [optionIds, setOptionIds] = useState<string[]>(dispute.myAnswer.questionOptionIds);
  const [submitted, setSubmitted] = useState(false);

  const value = isOptionQuestion ? optionIds : typed;
  const validationError = validateAnswer(
    { title: question.title, isRequired: true, questionType: question.questionType, inputType: question.inputType, inputRestriction: null },
    value,
    { today: today(), stateAbbreviation },
  );
  const shownError = submitted ? validationError : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validationError !== null) return;
    onSubmit(isOptionQuestion ? { questionOptionIds: optionIds } : { valueTyped: typed.trim() });
  };

  const label = question.title;
  const description = question.description ?? undefined;
  let input;
  switch (question.questionType) {
    case "RADIO":
      input = (
        <Radio.Group label={label} description={description} value={optionIds[0] ?? null} onChange={(id) => setOptionIds([id])} error={shownError} withAsterisk>
          <Stack gap="xs" mt="xs">
            {question.options.map((option, index) => (
              <Radio key={option.id} value={option.id} label={option.value} data-autofocus={index === 0 ? true : undefined} />
            ))}
          </Stack>
        </Radio.Group>
      );
      break;
    case "CHECKBOX":
      input = (
        <Checkbox.Group label={label} description={description} value={optionIds} onChange={setOptionIds} error={shownError} withAsterisk>
          <Stack gap="xs" mt="xs">
            {question.options.map((option, index) => (
              <Checkbox key={option.id} value={option.id} label={option.value} data-autofocus={index === 0 ? true : undefined} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
      break;
    case "DROPDOWN":
      input = (
        <Select
          label={label}
          description={description}
          data={question.options.map((option) => ({ value: option.id, label: option.value }))}
          value={optionIds[0] ?? null}
          onChange={(id) => setOptionIds(id ? [id] : [])}
          error={shownError}
          withAsterisk
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          data-autofocus
        />
      );
      break;
    case "TEXT_AREA":
      input = (
        <Textarea label={label} description={description} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} error={shownError} withAsterisk autosize minRows={3} data-autofocus />
      );
      break;
    default:
      input = (
        <TextInput
          label={label}
          description={description}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={shownError}
          withAsterisk
          type={question.inputType === "DATE" ? "date" : question.inputType === "PHONE" ? "tel" : "text"}
          inputMode={question.inputType === "NUMBER" || question.inputType === "CURRENCY" ? "decimal" : undefined}
          placeholder={question.inputType === "CURRENCY" ? "$0.00" : undefined}
          data-autofocus
        />
      );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {ALIGNMENT_TEXTS.myAnswer}: {dispute.myAnswerText.trim() === "" ? ALIGNMENT_TEXTS.noAnswer : dispute.myAnswerText}
        </Text>
        {input}
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
