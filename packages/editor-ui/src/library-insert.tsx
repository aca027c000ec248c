import { useState } from "react";
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useLibraryGroups, useRenderedLibraryGroup, type RenderedLibraryClause } from "@prenup/api-client";
import { LIST_STYLES, TEXT_STYLES } from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { newDraftId, placementIn, type DraftBlock, type ListStyle, type TextStyle } from "./drafts.ts";
import { toPlainText } from "./rich-text.ts";
import { TextView } from "./rich-text-block.tsx";

/** A section of the agreement clauses can go in: a live one or one added on this screen (`ref`: how clauses name it). */
export type KnownSection = { ref: string; section: DraftBlock; title: string };

const AS_NEW_SECTION = "new-section";

/** The group's clauses with their sub-clauses after them, in order. */
function flatten(clauses: readonly RenderedLibraryClause[]): RenderedLibraryClause[] {
  return [...clauses].sort((a, b) => a.order - b.order).flatMap((clause) => [clause, ...flatten(clause.children)]);
}

const listStyleOf = (value: string): ListStyle =>
  (LIST_STYLES as readonly string[]).includes(value) ? (value as ListStyle) : "NONE";
const textStyleOf = (value: string | null): TextStyle =>
  value !== null && (TEXT_STYLES as readonly string[]).includes(value) ? (value as TextStyle) : null;

/**
 * A group's clauses as new clause drafts in `section`, nested as written: each sub-clause under
 * its clause (by the new clause's draft id), siblings in order from `firstOrder`.
 */
export function libraryClauseBlocks(
  clauses: readonly RenderedLibraryClause[],
  section: DraftBlock,
  parent: DraftBlock | null,
  firstOrder: number,
): DraftBlock[] {
  return [...clauses]
    .sort((a, b) => a.order - b.order)
    .flatMap((clause, index) => {
      const id = newDraftId();
      const block: DraftBlock = {
        key: id,
        kind: "CLAUSE",
        id,
        ...placementIn(section, parent),
        documentClauseId: null,
        title: toPlainText(clause.title),
        text: toPlainText(clause.text),
        listStyle: listStyleOf(clause.listStyle),
        textStyle: textStyleOf(clause.textStyle),
        order: firstOrder + index,
        isSeparatePage: false,
        isRemoved: false,
      };
      return [block, ...libraryClauseBlocks(clause.children, section, block, 1)];
    });
}

