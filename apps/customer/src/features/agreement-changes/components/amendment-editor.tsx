import { useEffect, useRef, useState } from "react";
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  apiErrorMessage,
  useSignedClauses,
  useUpdateChangeDraft,
  type ChangeDraft,
  type ChangeDraftChanges,
} from "@prenup/api-client";
import { ErrorState } from "@prenup/ui";
import { AGREEMENT_CHANGES_TEXTS as T, reasonLabel } from "../agreement-changes-texts.ts";
import { ChangeForm, type ChangeInput } from "./change-form.tsx";

type StoredChange = ChangeDraft["changes"][number];

/** The server's limit on an amendment's changes. */
const MAX_CHANGES = 50;
const KIND_COLOR = { CHANGED: "blue", REMOVED: "red", ADDED: "teal" } as const;

/** A stored change as the PATCH sends it back (the server reads the old text again from the signed agreement). */
const inputOf = ({ label, title, newText, reason, note }: StoredChange): ChangeInput => ({
  label,
  title,
  newText,
  reason,
  note,
});

const kindOf = (change: StoredChange) =>
  change.oldText === null ? "ADDED" : change.newText === null ? "REMOVED" : "CHANGED";

export interface AmendmentEditorProps {
  userId: string;
  documentId: string;
  draftId: string;
  /** The draft's changes, in order. */
  changes: StoredChange[];
}

/**
 * The amendment's changes as a list, each to edit or take out, and "Add a change". Every save sends
 * the whole list (the PATCH replaces it); the server's refusal is shown in the form, or above the
 * list when a change was taken out.
 */
export function AmendmentEditor({ userId, documentId, draftId, changes }: AmendmentEditorProps) {
  const clauses = useSignedClauses(userId, documentId);
  const update = useUpdateChangeDraft(userId, documentId, draftId);
  /** The change in the form: its index, "new" for one being added, null when the form is closed. */
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const full = changes.length >= MAX_CHANGES;
  const addButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // The form takes the place of "Add a change": when it closes, the keyboard goes back there.
  useEffect(() => {
    if (editing === null && wasEditing.current) addButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  const open = (target: number | "new") => {
    update.reset();
    setEditing(target);
  };
  const save = (list: ChangeDraftChanges) => update.mutate({ changes: list }, { onSuccess: () => setEditing(null) });
  const saveChange = (change: ChangeInput) => {
    const list = changes.map(inputOf);
    if (editing === "new") list.push(change);
    else if (editing !== null) list[editing] = change;
    save(list);
  };
  const takeOut = (index: number) => {
    update.reset();
    save(changes.filter((_, at) => at !== index).map(inputOf));
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="amendment-changes-title">
      <Title order={3} size="h4" id="amendment-changes-title">
        {T.changesTitle}
      </Title>
      {changes.length === 0 ? <Text size="sm">{T.noChanges}</Text> : null}
      {changes.length > 0 ? (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {changes.map((change, index) => (
            <Paper component="li" key={change.label} withBorder radius="sm" p="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600} size="sm">
                      {T.clauseChoice(change)}
                    </Text>
                    <Badge size="sm" variant="light" color={KIND_COLOR[kindOf(change)]}>
                      {T.changeKind[kindOf(change)]}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {T.reasonShown(reasonLabel(change.reason))}
                    {change.note ? ` — ${change.note}` : ""}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Button
                    variant="subtle"
                    size="xs"
                    aria-label={T.editChange(change.label)}
                    disabled={update.isPending}
                    onClick={() => open(index)}
                  >
                    {T.edit}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={T.removeChange(change.label)}
                    disabled={update.isPending}
                    onClick={() => takeOut(index)}
                  >
                    {T.takeOut}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {editing === null && update.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(update.error)}
        </Alert>
      ) : null}
      {clauses.isError ? <ErrorState error={clauses.error} onRetry={() => void clauses.refetch()} /> : null}
      {editing !== null ? (
        <ChangeForm
          key={editing}
          clauses={clauses.data?.items}
          change={editing === "new" ? null : (changes[editing] ?? null)}
          otherLabels={changes.filter((_, at) => at !== editing).map((change) => change.label)}
          saving={update.isPending}
          error={update.isError ? apiErrorMessage(update.error) : null}
          onSubmit={saveChange}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Stack gap={4} align="flex-start">
          <Button ref={addButton} variant="light" onClick={() => open("new")} disabled={full || update.isPending}>
            {T.addChange}
          </Button>
          {full ? (
            <Text size="xs" c="dimmed">
              {T.maxChangesReached}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
