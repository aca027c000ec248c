import type { CSSProperties, MouseEvent, ReactNode } from "react";
import { ActionIcon, Box, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { articleHeading, headingCase, LAYOUT_SECTION_KEYS } from "@prenup/agreement/numbering";
import { ChangeNote, TrackedText, type TrackedClause, type TrackedPart, type TrackedSection } from "@prenup/ui/redline";
import type { DraftBlock } from "./drafts.ts";
import type { Numbering } from "./numbering.ts";
import { PartEditor } from "./part-editor.tsx";

/** The page element of a section or clause (the outline and the search jump to it). */
export const nodeDomId = (id: string) => `agreement-part-${id}`;

/** What the page does when the attorney acts on a part. */
export interface PageActions {
  edit: (id: string) => void;
  done: () => void;
  change: (block: DraftBlock, change: Partial<DraftBlock>) => void;
  remove: (block: DraftBlock) => void;
  restore: (block: DraftBlock) => void;
  /** A new clause at the end of a section, or of a clause's sub-clauses. */
  addClause: (section: DraftBlock, parent: DraftBlock | null) => void;
  /** A new clause right after this one, at its level. */
  addClauseAfter: (clause: DraftBlock) => void;
}

export interface AgreementPageProps {
  sections: readonly TrackedSection[];
  numbering: Numbering;
  /** The blocks being edited, by the id the tracked parts carry (`sectionRef` / `clauseRef`). */
  blocks: ReadonlyMap<string, DraftBlock>;
  /** Tracked changes shown (insertions, deletions, who and when), or the final text only. */
  showChanges: boolean;
  /** "between Noah Park and Emma Stone", under the title. */
  between: string | null;
  /** The part being edited. */
  editing: string | null;
  /** The search's words (marked in the text) and the part of the current match. */
  search: { query: string; current: string | null };
  actions: PageActions;
}

const excerpt = (text: string) => {
  const words = text.trim().split(/\s+/).slice(0, 5).join(" ");
  return words.length < text.trim().length ? `“${words}…”` : `“${words}”`;
};

/** A section's short name: "Article 3", its title, or "New section". */
export function sectionName(title: string, number: number | null): string {
  if (number !== null) return `Article ${number}`;
  return title.trim() || "New section";
}

/**
 * A clause's short name: "clause 3.2" when its number says where it is, "clause 3.2(a)" for a
 * sub-clause, "clause B of Recitals" for another label; else its title or its first words.
 */
function clauseName(label: string | null, parent: string, title: string, text: string): string {
  if (label && /^\d+\.\d+$/.test(label)) return `clause ${label}`;
  if (label && /^clause [\w.()]+$/.test(parent) && label.startsWith("(")) return `${parent}${label}`;
  if (label) return `clause ${label.replace(/\.$/, "")} of ${parent}`;
  if (title.trim()) return `clause “${title.trim()}”`;
  return text.trim() ? `clause ${excerpt(text)}` : "new clause";
}

const emphasis = (style: DraftBlock["textStyle"] | undefined): CSSProperties => ({
  fontWeight: 700,
  textDecoration: style === "BOLD_UNDERLINED" ? "underline" : undefined,
  textAlign: style === "BOLD_CENTERED" ? "center" : undefined,
});

const hasText = (parts: readonly TrackedPart[]) => parts.some((part) => part.value.trim() !== "");

const SERIF = 'Georgia, "Times New Roman", serif';
const CURRENT_MATCH: CSSProperties = {
  outline: "2px solid var(--mantine-color-yellow-6)",
  outlineOffset: 4,
  borderRadius: 2,
};

/** Clicking a part's text opens it for editing, unless the click selected some text. */
function onPartClick(open: (() => void) | null) {
  if (!open) return undefined;
  return (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("button, a, input, select, textarea, [contenteditable]")) return;
    if (window.getSelection()?.toString()) return;
    open();
  };
}

/**
 * The agreement as it prints, on one page: the title with both partners' names, each article's
 * heading with its number, each clause with its label, text styles applied; insertions and
 * deletions with who and when (or the final text); a part opens in place to be edited.
 */