function Preview({ clauses }: { clauses: RenderedLibraryClause[] }) {
  return (
    <Stack gap="sm">
      {clauses.map((clause) => (
        <Stack key={clause.key} gap={4}>
          {clause.title ? <Text fw={700}>{clause.title}</Text> : null}
          <TextView text={clause.text} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Where the attorney's cursor is: the clause being edited (insert after it) or a section (insert at its end). */
export type InsertPoint =
  | { kind: "after"; clause: DraftBlock; section: DraftBlock; parent: DraftBlock | null; name: string }
  | { kind: "end"; ref: string };

export interface LibraryInsertProps {
  documentId: string;
  stateId: string | null;
  sections: KnownSection[];
  /** Where the clauses go unless the attorney chooses another place. */
  cursor: InsertPoint | null;
  /** The order that puts a new section after the last one. */
  nextSectionOrder: number;
  /** The order that puts a new clause after the last top-level clause of a section (by its ref). */
  nextClauseOrder: (sectionRef: string) => number;
  /** Makes room for `count` clauses right after `clause` (later siblings move on) and gives the first order. */
  makeRoomAfter: (clause: DraftBlock, count: number) => number;
  onInsert: (blocks: DraftBlock[]) => void;
}

const AFTER_CURSOR = "after-cursor";

/**
 * "Insert from the library": a group offered in the agreement's state, its clauses previewed as
 * written for this agreement, inserted as drafts where the cursor is (after the clause being
 * edited, at the end of the section being edited), at the end of another section, or as a new section.
 */
export function LibraryInsert({
  documentId,
  stateId,
  sections,
  cursor,
  nextSectionOrder,
  nextClauseOrder,
  makeRoomAfter,
  onInsert,
}: LibraryInsertProps) {
  const [opened, setOpened] = useState(false);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [target, setTarget] = useState<string>(AS_NEW_SECTION);
  const groups = useLibraryGroups(
    { stateId: stateId ?? undefined, page: 1, pageSize: 100 },
    { enabled: opened && Boolean(stateId) },
  );
  const rendered = useRenderedLibraryGroup(documentId, opened ? groupId : null);

  const open = () => {
    setTarget(
      cursor?.kind === "after"
        ? AFTER_CURSOR
        : cursor?.kind === "end" && sections.some((section) => section.ref === cursor.ref)
          ? cursor.ref
          : AS_NEW_SECTION,
    );
    setOpened(true);
  };

  const close = () => {
    setOpened(false);
    setGroupId(null);
    setTarget(AS_NEW_SECTION);
  };

  const insert = () => {
    if (!rendered.data) return;
    if (target === AFTER_CURSOR && cursor?.kind === "after") {
      const first = makeRoomAfter(cursor.clause, rendered.data.clauses.length);
      onInsert(libraryClauseBlocks(rendered.data.clauses, cursor.section, cursor.parent, first));
    } else if (target === AS_NEW_SECTION) {
      // A new section named after the group, its clauses (and their sub-clauses) inside it.
      const id = newDraftId();
      const section: DraftBlock = {
        key: id,
        kind: "SECTION",
        id,
        documentSectionId: null,
        documentSectionDraftId: null,
        documentClauseId: null,
        parentClauseId: null,
        parentClauseDraftId: null,
        title: rendered.data.group.name,
        text: "",
        listStyle: "NONE",
        textStyle: null,
        order: nextSectionOrder,
        isSeparatePage: false,
        isRemoved: false,
      };
      onInsert([section, ...libraryClauseBlocks(rendered.data.clauses, section, null, 1)]);
    } else {
      const known = sections.find((candidate) => candidate.ref === target);
      if (!known) return;
      onInsert(libraryClauseBlocks(rendered.data.clauses, known.section, null, nextClauseOrder(known.ref)));
    }
    close();
  };

  return (
    <>
      <Button variant="default" onClick={open} disabled={!stateId}>
        Insert from the library
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Insert from the library"
        size="lg"
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack gap="md">
          {groups.isPending ? <LoadingState /> : null}
          {groups.isError ? <ErrorState error={groups.error} onRetry={() => void groups.refetch()} /> : null}
          {groups.data && groups.data.items.length === 0 ? (
            <Text c="dimmed">No library groups are offered in this agreement's state.</Text>
          ) : null}
          {groups.data && groups.data.items.length > 0 ? (
            <NativeSelect
              label="Library group"
              data={[
                { value: "", label: "Choose a group" },
                ...groups.data.items.map((group) => ({ value: group.id, label: group.name })),
              ]}
              value={groupId ?? ""}
              onChange={(event) => setGroupId(event.currentTarget.value || null)}
            />
          ) : null}
          {groupId && rendered.isPending ? <LoadingState /> : null}
          {groupId && rendered.isError ? (
            <ErrorState error={rendered.error} onRetry={() => void rendered.refetch()} />
          ) : null}
          {rendered.data ? (
            <>
              {rendered.data.missingAnswers.length > 0 ? (
                <Alert color="yellow" variant="light" title="Unanswered questions">
                  These show as blanks: {rendered.data.missingAnswers.join(", ")}
                </Alert>
              ) : null}
              <Stack gap="xs" component="section" aria-label="Preview">
                <Text fw={600}>Preview</Text>
                <Preview clauses={flatten(rendered.data.clauses)} />
              </Stack>
              <NativeSelect
                label="Where"
                data={[
                  ...(cursor?.kind === "after"
                    ? [{ value: AFTER_CURSOR, label: `After ${cursor.name}, where you are editing` }]
                    : []),
                  ...sections.map((section) => ({ value: section.ref, label: `At the end of ${section.title}` })),
                  { value: AS_NEW_SECTION, label: "As a new section" },
                ]}
                value={target}
                onChange={(event) => setTarget(event.currentTarget.value)}
              />
            </>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={insert} disabled={!rendered.data || rendered.data.clauses.length === 0}>
              Insert
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
