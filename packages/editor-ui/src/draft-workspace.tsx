import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button, Grid, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import {
  apiErrorCode,
  apiErrorMessage,
  useAgreementHistory,
  useClauseDrafts,
  useCommitDrafts,
  useDocumentParticipants,
  useDocumentSections,
  useSectionDrafts,
  type DocumentLockView,
  type UserDocument,
} from "@prenup/api-client";
import { fullName, formatZonedTime } from "@prenup/domain";
import { ErrorState, LoadingState, notify } from "@prenup/ui";
import {
  trackAgreement,
  useAgreementVersions,
  type AgreementVersion,
  type ChangeMark,
  type VersionClause,
  type VersionSection,
} from "@prenup/ui/redline";
import { AgreementPage, nodeDomId, sectionName, type PageActions } from "./agreement-page.tsx";
import { AutosaveIndicator } from "./autosave-indicator.tsx";
import { CommitModal } from "./commit-modal.tsx";
import {
  clauseRef,
  draftVersion,
  inOrder,
  newDraftId,
  nextClauseOrder,
  nextSectionOrder,
  parentBlockOf,
  placementIn,
  roomAfter,
  sectionBlockOf,
  sectionRef,
  workspaceBlocks,
  type DraftBlock,
} from "./drafts.ts";
import { LibraryInsert, type InsertPoint, type KnownSection } from "./library-insert.tsx";
import { numberingOf } from "./numbering.ts";
import { Outline } from "./outline.tsx";
import { toPlainText } from "./rich-text.ts";
import { SearchBox } from "./search-box.tsx";
import { searchMatches } from "./search.ts";
import { useDraftAutosave } from "./use-draft-autosave.ts";

const blankBlock = (kind: DraftBlock["kind"], fields: Partial<DraftBlock>): DraftBlock => {
  const id = newDraftId();
  return {
    key: id,
    kind,
    id,
    documentSectionId: null,
    documentSectionDraftId: null,
    documentClauseId: null,
    parentClauseId: null,
    parentClauseDraftId: null,
    title: "",
    text: "",
    listStyle: "NONE",
    textStyle: null,
    order: 0,
    isSeparatePage: false,
    isRemoved: false,
    ...fields,
  };
};

/** A version's texts as the editor holds them (plain text, as `toPlainText` stores it), so only real changes show. */
function plainVersion(sections: readonly VersionSection[]): VersionSection[] {
  const clause = (item: VersionClause): VersionClause => ({
    ...item,
    title: item.title === null ? null : toPlainText(item.title) || null,
    text: toPlainText(item.text),
    children: item.children.map(clause),
  });
  return sections.map((section) => ({
    ...section,
    title: toPlainText(section.title),
    text: toPlainText(section.text),
    clauses: section.clauses.map(clause),
  }));
}

/** Scrolls a part of the page into view; `focus`: and puts the keyboard there (the outline's jump, not the search's). */
function jumpTo(id: string, focus = true) {
  const element = document.getElementById(nodeDomId(id));
  if (!element) return;
  element.scrollIntoView?.({ block: "center", behavior: "smooth" });
  if (focus) element.focus({ preventScroll: true });
}

export interface DraftWorkspaceProps {
  documentId: string;
  document: UserDocument | null;
  lock: DocumentLockView;
  onLockLost: (message: string) => void;
}

/**
 * The lock holder's editor: the agreement as it prints, with the drafts over it and their tracked
 * changes against the generated text (who and when); a part opens in place to be edited; an
 * outline and a search to move around; new sections and clauses; library inserts where the cursor
 * is; the autosave and the commit.
 */
