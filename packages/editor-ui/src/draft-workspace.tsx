import { useEffect, useMemo, useRef, useState } from "react";
import { Accordion, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { apiErrorCode, apiErrorMessage, useClauseDrafts, useCommitDrafts, useSectionDrafts, type DocumentLockView } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { AutosaveIndicator } from "./autosave-indicator.tsx";
import { CommitModal } from "./commit-modal.tsx";
import { CommittedAgreement } from "./committed-agreement.tsx";
import { clauseBlock, inOrder, newBlockKey, sectionBlock, type DraftBlock } from "./drafts.ts";
import { LibraryInsert, type KnownSection } from "./library-insert.tsx";
import { RichTextBlock } from "./rich-text-block.tsx";
import { useDraftAutosave } from "./use-draft-autosave.ts";

/** New sections go after the generated ones (the agreement's sections are numbered from 1). */
const NEW_SECTION_ORDER_FROM = 10_000;

function BlockEditor({ block, name, onChange, onRemove }: { block: DraftBlock; name: string; onChange: (change: Partial<DraftBlock>) => void; onRemove: () => void }) {
  return (
    <Stack gap="xs">
      <TextInput label={`Title of ${name}`} value={block.title} onChange={(event) => onChange({ title: event.currentTarget.value })} />
      <RichTextBlock label={`Text of ${name}`} text={block.text} onChange={(text) => onChange({ text })} />
      <Group justify="flex-end">
        <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
          Remove {name}
        </Button>
      </Group>
    </Stack>
  );
}

export interface DraftWorkspaceProps {
  documentId: string;
  stateId: string | null;
  lock: DocumentLockView;
  onLockLost: (message: string) => void;
}

/** The lock holder's editor: the drafts as rich-text blocks, autosaved; new sections; library inserts; the commit. */
export function DraftWorkspace({ documentId, stateId, lock, onLockLost }: DraftWorkspaceProps) {
  const sectionDrafts = useSectionDrafts(documentId);
  const clauseDrafts = useClauseDrafts(documentId);
  const commit = useCommitDrafts(documentId);
  const drafts = useDraftAutosave(documentId, { onLockLost });
  const [committing, setCommitting] = useState(false);
  const loadedAt = useRef<number | null>(null);
  const reloadAfterCommit = useRef(false);

  // The drafts the server holds become the blocks being edited: on open, and once a commit has
  // emptied them (any other refetch would overwrite what is being typed, so it is not taken).
  const { reset } = drafts;
  useEffect(() => {
    if (!sectionDrafts.data || !clauseDrafts.data) return;
    const stamp = Math.max(sectionDrafts.dataUpdatedAt, clauseDrafts.dataUpdatedAt);
    if (loadedAt.current === stamp || (loadedAt.current !== null && !reloadAfterCommit.current)) return;
    loadedAt.current = stamp;
    reloadAfterCommit.current = false;
    reset([...sectionDrafts.data.items.map(sectionBlock), ...clauseDrafts.data.items.map(clauseBlock)]);
  }, [sectionDrafts.data, clauseDrafts.data, sectionDrafts.dataUpdatedAt, clauseDrafts.dataUpdatedAt, reset]);

  const live = drafts.blocks.filter((block) => !block.isRemoved);
  const sections = inOrder(live.filter((block) => block.kind === "SECTION"));
  const clauses = inOrder(live.filter((block) => block.kind === "CLAUSE"));
  const sectionOfClause = (clause: DraftBlock) => sections.find((section) => section.documentSectionId !== null && section.documentSectionId === clause.documentSectionId);
  const looseClauses = clauses.filter((clause) => !sectionOfClause(clause));

  /** The agreement's sections this screen knows the id of (new clauses must name one). */
  const knownSections: KnownSection[] = useMemo(() => {
    const byId = new Map<string, string>();
    for (const block of drafts.blocks) {
      if (!block.documentSectionId) continue;
      if (block.kind === "SECTION") byId.set(block.documentSectionId, block.title || "Untitled section");
      else if (!byId.has(block.documentSectionId)) byId.set(block.documentSectionId, "");
    }
    let unnamed = 0;
    return [...byId.entries()].map(([id, title]) => ({ id, title: title || `Section of clause changes ${(unnamed += 1)}` }));
  }, [drafts.blocks]);

  if (sectionDrafts.isPending || clauseDrafts.isPending) return <LoadingState />;
  if (sectionDrafts.isError) return <ErrorState error={sectionDrafts.error} onRetry={() => void sectionDrafts.refetch()} />;
  if (clauseDrafts.isError) return <ErrorState error={clauseDrafts.error} onRetry={() => void clauseDrafts.refetch()} />;

  const addSection = () => {
    const order = Math.max(NEW_SECTION_ORDER_FROM, ...sections.map((section) => section.order + 1));
    drafts.add([{ key: newBlockKey(), kind: "SECTION", id: null, documentSectionId: null, documentClauseId: null, parentClauseId: null, title: "", text: "", listStyle: "NONE", textStyle: null, order, isSeparatePage: false, isRemoved: false }]);
  };

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
    notifications.show({ color: "teal", message: "Your changes were committed. The couple now reads the new version." });
  };

  const clauseName = (clause: DraftBlock, index: number) => (clause.title ? `clause "${clause.title}"` : `clause ${index + 1}`);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          You are editing. Your lock is renewed while this page is open (until {new Date(lock.lock?.expiresAt ?? Date.now()).toLocaleTimeString()} at least).
        </Text>
        <AutosaveIndicator status={drafts.status} onRetry={drafts.retry} />
      </Group>
      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={addSection}>
          Add a section
        </Button>
        <LibraryInsert documentId={documentId} stateId={stateId} sections={knownSections} onInsert={drafts.add} />
        <Button onClick={() => setCommitting(true)}>Commit changes</Button>
      </Group>

      <Stack gap="md" component="section" aria-labelledby="editor-drafts-heading">
        <Title order={2} size="h3" id="editor-drafts-heading">
          Your changes
        </Title>
        {live.length === 0 ? <Text c="dimmed">No changes yet. Add a section or insert clauses from the library.</Text> : null}
        {sections.map((section, index) => {
          const name = section.title ? `section "${section.title}"` : `new section ${index + 1}`;
          return (
            <Card key={section.key} withBorder padding="md">
              <BlockEditor block={section} name={name} onChange={(change) => drafts.update(section.key, change)} onRemove={() => drafts.update(section.key, { isRemoved: true })} />
              {clauses
                .filter((clause) => sectionOfClause(clause) === section)
                .map((clause, clauseIndex) => (
                  <Card key={clause.key} withBorder padding="sm" mt="sm" ml={{ base: 0, sm: "md" }}>
                    <BlockEditor block={clause} name={clauseName(clause, clauseIndex)} onChange={(change) => drafts.update(clause.key, change)} onRemove={() => drafts.update(clause.key, { isRemoved: true })} />
                  </Card>
                ))}
            </Card>
          );
        })}
        {looseClauses.map((clause, index) => (
          <Card key={clause.key} withBorder padding="md">
            <BlockEditor block={clause} name={clauseName(clause, index)} onChange={(change) => drafts.update(clause.key, change)} onRemove={() => drafts.update(clause.key, { isRemoved: true })} />
          </Card>
        ))}
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