export function AgreementPage(props: AgreementPageProps) {
  const { sections, showChanges } = props;
  const shown = showChanges ? sections : sections.filter((section) => section.status !== "deleted");
  return (
    <Paper
      withBorder
      shadow="xs"
      radius="sm"
      px={{ base: "md", sm: 56 }}
      py={{ base: "md", sm: 48 }}
      maw={880}
      mx="auto"
      component="article"
      aria-label="The agreement"
      style={{ fontFamily: SERIF, lineHeight: 1.55 }}
    >
      <Stack gap="lg">
        {shown.length === 0 ? (
          <Text c="dimmed">The agreement has no sections yet. Add a section or insert clauses from the library.</Text>
        ) : null}
        {shown.map((section) => (
          <SectionView key={section.id} section={section} {...props} />
        ))}
      </Stack>
    </Paper>
  );
}

function SectionView({ section, ...props }: AgreementPageProps & { section: TrackedSection }) {
  const { numbering, blocks, showChanges, editing, search, actions } = props;
  const block = blocks.get(section.id) ?? null;
  const number = numbering.article.get(section.id) ?? null;
  const isCaption = section.section.key === LAYOUT_SECTION_KEYS.caption;
  const name = sectionName(section.section.title, number);
  const live = block !== null && !block.isRemoved && section.status !== "deleted";
  const headingId = `${nodeDomId(section.id)}-heading`;
  const heading: ReactNode = showChanges ? (
    <>
      {number !== null ? `ARTICLE ${number}. ` : null}
      <TrackedText
        parts={section.title.map((part) => ({ ...part, value: headingCase(part.value) }))}
        highlight={search.query}
      />
    </>
  ) : (
    <TrackedText
      parts={[{ value: articleHeading(section.section.title, number), kind: "same", change: null }]}
      highlight={search.query}
    />
  );
  const clauses = showChanges ? section.clauses : section.clauses.filter((clause) => clause.status !== "deleted");
  return (
    <Box
      component="section"
      id={nodeDomId(section.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-change={section.status}
      data-current-match={search.current === section.id || undefined}
      style={search.current === section.id ? CURRENT_MATCH : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Box style={{ flex: 1 }} onClick={onPartClick(live ? () => actions.edit(section.id) : null)}>
          <Title
            order={2}
            id={headingId}
            fz={isCaption ? 20 : 16}
            ff={SERIF}
            style={{
              ...emphasis(isCaption ? "BOLD_CENTERED" : (section.section.textStyle ?? "BOLD")),
              letterSpacing: 0.2,
            }}
          >
            {heading}
          </Title>
          {isCaption && props.between ? (
            <Text ta="center" mt={4}>
              {props.between}
            </Text>
          ) : null}
        </Box>
        <PartActions block={block} live={live} name={name} id={section.id} actions={actions} editing={editing} />
      </Group>
      {editing === section.id && block && live ? (
        <PartEditor
          block={block}
          name={name}
          onChange={(change) => actions.change(block, change)}
          onRemove={() => actions.remove(block)}
          onDone={actions.done}
        />
      ) : hasText(section.text) ? (
        <Text
          mt="xs"
          ff={SERIF}
          style={{ whiteSpace: "pre-wrap", textAlign: "justify" }}
          onClick={onPartClick(live ? () => actions.edit(section.id) : null)}
        >
          <TrackedText parts={section.text} final={!showChanges} highlight={search.query} />
        </Text>
      ) : null}
      {showChanges ? <ChangeNote status={section.status} changes={section.changes} /> : null}
      <Stack gap={6} mt="sm">
        {clauses.map((clause) => (
          <ClauseView
            key={clause.id}
            clause={clause}
            depth={0}
            parentName={name}
            section={block}
            inert={!live}
            {...props}
          />
        ))}
      </Stack>
      {live && block ? (
        <Button
          mt={6}
          size="compact-xs"
          variant="subtle"
          aria-label={`Add a clause to ${name}`}
          onClick={() => actions.addClause(block, null)}
          style={{ fontFamily: "var(--mantine-font-family)" }}
        >
          Add a clause
        </Button>
      ) : null}
    </Box>
  );
}

/** A part's Edit button, or Restore once it is removed (nothing for a part no draft can bring back). */
function PartActions({
  block,
  live,
  name,
  id,
  actions,
  editing,
}: {
  block: DraftBlock | null;
  live: boolean;
  name: string;
  id: string;
  actions: PageActions;
  editing: string | null;
}) {
  if (block?.isRemoved)
    return (
      <Button size="compact-xs" variant="default" onClick={() => actions.restore(block)} aria-label={`Restore ${name}`}>
        Restore
      </Button>
    );
  if (!live || editing === id) return null;
  return (
    <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Edit ${name}`} onClick={() => actions.edit(id)}>
      <IconPencil size={15} aria-hidden />
    </ActionIcon>
  );
}

function ClauseView({
  clause,
  depth,
  parentName,
  section,
  inert,
  ...props
}: AgreementPageProps & {
  clause: TrackedClause;
  depth: number;
  parentName: string;
  section: DraftBlock | null;
  /** Its section or parent clause is removed or gone: read only. */
  inert: boolean;
}) {
  const { numbering, blocks, showChanges, editing, search, actions } = props;
  const block = blocks.get(clause.id) ?? null;
  const label = numbering.label.get(clause.id) ?? null;
  const title = showChanges ? clause.title : clause.title.filter((part) => part.kind !== "deleted");
  const name = clauseName(label, parentName, clause.clause.title ?? "", clause.clause.text);
  const live = !inert && block !== null && !block.isRemoved && clause.status !== "deleted";
  const restorable = !inert && block?.isRemoved === true;
  const style = clause.clause.textStyle;
  const children = showChanges ? clause.children : clause.children.filter((child) => child.status !== "deleted");
  return (
    <>
      <Box
        id={nodeDomId(clause.id)}
        tabIndex={-1}
        role="group"
        aria-label={name.charAt(0).toUpperCase() + name.slice(1)}
        data-change={clause.status}
        data-current-match={search.current === clause.id || undefined}
        pl={depth * 32}
        style={{
          display: "flex",
          gap: 8,
          cursor: live && editing !== clause.id ? "pointer" : undefined,
          ...(search.current === clause.id ? CURRENT_MATCH : {}),
        }}
        onClick={onPartClick(live && editing !== clause.id ? () => actions.edit(clause.id) : null)}
      >
        <Text component="span" ff={SERIF} style={{ minWidth: label ? 40 : 0, flexShrink: 0 }}>
          {label}
        </Text>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {editing === clause.id && block && live && section ? (
            <PartEditor
              block={block}
              name={name}
              onChange={(change) => actions.change(block, change)}
              onRemove={() => actions.remove(block)}
              onDone={actions.done}
              onAddBelow={() => actions.addClauseAfter(block)}
              onAddSubClause={() => actions.addClause(section, block)}
            />
          ) : (
            <>
              {hasText(title) ? (
                <Text ff={SERIF} style={emphasis(style)}>
                  <TrackedText parts={title} highlight={search.query} />
                </Text>
              ) : null}
              {hasText(clause.text) ? (
                <Text
                  ff={SERIF}
                  style={{
                    whiteSpace: "pre-wrap",
                    textAlign: style === "BOLD_CENTERED" ? "center" : "justify",
                    fontWeight: style && !hasText(title) ? 700 : undefined,
                  }}
                >
                  <TrackedText parts={clause.text} final={!showChanges} highlight={search.query} />
                </Text>
              ) : null}
              {showChanges ? <ChangeNote status={clause.status} changes={clause.changes} /> : null}
            </>
          )}
        </Box>
        {restorable || live ? (
          <PartActions block={block} live={live} name={name} id={clause.id} actions={actions} editing={editing} />
        ) : null}
      </Box>
      {children.map((child) => (
        <ClauseView
          key={child.id}
          clause={child}
          depth={depth + 1}
          parentName={name}
          section={section}
          inert={inert || !live}
          {...props}
        />
      ))}
    </>
  );
}
