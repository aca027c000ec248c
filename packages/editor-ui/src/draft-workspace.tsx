import { useEffect, useMemo, useRef, useState } from "react";
import { Accordion, Button, Card, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  apiErrorCode,
  apiErrorMessage,
  useClauseDrafts,
  useCommitDrafts,
  useDocumentSections,
  useSectionDrafts,
  type DocumentLockView,
} from "@prenup/api-client";
import { LIST_STYLES, TEXT_STYLES } from "@prenup/domain";
import { ErrorState, LoadingState, notify, formatZonedTime } from "@prenup/ui";
import { AutosaveIndicator } from "./autosave-indicator.tsx";
import { CommitModal } from "./commit-modal.tsx";
import { CommittedAgreement } from "./committed-agreement.tsx";
import {
  clausesOfSection,
  inOrder,
  newDraftId,
  nextClauseOrder,
  nextSectionOrder,
  placementIn,
  sectionRef,
  clauseRef,
  workspaceBlocks,
  type DraftBlock,
  type ListStyle,
  type TextStyle,
} from "./drafts.ts";
import { LibraryInsert, type KnownSection } from "./library-insert.tsx";
import { RichTextBlock } from "./rich-text-block.tsx";
import { useDraftAutosave } from "./use-draft-autosave.ts";

const LIST_STYLE_LABELS: Record<ListStyle, string> = {
  NONE: "No numbering",
  NUMERIC: "1, 2, 3",
  ALPHA_UPPER: "A, B, C",
  ALPHA_LOWER: "a, b, c",
  ROMAN_UPPER: "I, II, III",
  ROMAN_LOWER: "i, ii, iii",
};
const TEXT_STYLE_LABELS: Record<NonNullable<TextStyle>, string> = {
  BOLD: "Bold",
  BOLD_UNDERLINED: "Bold and underlined",
  BOLD_CENTERED: "Bold and centered",
};
const PLAIN = "PLAIN";

/** A section's or clause's formatting, the data model's own: numbering, text style, page break. */
function StyleControls({
  block,
  name,
  onChange,
}: {
  block: DraftBlock;
  name: string;
  onChange: (change: Partial<DraftBlock>) => void;
}) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <NativeSelect
        label={`List style of ${name}`}
        data={LIST_STYLES.map((value) => ({ value, label: LIST_STYLE_LABELS[value] }))}
        value={block.listStyle}
        onChange={(event) => onChange({ listStyle: event.currentTarget.value as ListStyle })}
      />
      <NativeSelect
        label={`Text style of ${name}`}
        data={[
          { value: PLAIN, label: "Plain" },
          ...TEXT_STYLES.map((value) => ({ value, label: TEXT_STYLE_LABELS[value] })),
        ]}
        value={block.textStyle ?? PLAIN}
        onChange={(event) =>
          onChange({ textStyle: event.currentTarget.value === PLAIN ? null : (event.currentTarget.value as TextStyle) })
        }
      />
      <Checkbox
        label={`Start ${name} on a new page`}
        checked={block.isSeparatePage}
        onChange={(event) => onChange({ isSeparatePage: event.currentTarget.checked })}
        mb={6}
      />
    </Group>
  );
}

