import {
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconBulb, IconSparkles } from "@tabler/icons-react";
import { lazy, Suspense, type ReactNode } from "react";
import type { PhoneInputProps } from "../components/phone-input.tsx";
import { EXPLANATION_NOTE_TEXTS, ExplanationNote } from "../components/explanation-note.tsx";
import { answerText } from "@prenup/domain";
import { CurrencyAnswerInput } from "./currency-answer-input.tsx";
import { EMPTY_ANSWER, NOT_ANSWERED_TEXT, type AnswerValue, type QuestionLike } from "./types.ts";
import { VideoEmbed } from "./video-embed.tsx";

export interface QuestionFieldProps {
  question: QuestionLike;
  /** The answer shown: the saved one, or what the person is editing. */
  value: AnswerValue | null;
  /** Every change, as the new whole answer (typed text as it stands, or the chosen options). */
  onChange?: (value: AnswerValue) => void;
  /** The field was left (text-like questions save at once then). */
  onBlur?: () => void;
  /** The message shown under the field. */
  error?: string | null;
  /** Shows the answer as text, or `notAnsweredText` when there is none. */
  readOnly?: boolean;
  /** What a read-only question without an answer says; default 'The client has not answered this question.' (the attorney's wording). */
  notAnsweredText?: string;
  disabled?: boolean;
  /**
   * The question's answer is a suggestion the person has not chosen yet: no option shows as chosen,
   * the suggested options carry "Suggested", a note names the suggestion, and "Keep the suggestion"
   * calls `onKeep`, which chooses it (choosing any option, the suggested one included, is a choice).
   */
  suggestion?: { onKeep: () => void } | null;
}

/** The words of a suggestion nobody chose yet (the section page and its tests). */
export const SUGGESTION_TEXTS = {
  badge: "Suggested",
  note: (values: readonly string[]) =>
    values.length === 0
      ? "You haven't chosen yet. Keep the suggested answer or choose another."
      : `You haven't chosen yet. Suggested: ${values.map((value) => `“${value}”`).join(", ")}. Keep it or choose another answer.`,
  keep: "Keep the suggestion",
  dropdownSuffix: " (suggested)",
} as const;

