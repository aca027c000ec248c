import { useState } from "react";
import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { ConfirmPopup, ConflictChoice, EntryDocuments, ErrorState, LoadingState, OfflineSaveNote } from "@prenup/ui";
import { NO_VALUE_BASIS_RULE, type DisclosureKind, type ValueBasisRule } from "@prenup/domain";
import {
  apiErrorMessage,
  useCreateDisclosureEntry,
  useDeleteDisclosureEntry,
  useDisclosureEntries,
  useKeptDisclosureEntries,
  useUpdateDisclosureEntry,
  type EditableDisclosureKind,
  type EntryDocument,
  type KeptDisclosureEntry,
} from "@prenup/api-client";
import { KIND_TEXTS } from "../utils/disclosure-fields.ts";
import { describeEntry } from "../utils/entry-summary.ts";
import { EntryFormModal } from "./entry-form-modal.tsx";
import { JointActions } from "./joint-actions.tsx";

export interface KindSectionProps {
  kind: DisclosureKind;
  /** Whose entries: the signed-in partner's own (editable) or the other partner's (read-only). */
  ownerId: string;
  documentId: string;
  viewerId: string;
  editable: boolean;
  /** The agreement's state's rule on each value's basis (applies to new and changed entries). */
  valueBasis?: ValueBasisRule;
}

type Entry = Record<string, unknown> & { id: string };