function BlockEditor({
  block,
  name,
  onChange,
}: {
  block: DraftBlock;
  name: string;
  onChange: (change: Partial<DraftBlock>) => void;
}) {
  if (block.isRemoved) {
    return (
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text c="dimmed">Removed: {name} (it leaves the agreement when you commit).</Text>
        <Button size="xs" variant="default" onClick={() => onChange({ isRemoved: false })}>
          Restore {name}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <TextInput
        label={`Title of ${name}`}
        value={block.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
      />
      <RichTextBlock label={`Text of ${name}`} text={block.text} onChange={(text) => onChange({ text })} />
      <StyleControls block={block} name={name} onChange={onChange} />
      <Group justify="flex-end">
        <Button size="xs" variant="subtle" color="red" onClick={() => onChange({ isRemoved: true })}>
          Remove {name}
        </Button>
      </Group>
    </Stack>
  );
}

const blankBlock = (kind: DraftBlock["kind"], fields: Partial<DraftBlock>): DraftBlock => {
  const id = newDraftId();
  return { ...blankFields(kind), key: id, id, ...fields };
};
const blankFields = (kind: DraftBlock["kind"]): DraftBlock => ({
  key: "",
  kind,
  id: null,
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
});

export interface DraftWorkspaceProps {
  documentId: string;
  stateId: string | null;
  lock: DocumentLockView;
  onLockLost: (message: string) => void;
}

/**
 * The lock holder's editor: the agreement as it stands (every live section and clause, with the
 * drafts over them), each editable, removable and styled; new sections and clauses; library
 * inserts; the autosave and the commit.
 */
export function DraftWorkspace({ documentId, stateId, lock, onLockLost }: DraftWorkspaceProps) {
  const current = useDocumentSections(documentId);
  const sectionDrafts = useSectionDrafts(documentId);
  const clauseDrafts = useClauseDrafts(documentId);
  const commit = useCommitDrafts(documentId);
  const drafts = useDraftAutosave(documentId, { onLockLost });
  const [committing, setCommitting] = useState(false);
  const loadedAt = useRef<number | null>(null);
  const reloadAfterCommit = useRef(false);

  // The agreement and its drafts become the blocks being edited: on open, and once a commit has
  // changed them (any other refetch would overwrite what is being typed, so it is not taken).
  const { reset } = drafts;
  useEffect(() => {
    if (!current.data || !sectionDrafts.data || !clauseDrafts.data) return;
    const stamp = Math.max(current.dataUpdatedAt, sectionDrafts.dataUpdatedAt, clauseDrafts.dataUpdatedAt);
    if (loadedAt.current === stamp || (loadedAt.current !== null && !reloadAfterCommit.current)) return;
    loadedAt.current = stamp;
    reloadAfterCommit.current = false;
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
  const sections = inOrder(blocks.filter((block) => block.kind === "SECTION"));
  const sectionName = (section: DraftBlock, index: number) =>
    section.title ? `section "${section.title}"` : `section ${index + 1}`;

  /** The sections library clauses can go in: live ones and those added on this screen. */
  const knownSections: KnownSection[] = useMemo(
    () =>
      inOrder(blocks.filter((block) => block.kind === "SECTION" && !block.isRemoved)).map((section, index) => ({
        ref: sectionRef(section),
        section,
        title: section.title || `Section ${index + 1}`,
      })),
    [blocks],
  );
  const sectionRefs = new Set(sections.map(sectionRef));
  const looseClauses = inOrder(
    blocks.filter(
      (block) =>
        block.kind === "CLAUSE" && !sectionRefs.has(block.documentSectionId ?? block.documentSectionDraftId ?? ""),
    ),
  );

  if (current.isPending || sectionDrafts.isPending || clauseDrafts.isPending) return <LoadingState />;
  if (current.isError) return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  if (sectionDrafts.isError)
    return <ErrorState error={sectionDrafts.error} onRetry={() => void sectionDrafts.refetch()} />;
  if (clauseDrafts.isError)
    return <ErrorState error={clauseDrafts.error} onRetry={() => void clauseDrafts.refetch()} />;

  const addSection = () => drafts.add([blankBlock("SECTION", { order: nextSectionOrder(blocks) })]);
  const addClause = (section: DraftBlock, parent: DraftBlock | null = null) =>
    drafts.add([
      blankBlock("CLAUSE", {
        ...placementIn(section, parent),
        order: nextClauseOrder(blocks, sectionRef(section), parent ? clauseRef(parent) : null),
      }),
    ]);

  const commitWith = async (message: string) => {
    try {
      await drafts.flush();
      reloadAfterCommit.current = true;
      await commit.mutateAsync({ message });
    } catch (error) {
      reloadAfterCommit.current = false;
      const text = apiErrorMessage(error);
      if (apiErrorCode(error) === "DOCUMENT_LOCKED") onLockLost(text);
      throw new Error(text);
    }
    notify({ color: "teal", message: "Your changes were committed. The couple now reads the new version." });
  };

  const clauseCard = (clause: DraftBlock, name: string, depth: number, section: DraftBlock | null) => (
    <Card key={clause.key} withBorder padding="sm" mt="sm" ml={{ base: depth * 8, sm: 16 + depth * 24 }}>
      <BlockEditor block={clause} name={name} onChange={(change) => drafts.update(clause.key, change)} />
      {section && !clause.isRemoved ? (
        <Group mt="xs">
          <Button size="xs" variant="subtle" onClick={() => addClause(section, clause)}>
            Add a sub-clause to {name}
          </Button>
        </Group>
      ) : null}
    </Card>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          You are editing. Your lock is renewed while this page is open (until{" "}
          {formatZonedTime(lock.lock?.expiresAt ?? new Date())} at least).
        </Text>
        <AutosaveIndicator status={drafts.status} onRetry={drafts.retry} />
      </Group>
      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={addSection}>
          Add a section
        </Button>
        <LibraryInsert
          documentId={documentId}
          stateId={stateId}
          sections={knownSections}
          nextSectionOrder={nextSectionOrder(blocks)}
          nextClauseOrder={(ref) => nextClauseOrder(blocks, ref)}
          onInsert={drafts.add}
        />
        <Button onClick={() => setCommitting(true)}>Commit changes</Button>
      </Group>

      <Stack gap="md" component="section" aria-labelledby="editor-agreement-heading">
        <Title order={2} size="h3" id="editor-agreement-heading">
          The agreement
        </Title>
        {sections.length === 0 ? (
          <Text c="dimmed">The agreement has no sections yet. Add a section or insert clauses from the library.</Text>
        ) : null}
        {sections.map((section, index) => {
          const name = sectionName(section, index);
          const clauses = clausesOfSection(blocks, sectionRef(section));
          return (
            <Card key={section.key} withBorder padding="md" component="article" aria-label={name}>
              <BlockEditor block={section} name={name} onChange={(change) => drafts.update(section.key, change)} />
              {section.isRemoved ? null : (
                <>
                  {clauses.map(({ block, depth }, clauseIndex) =>
                    clauseCard(
                      block,
                      block.title ? `clause "${block.title}"` : `clause ${clauseIndex + 1} of ${name}`,
                      depth,
                      section,
                    ),
                  )}
                  <Group mt="sm">
                    <Button size="xs" variant="light" onClick={() => addClause(section)}>
                      Add a clause to {name}
                    </Button>
                  </Group>
                </>
              )}
            </Card>
          );
        })}
        {looseClauses.length > 0 ? (
          <Card withBorder padding="md" component="article" aria-label="Changes to clauses of removed sections">
            <Text fw={600}>Changes to clauses whose section is no longer in the agreement</Text>
            {looseClauses.map((clause, index) =>
              clauseCard(clause, clause.title ? `clause "${clause.title}"` : `changed clause ${index + 1}`, 0, null),
            )}
          </Card>
        ) : null}
      </Stack>

      <Accordion variant="contained" defaultValue={null}>
        <Accordion.Item value="committed">
          <Accordion.Control>The agreement as committed</Accordion.Control>
          <Accordion.Panel>
            <CommittedAgreement documentId={documentId} headingOrder={3} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>

      <CommitModal opened={committing} onClose={() => setCommitting(false)} onCommit={commitWith} />
    </Stack>
  );
}