export function DraftWorkspace({ documentId, document, lock, onLockLost }: DraftWorkspaceProps) {
  const current = useDocumentSections(documentId);
  const sectionDrafts = useSectionDrafts(documentId);
  const clauseDrafts = useClauseDrafts(documentId);
  const history = useAgreementHistory(documentId);
  const versions = useAgreementVersions(documentId, history.data?.commits.items);
  const participants = useDocumentParticipants(documentId);
  const commit = useCommitDrafts(documentId);
  const drafts = useDraftAutosave(documentId, { onLockLost });
  const [committing, setCommitting] = useState(false);
  const [showChanges, setShowChanges] = useState(true);
  const [editing, setEditing] = useState<string | null>(null);
  /** The part last opened: library clauses go after it (or at the end of it, for a section). */
  const [cursor, setCursor] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [matchIndex, setMatchIndex] = useState(0);
  const opened = useRef(false);
  /** When the last commit landed: the blocks are read again once the sections and both drafts lists are newer. */
  const committedAt = useRef<number | null>(null);

  // The agreement and its drafts become the blocks being edited: on open, and once a commit has
  // changed them, when all three have been read again after it (a list read before it, or one read
  // again sooner than the others, would bring back the text as it was). Any other refetch would
  // overwrite what is being typed, so it is not taken.
  const { reset } = drafts;
  useEffect(() => {
    if (!current.data || !sectionDrafts.data || !clauseDrafts.data) return;
    const since = committedAt.current;
    const readSince =
      since !== null &&
      Math.min(current.dataUpdatedAt, sectionDrafts.dataUpdatedAt, clauseDrafts.dataUpdatedAt) >= since;
    if (opened.current && !readSince) return;
    opened.current = true;
    committedAt.current = null;
    reset(workspaceBlocks(current.data.sections, sectionDrafts.data.items, clauseDrafts.data.items));
  }, [
    current.data,
    sectionDrafts.data,
    clauseDrafts.data,
    current.dataUpdatedAt,
    sectionDrafts.dataUpdatedAt,
    clauseDrafts.dataUpdatedAt,
    reset,
  ]);

  const { blocks } = drafts;
  // The live sections' and clauses' template keys (the numbering leaves the layout's own pages unnumbered).
  const keys = useMemo(() => {
    const out = new Map<string, string | null>();
    for (const section of current.data?.sections ?? []) {
      out.set(section.id, section.key);
      for (const clause of section.clauses) out.set(clause.id, clause.key);
    }
    return out;
  }, [current.data]);
  const finalSections = useMemo(() => draftVersion(blocks, (id) => keys.get(id) ?? null), [blocks, keys]);
  const numbering = useMemo(() => numberingOf(finalSections), [finalSections]);
  const loaded = versions.status === "success" ? versions.versions : null;
  const committed: AgreementVersion[] = useMemo(
    () => (loaded ? loaded.map((version) => ({ ...version, sections: plainVersion(version.sections) })) : []),
    [loaded],
  );
  const holder = lock.lock?.holder.name ?? "You";
  const draftMark: ChangeMark = useMemo(() => ({ author: holder, at: null, draft: true, summary: null }), [holder]);
  const tracked = useMemo(
    () => trackAgreement([...committed, { sections: finalSections, change: committed.length > 0 ? draftMark : null }]),
    [committed, finalSections, draftMark],
  );
  const byRef = useMemo(() => {
    const out = new Map<string, DraftBlock>();
    for (const block of blocks) out.set(block.kind === "SECTION" ? sectionRef(block) : clauseRef(block), block);
    return out;
  }, [blocks]);
  const matches = useMemo(() => searchMatches(tracked, query), [tracked, query]);
  const currentMatch = matches.length > 0 ? (matches[Math.min(matchIndex, matches.length - 1)] ?? null) : null;

  /** The sections library clauses can go in: live ones and those added on this screen. */
  const knownSections: KnownSection[] = useMemo(
    () =>
      inOrder(blocks.filter((block) => block.kind === "SECTION" && !block.isRemoved)).map((section) => ({
        ref: sectionRef(section),
        section,
        title: sectionName(section.title, numbering.article.get(sectionRef(section)) ?? null),
      })),
    [blocks, numbering],
  );

  const { update, add } = drafts;
  const makeRoomAfter = useCallback(
    (clause: DraftBlock, count: number) => {
      const room = roomAfter(drafts.blocks, clause, count);
      for (const move of room.moves) update(move.key, { order: move.order });
      return room.first;
    },
    [drafts.blocks, update],
  );

  const actions: PageActions = useMemo(
    () => ({
      edit: (id) => {
        setEditing(id);
        setCursor(id);
      },
      done: () => setEditing(null),
      change: (block, change) => update(block.key, change),
      remove: (block) => {
        update(block.key, { isRemoved: true });
        setEditing(null);
      },
      restore: (block) => update(block.key, { isRemoved: false }),
      addClause: (section, parent) => {
        const clause = blankBlock("CLAUSE", {
          ...placementIn(section, parent),
          order: nextClauseOrder(drafts.blocks, sectionRef(section), parent ? clauseRef(parent) : null),
        });
        add([clause]);
        setEditing(clauseRef(clause));
        setCursor(clauseRef(clause));
      },
      addClauseAfter: (after) => {
        const section = sectionBlockOf(drafts.blocks, after);
        if (!section) return;
        const first = makeRoomAfter(after, 1);
        const clause = blankBlock("CLAUSE", {
          ...placementIn(section, parentBlockOf(drafts.blocks, after)),
          order: first,
        });
        add([clause]);
        setEditing(clauseRef(clause));
        setCursor(clauseRef(clause));
      },
    }),
    [add, update, drafts.blocks, makeRoomAfter],
  );

  // The search brings its current match into view as it changes (the keyboard stays in the search box).
  useEffect(() => {
    if (currentMatch) jumpTo(currentMatch, false);
  }, [currentMatch, matchIndex]);

  if (current.isPending || sectionDrafts.isPending || clauseDrafts.isPending || history.isPending)
    return <LoadingState />;
  if (current.isError) return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  if (sectionDrafts.isError)
    return <ErrorState error={sectionDrafts.error} onRetry={() => void sectionDrafts.refetch()} />;
  if (clauseDrafts.isError)
    return <ErrorState error={clauseDrafts.error} onRetry={() => void clauseDrafts.refetch()} />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (versions.status === "error") return <ErrorState error={versions.error} onRetry={versions.retry} />;
  if (versions.status === "pending") return <LoadingState label="Reading the agreement's versions..." />;

  const addSection = () => {
    const section = blankBlock("SECTION", { order: nextSectionOrder(blocks) });
    add([section]);
    setEditing(sectionRef(section));
    setCursor(sectionRef(section));
  };

  const cursorBlock = cursor ? (byRef.get(cursor) ?? null) : null;
  const cursorSection = cursorBlock?.kind === "CLAUSE" ? sectionBlockOf(blocks, cursorBlock) : null;
  const insertPoint: InsertPoint | null =
    cursorBlock && !cursorBlock.isRemoved
      ? cursorBlock.kind === "SECTION"
        ? { kind: "end", ref: sectionRef(cursorBlock) }
        : cursorSection && !cursorSection.isRemoved
          ? {
              kind: "after",
              clause: cursorBlock,
              section: cursorSection,
              parent: parentBlockOf(blocks, cursorBlock),
              name: numbering.label.get(clauseRef(cursorBlock))
                ? `clause ${numbering.label.get(clauseRef(cursorBlock))}`
                : cursorBlock.title
                  ? `“${cursorBlock.title}”`
                  : "the clause",
            }
          : null
      : null;

  const commitWith = async (body: { message: string; nonsubstantive: boolean }) => {
    try {
      await drafts.flush();
      // The commit's own success (it asks for the sections and drafts again) marks when it landed.
      await commit.mutateAsync(body, { onSuccess: () => (committedAt.current = Date.now()) });
    } catch (error) {
      const text = apiErrorMessage(error);
      if (apiErrorCode(error) === "DOCUMENT_LOCKED") onLockLost(text);
      throw new Error(text);
    }
    setEditing(null);
    notify({ color: "teal", message: "Your changes were committed. The couple now reads the new version." });
  };

  const couple = participants.data
    ? [participants.data.userA, participants.data.userB]
        .map((person) => (person ? fullName(person) : ""))
        .filter(Boolean)
    : [];
  const between = couple.length === 2 ? `between ${couple[0]} and ${couple[1]}` : null;
  const stateName = document?.state?.name ?? null;
  const outline = tracked
    .filter((section) => section.status !== "deleted")
    .map((section) => {
      const number = numbering.article.get(section.id) ?? null;
      const title = section.section.title.trim() || "New section";
      return { id: section.id, label: number === null ? title : `${number}. ${title}` };
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <Stack gap={2}>
          {couple.length > 0 ? (
            <Text fw={600} size="lg">
              {couple.join(" and ")}
              {stateName ? ` · ${stateName}` : ""}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            You are editing. Your lock is renewed while this page is open (until{" "}
            {formatZonedTime(lock.lock?.expiresAt ?? new Date())} at least).
          </Text>
        </Stack>
        <AutosaveIndicator status={drafts.status} onRetry={drafts.retry} />
      </Group>
      <Paper
        withBorder
        p="xs"
        radius="sm"
        shadow="xs"
        style={{ position: "sticky", top: 56, zIndex: 5 }}
        component="section"
        aria-label="Editor tools"
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              size="sm"
              aria-label="What the page shows"
              value={showChanges ? "changes" : "final"}
              onChange={(value) => setShowChanges(value === "changes")}
              data={[
                { value: "changes", label: "Show changes" },
                { value: "final", label: "Show final text" },
              ]}
            />
            <SearchBox
              query={query}
              onQuery={(value) => {
                setQuery(value);
                setMatchIndex(0);
              }}
              count={matches.length}
              index={Math.min(matchIndex, Math.max(matches.length - 1, 0))}
              onStep={(step) =>
                setMatchIndex((index) => (matches.length === 0 ? 0 : (index + step + matches.length) % matches.length))
              }
            />
          </Group>
          <Group gap="sm" wrap="wrap">
            <Button variant="default" onClick={addSection}>
              Add a section
            </Button>
            <LibraryInsert
              documentId={documentId}
              stateId={document?.stateId ?? null}
              sections={knownSections}
              cursor={insertPoint}
              nextSectionOrder={nextSectionOrder(blocks)}
              nextClauseOrder={(ref) => nextClauseOrder(blocks, ref)}
              makeRoomAfter={makeRoomAfter}
              onInsert={drafts.add}
            />
            <Button onClick={() => setCommitting(true)}>Commit changes</Button>
          </Group>
        </Group>
      </Paper>
      {showChanges && committed.length > 1 ? (
        <Text size="sm" c="dimmed">
          Changes since the agreement was generated: words added are underlined, words taken out struck through, and
          under each part who changed it and when.
        </Text>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Outline items={outline} onJump={(id) => jumpTo(id)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <AgreementPage
            sections={tracked}
            numbering={numbering}
            blocks={byRef}
            showChanges={showChanges}
            between={between}
            editing={editing}
            search={{ query: query.trim(), current: currentMatch }}
            actions={actions}
          />
        </Grid.Col>
      </Grid>
      <CommitModal opened={committing} onClose={() => setCommitting(false)} onCommit={commitWith} />
    </Stack>
  );
}
