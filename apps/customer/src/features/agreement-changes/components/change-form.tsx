import { useEffect, useId, useRef } from "react";
import { Alert, Button, Group, Paper, Select, Stack, Switch, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ChangeDraft, ChangeDraftChanges, SignedClause } from "@prenup/api-client";
import { AGREEMENT_CHANGES_TEXTS as T, CHANGE_REASONS, type ChangeReason } from "../agreement-changes-texts.ts";

/** One change as the PATCH sends it. */
export type ChangeInput = ChangeDraftChanges[number];
type StoredChange = ChangeDraft["changes"][number];

/** The choice of "A new clause" in the clause list (no signed label looks like it). */
const NEW_CLAUSE = "(new clause)";
/** The server's limits on a change (agreement-changes.schemas.ts). */
const LIMITS = { label: 20, title: 200, text: 20_000, note: 500 } as const;

interface ChangeValues {
  /** The signed clause's label, or NEW_CLAUSE. */
  target: string | null;
  newLabel: string;
  title: string;
  remove: boolean;
  newText: string;
  reason: ChangeReason | null;
  note: string;
}

function initialValues(change: StoredChange | null): ChangeValues {
  if (!change) return { target: null, newLabel: "", title: "", remove: false, newText: "", reason: null, note: "" };
  const added = change.oldText === null;
  return {
    target: added ? NEW_CLAUSE : change.label,
    newLabel: added ? change.label : "",
    title: added ? (change.title ?? "") : "",
    remove: change.newText === null,
    newText: change.newText ?? change.oldText ?? "",
    reason: change.reason,
    note: change.note ?? "",
  };
}

/** The server's checks of one change, in words: what is missing or wrong, by field. */
function checksOf(values: ChangeValues, signed: Map<string, SignedClause>, otherLabels: ReadonlySet<string>) {
  const errors: Partial<Record<keyof ChangeValues, string>> = {};
  const C = T.checks;
  const adding = values.target === NEW_CLAUSE;
  const clause = values.target && !adding ? signed.get(values.target) : undefined;
  const label = adding ? values.newLabel.trim() : (values.target ?? "");
  if (!values.target) errors.target = C.clause;
  if (adding) {
    if (label === "") errors.newLabel = C.label;
    else if (label.length > LIMITS.label) errors.newLabel = C.labelTooLong;
    else if (signed.has(label)) errors.newLabel = C.labelExists(label);
    if (values.title.trim().length > LIMITS.title) errors.title = C.title;
  }
  if (label !== "" && otherLabels.has(label)) errors[adding ? "newLabel" : "target"] = C.labelTwice(label);
  if (!(values.remove && clause)) {
    if (values.newText.trim() === "") errors.newText = C.newText;
    else if (values.newText.length > LIMITS.text) errors.newText = C.newTextTooLong;
    else if (clause && values.newText.trim() === clause.text.trim()) errors.newText = C.sameText;
  }
  if (!values.reason) errors.reason = C.reason;
  if (values.note.trim().length > LIMITS.note) errors.note = C.note;
  return errors;
}

/** The change the form describes, as the PATCH sends it (the server reads a signed clause's old text and title). */
function changeOf(values: ChangeValues, reason: ChangeReason): ChangeInput {
  const adding = values.target === NEW_CLAUSE;
  const title = values.title.trim();
  const note = values.note.trim();
  return {
    label: adding ? values.newLabel.trim() : (values.target ?? ""),
    ...(adding && title ? { title } : {}),
    newText: values.remove && !adding ? null : values.newText.trim(),
    reason,
    ...(note ? { note } : {}),
  };
}

export interface ChangeFormProps {
  /** The signed agreement's clauses (undefined while they load). */
  clauses: SignedClause[] | undefined;
  /** The change being edited; null to add one. */
  change: StoredChange | null;
  /** The labels the amendment's other changes already name. */
  otherLabels: readonly string[];
  saving: boolean;
  /** What the server said when the save failed. */
  error: string | null;
  onSubmit: (change: ChangeInput) => void;
  onCancel: () => void;
}