function SuggestionNote({
  values,
  onKeep,
  disabled,
}: {
  values: readonly string[];
  onKeep: () => void;
  disabled: boolean;
}) {
  return (
    <Paper mt="xs" p="xs" radius="sm" bg="yellow.0" data-testid="suggestion-note">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <IconSparkles size={16} aria-hidden style={{ flex: "none" }} />
          <Text size="sm">{SUGGESTION_TEXTS.note(values)}</Text>
        </Group>
        <Button size="xs" variant="light" onClick={onKeep} disabled={disabled}>
          {SUGGESTION_TEXTS.keep}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * An option's label, with "Suggested" on a suggestion nobody chose yet (seen; the note under the
 * question says it in words, so the option's name stays its value).
 */
function optionLabel(option: { value: string; isDefault: boolean }, suggested: boolean): ReactNode {
  if (!suggested || !option.isDefault) return option.value;
  return (
    <Group gap={6} component="span" wrap="wrap">
      <span>{option.value}</span>
      <Badge size="sm" variant="light" color="yellow" component="span" aria-hidden>
        {SUGGESTION_TEXTS.badge}
      </Badge>
    </Group>
  );
}

// The phone input (libphonenumber's formatter) is fetched only where a phone question shows; until
// it arrives the same field takes the typing unformatted, so nothing moves or is lost.
const PhoneInput = lazy(async () => ({ default: (await import("../components/phone-input.tsx")).PhoneInput }));

function LazyPhoneInput(props: PhoneInputProps) {
  const { value, onChange, required, ...rest } = props;
  return (
    <Suspense
      fallback={
        <TextInput
          {...rest}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required={required}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      }
    >
      <PhoneInput {...props} />
    </Suspense>
  );
}

export const DROPDOWN_PLACEHOLDER = "Select an option";
export const OTHER_ANSWER_LABEL = "Other (please specify)";

/**
 * "What this means in your state" for a question whose options change the agreement: what each
 * option puts into it, then what the state's law does without it (each line once).
 */
function StateHelp({ question }: { question: QuestionLike }) {
  const explained = question.options.filter((option) => option.explanation);
  if (explained.length === 0) return null;
  const defaults = [...new Set(explained.map((option) => option.explanation!.withoutAgreement))];
  return (
    <ExplanationNote label={EXPLANATION_NOTE_TEXTS.question}>
      {explained
        .filter((option) => option.explanation!.meaning)
        .map((option) => (
          <Text key={option.id} size="sm">
            <Text span fw={600} inherit>
              {option.value}:{" "}
            </Text>
            {option.explanation!.meaning}
          </Text>
        ))}
      {defaults.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
    </ExplanationNote>
  );
}

/** The example, pro tip, state help and videos under a question's input. */
function QuestionExtras({ question }: { question: QuestionLike }) {
  const videos = question.videos ?? [];
  const hasStateHelp = question.options.some((option) => option.explanation);
  if (!question.exampleScenario && !question.proTip && !hasStateHelp && videos.length === 0) return null;
  return (
    <Stack gap="xs" mt={4}>
      <StateHelp question={question} />
      {question.exampleScenario ? (
        <Text size="sm" c="dimmed">
          <Text span fw={600} inherit>
            Example:{" "}
          </Text>
          {question.exampleScenario}
        </Text>
      ) : null}
      {question.proTip ? (
        <Text size="sm" c="dimmed" style={{ display: "flex", gap: 6, alignItems: "flex-start" }}>
          <IconBulb size={16} aria-hidden style={{ flex: "none", marginTop: 2 }} />
          <span>
            <Text span fw={600} inherit>
              Pro tip:{" "}
            </Text>
            {question.proTip}
          </span>
        </Text>
      ) : null}
      {videos.map((video) => (
        <VideoEmbed key={video.id ?? video.youtubeLink} video={video} maxWidth={480} />
      ))}
    </Stack>
  );
}

function ReadOnlyAnswer({
  question,
  value,
  notAnsweredText,
}: {
  question: QuestionLike;
  value: AnswerValue | null;
  notAnsweredText: string;
}) {
  const text = value ? answerText({ questionId: question.id, ...value }, question.options) || null : null;
  return (
    <Stack gap={4}>
      <Text fw={600}>{question.title}</Text>
      {question.description ? (
        <Text size="sm" c="dimmed">
          {question.description}
        </Text>
      ) : null}
      {text === null ? (
        <Text fs="italic" c="dimmed">
          {notAnsweredText}
        </Text>
      ) : (
        <Text style={{ whiteSpace: "pre-wrap" }}>{text}</Text>
      )}
    </Stack>
  );
}

/**
 * One questionnaire question: checkboxes, radio buttons, a dropdown, a text area or a text box (text,
 * currency, number, date or phone), with its title as the label, a red asterisk when required,
 * description, example, pro tip, videos and the message under it. Controlled: the caller holds the
 * value and decides when to save.
 */
export function QuestionField({
  question,
  value,
  onChange,
  onBlur,
  error,
  readOnly = false,
  notAnsweredText = NOT_ANSWERED_TEXT,
  disabled = false,
  suggestion = null,
}: QuestionFieldProps) {
  const answer = value ?? EMPTY_ANSWER;
  const suggested = suggestion !== null && !readOnly;
  let input: ReactNode;
  if (readOnly) {
    input = <ReadOnlyAnswer question={question} value={value} notAnsweredText={notAnsweredText} />;
  } else {
    const common = {
      label: question.title,
      description: question.description ?? undefined,
      withAsterisk: question.isRequired,
      error: error ?? undefined,
      disabled,
    };
    const text = answer.valueTyped ?? "";
    const typed = (next: string) => onChange?.({ valueTyped: next, questionOptionIds: [] });
    // A single-choice question holds one answer: an option, or the "other" text.
    const single = question.questionType !== "CHECKBOX";
    const other = question.allowsOtherOption === true;
    const chosen = (ids: string[]) =>
      onChange?.({
        valueTyped: other && !(single && ids.length > 0) ? answer.valueTyped : null,
        questionOptionIds: ids,
      });
    const otherInput = other ? (
      <TextInput
        mt="sm"
        label={OTHER_ANSWER_LABEL}
        value={text}
        disabled={disabled}
        onChange={(event) =>
          onChange?.({
            valueTyped: event.currentTarget.value,
            questionOptionIds: single && event.currentTarget.value.trim() !== "" ? [] : answer.questionOptionIds,
          })
        }
        onBlur={onBlur}
      />
    ) : null;
    switch (question.questionType) {
      case "CHECKBOX":
        input = (
          // No aria-required on the groups: their root is a plain wrapper (axe: aria-allowed-attr), and
          // a checkbox group cannot carry it; the asterisk marks the question, each radio is `required`.
          <Checkbox.Group {...common} value={suggested ? [] : answer.questionOptionIds} onChange={chosen}>
            <Stack gap="sm" mt="xs">
              {question.options.map((option) => (
                <Checkbox
                  key={option.id}
                  value={option.id}
                  label={optionLabel(option, suggested)}
                  description={option.proTip ?? undefined}
                  onBlur={onBlur}
                />
              ))}
            </Stack>
            {otherInput}
          </Checkbox.Group>
        );
        break;
      case "RADIO":
        input = (
          <Radio.Group
            {...common}
            value={suggested ? null : (answer.questionOptionIds[0] ?? null)}
            onChange={(id) => chosen(id ? [id] : [])}
          >
            <Stack gap="sm" mt="xs">
              {question.options.map((option) => (
                <Radio
                  key={option.id}
                  value={option.id}
                  label={optionLabel(option, suggested)}
                  description={option.proTip ?? undefined}
                  required={question.isRequired}
                  onBlur={onBlur}
                />
              ))}
            </Stack>
            {otherInput}
          </Radio.Group>
        );
        break;
      case "DROPDOWN":
        input = (
          <NativeSelect
            {...common}
            aria-required={question.isRequired || undefined}
            value={suggested ? "" : (answer.questionOptionIds[0] ?? "")}
            onChange={(event) => chosen(event.currentTarget.value ? [event.currentTarget.value] : [])}
            onBlur={onBlur}
            data={[
              { value: "", label: DROPDOWN_PLACEHOLDER, disabled: question.isRequired },
              ...question.options.map((option) => ({
                value: option.id,
                label:
                  suggested && option.isDefault ? `${option.value}${SUGGESTION_TEXTS.dropdownSuffix}` : option.value,
              })),
            ]}
          />
        );
        if (otherInput)
          input = (
            <Stack gap={0}>
              {input}
              {otherInput}
            </Stack>
          );
        break;
      case "TEXT_AREA":
        input = (
          <Textarea
            {...common}
            aria-required={question.isRequired || undefined}
            rows={4}
            resize="vertical"
            value={text}
            onChange={(event) => typed(event.currentTarget.value)}
            onBlur={onBlur}
          />
        );
        break;
      default:
        switch (question.inputType ?? "TEXT") {
          case "CURRENCY":
            input = (
              <CurrencyAnswerInput
                {...common}
                aria-required={question.isRequired || undefined}
                value={text}
                onChange={typed}
                onBlur={onBlur}
              />
            );
            break;
          case "NUMBER":
            input = (
              <TextInput
                {...common}
                aria-required={question.isRequired || undefined}
                inputMode="decimal"
                value={text}
                onChange={(event) => typed(event.currentTarget.value)}
                onBlur={onBlur}
              />
            );
            break;
          case "DATE":
            input = (
              <TextInput
                {...common}
                aria-required={question.isRequired || undefined}
                type="date"
                value={text}
                onChange={(event) => typed(event.currentTarget.value)}
                onBlur={onBlur}
              />
            );
            break;
          case "PHONE":
            input = (
              <LazyPhoneInput
                {...common}
                aria-required={question.isRequired || undefined}
                value={text}
                onChange={typed}
                onBlur={onBlur}
                description={question.description ?? "A US number, or an international one starting with +"}
              />
            );
            break;
          default:
            input = (
              <TextInput
                {...common}
                aria-required={question.isRequired || undefined}
                value={text}
                onChange={(event) => typed(event.currentTarget.value)}
                onBlur={onBlur}
              />
            );
        }
    }
  }
  return (
    <Box
      data-question-id={question.id}
      data-invalid={error ? "true" : undefined}
      data-suggested={suggested ? "true" : undefined}
    >
      {input}
      {suggested && suggestion ? (
        <SuggestionNote
          values={question.options.filter((option) => option.isDefault).map((option) => option.value)}
          onKeep={suggestion.onKeep}
          disabled={disabled}
        />
      ) : null}
      {readOnly ? null : <QuestionExtras question={question} />}
    </Box>
  );
}