/** One kind's entries of one partner: list, add, edit, delete with confirmation, joint answers, the documents behind each. */
export function KindSection({
  kind,
  ownerId,
  documentId,
  viewerId,
  editable,
  valueBasis = NO_VALUE_BASIS_RULE,
}: KindSectionProps) {
  const entries = useDisclosureEntries(kind, ownerId, documentId);
  const texts = KIND_TEXTS[kind];
  const canAdd = editable && kind !== "legacy-joint-properties";
  const [editing, setEditing] = useState<Entry | "new" | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = useDeleteDisclosureEntry(kind, ownerId, documentId);
  // The owner's changes kept on the device (offline, the server down): shown on their entries, new ones after the list.
  const keptEntries = useKeptDisclosureEntries(kind, editable ? viewerId : null);

  if (entries.isPending) return <LoadingState />;
  if (entries.isError) return <ErrorState error={entries.error} onRetry={() => void entries.refetch()} />;
  const items = (entries.data?.items ?? []) as unknown as Entry[];
  const keptOf = (entryId: string | null) => keptEntries.kept.filter((kept) => kept.entryId === entryId);

  return (
    <Stack gap="sm">
      {items.length === 0 && keptOf(null).length === 0 ? <Text c="dimmed">{texts.empty}</Text> : null}
      {items.map((stored) => {
        const changes = keptOf(stored.id);
        // The person's kept changes show over the stored entry until they go out.
        const entry = changes.reduce<Entry>((shown, kept) => ({ ...shown, ...kept.body }), stored);
        const { title, details, amount } = describeEntry(kind, entry);
        const pending = entry["jointPending"] === true;
        return (
          <Card
            key={entry.id}
            withBorder
            padding="sm"
            radius="md"
            style={pending ? { borderColor: "var(--mantine-color-orange-6)", borderWidth: 2 } : undefined}
            data-testid="disclosure-entry"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <EntryText title={title} details={details} />
                {entry["isJoint"] === true ? (
                  <Group gap="xs">
                    <Badge variant="light" color={pending ? "orange" : "teal"}>
                      {pending ? "Joint · awaiting confirmation" : "Joint · confirmed"}
                    </Badge>
                    <Text size="sm">
                      A {String(entry["userAPercentage"])}% / B {String(entry["userBPercentage"])}%
                    </Text>
                  </Group>
                ) : null}
              </Stack>
              <Text fw={600} style={{ whiteSpace: "nowrap" }}>
                {amount}
              </Text>
            </Group>
            <Group gap="xs" mt="xs">
              {editable && kind !== "legacy-joint-properties" ? (
                <Button size="xs" variant="light" onClick={() => setEditing(entry)} aria-label={`Edit ${title}`}>
                  Edit
                </Button>
              ) : null}
              {editable ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(entry)}
                  aria-label={`Delete ${title}`}
                >
                  Delete
                </Button>
              ) : null}
              {kind === "assets" && pending ? (
                <JointActions entry={entry} ownerId={ownerId} documentId={documentId} viewerId={viewerId} />
              ) : null}
            </Group>
            {kind !== "legacy-joint-properties" ? (
              <EntryDocuments
                kind={kind}
                ownerId={ownerId}
                documentId={documentId}
                entryId={stored.id}
                documents={(stored["documents"] as EntryDocument[] | undefined) ?? []}
                editable={editable}
                entryTitle={title}
              />
            ) : null}
            <KeptNote kind={kind} changes={changes} stored={stored} kept={keptEntries} />
          </Card>
        );
      })}
      {keptOf(null).map((kept) => {
        const { title, details, amount } = describeEntry(kind, kept.body);
        return (
          <Card key={kept.seq} withBorder padding="sm" radius="md" data-testid="disclosure-entry-kept">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <EntryText title={title} details={details} />
              </Stack>
              <Text fw={600} style={{ whiteSpace: "nowrap" }}>
                {amount}
              </Text>
            </Group>
            <OfflineSaveNote state="queued" />
          </Card>
        );
      })}
      {canAdd ? (
        <Group>
          <Button variant="outline" onClick={() => setEditing("new")}>
            Add {texts.one}
          </Button>
        </Group>
      ) : null}
      {canAdd && editing ? (
        <EditModal
          kind={kind as EditableDisclosureKind}
          ownerId={ownerId}
          documentId={documentId}
          entry={editing === "new" ? null : editing}
          valueBasis={valueBasis}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmPopup
        opened={deleting !== null}
        title={`Delete this ${texts.one}?`}
        message={
          remove.error
            ? apiErrorMessage(remove.error)
            : "It will no longer appear in your disclosure or your agreement's schedules."
        }
        confirmLabel="Delete"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}

function EditModal({
  kind,
  ownerId,
  documentId,
  entry,
  valueBasis,
  onClose,
}: {
  kind: EditableDisclosureKind;
  ownerId: string;
  documentId: string;
  entry: Entry | null;
  valueBasis: ValueBasisRule;
  onClose: () => void;
}) {
  const create = useCreateDisclosureEntry(kind, ownerId, documentId);
  const update = useUpdateDisclosureEntry(kind, ownerId, documentId);
  return (
    <EntryFormModal
      kind={kind}
      entry={entry}
      opened
      valueBasis={valueBasis}
      onClose={onClose}
      onSave={(body) =>
        entry
          ? update.mutateAsync({
              entryId: entry.id,
              body: body as never,
              ...(typeof entry["updatedAt"] === "string" ? { baseUpdatedAt: entry["updatedAt"] } : {}),
            })
          : create.mutateAsync(body as never)
      }
    />
  );
}

/** Under an entry: its change kept on the device, or the choice when it met a version changed since (the partner's proposal, another device). */
function KeptNote({
  kind,
  changes,
  stored,
  kept,
}: {
  kind: DisclosureKind;
  changes: readonly KeptDisclosureEntry[];
  stored: Entry;
  kept: ReturnType<typeof useKeptDisclosureEntries>;
}) {
  if (changes.length === 0) return null;
  const conflict = changes.find((change) => change.conflict);
  if (!conflict?.conflict) return <OfflineSaveNote state="queued" />;
  const summary = (entry: Record<string, unknown>) => {
    const { title, amount } = describeEntry(kind, entry);
    return `${title} · ${amount}`;
  };
  const saved = conflict.conflict.current ?? stored;
  return (
    <ConflictChoice
      yours={summary({ ...saved, ...conflict.body })}
      saved={summary(saved)}
      message={conflict.conflict.message}
      onKeepMine={() => void kept.keepMine(conflict)}
      onTakeSaved={() => void kept.takeSaved(conflict)}
    />
  );
}

/** An entry's title and its details on one line. */
function EntryText({ title, details }: { title: string; details: readonly string[] }) {
  return (
    <>
      <Text fw={600}>{title}</Text>
      {details.length ? (
        <Text size="sm" c="dimmed">
          {details.join(" · ")}
        </Text>
      ) : null}
    </>
  );
}