/**
 * One change of the amendment: a clause of the signed agreement (its signed text shown, the new
 * text prefilled with it, or the clause removed) or a new clause with its own number; the reason
 * and an optional note. Checked as the server checks before it is sent.
 */
export function ChangeForm({ clauses, change, otherLabels, saving, error, onSubmit, onCancel }: ChangeFormProps) {
  const signed = new Map((clauses ?? []).map((clause) => [clause.label, clause]));
  const others = new Set(otherLabels);
  const form = useForm<ChangeValues>({
    mode: "controlled",
    initialValues: initialValues(change),
    validate: (values) => checksOf(values, signed, others),
  });
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens in place of the button that opened it: the keyboard lands on its title.
  useEffect(() => heading.current?.focus(), []);
  const { values } = form;
  const adding = values.target === NEW_CLAUSE;
  const clause = values.target && !adding ? signed.get(values.target) : undefined;
  const choices = [
    { value: NEW_CLAUSE, label: T.newClause },
    ...(clauses ?? []).map((item) => ({ value: item.label, label: T.clauseChoice(item) })),
  ];

  const chooseClause = (target: string | null) => {
    const chosen = target && target !== NEW_CLAUSE ? signed.get(target) : undefined;
    form.setValues({ target, remove: false, newText: chosen ? chosen.text : "" });
    form.clearFieldError("target");
    form.clearFieldError("newText");
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${formId}-title`}>
      <form
        noValidate
        onSubmit={form.onSubmit((valid) => {
          if (valid.reason) onSubmit(changeOf(valid, valid.reason));
        })}
      >
        <Stack gap="md">
          <Title order={3} size="h4" id={`${formId}-title`} ref={heading} tabIndex={-1}>
            {change ? T.editFormTitle(change.label) : T.changeFormTitle}
          </Title>
          <Select
            label={T.clauseLabel}
            description={clauses ? T.clauseHint : T.clausesLoading}
            data={choices}
            searchable
            nothingFoundMessage={T.noClauseFound}
            disabled={!clauses}
            allowDeselect={false}
            value={values.target}
            onChange={chooseClause}
            error={form.errors.target}
            required
          />
          {adding ? (
            <Group grow align="flex-start">
              <TextInput
                label={T.newLabelLabel}
                description={T.newLabelHint}
                maxLength={LIMITS.label}
                required
                {...form.getInputProps("newLabel")}
              />
              <TextInput label={T.newTitleLabel} maxLength={LIMITS.title} {...form.getInputProps("title")} />
            </Group>
          ) : null}
          {clause ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${formId}-signed`}>
                {T.signedTextLabel}
              </Text>
              <Paper
                bg="gray.0"
                p="sm"
                radius="sm"
                mah={240}
                role="region"
                aria-labelledby={`${formId}-signed`}
                tabIndex={0}
                style={{ overflowY: "auto" }}
              >
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {clause.text}
                </Text>
              </Paper>
              <Switch
                mt="xs"
                label={T.removeClause}
                description={T.removeClauseHint}
                {...form.getInputProps("remove", { type: "checkbox" })}
              />
            </Stack>
          ) : null}
          {values.target && !(clause && values.remove) ? (
            <Textarea
              label={T.newTextLabel}
              description={T.newTextHint}
              rows={8}
              resize="vertical"
              required
              {...form.getInputProps("newText")}
            />
          ) : null}
          <Select
            label={T.reasonLabel}
            data={CHANGE_REASONS}
            allowDeselect={false}
            required
            {...form.getInputProps("reason")}
          />
          <Textarea
            label={T.noteLabel}
            description={T.noteHint}
            rows={2}
            resize="vertical"
            maxLength={LIMITS.note}
            {...form.getInputProps("note")}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
