import type { CSSProperties } from "react";
import { Button, Checkbox, Group, NativeSelect, Popover, Stack, TextInput } from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { LIST_STYLES, TEXT_STYLES } from "@prenup/domain";
import type { DraftBlock, ListStyle, TextStyle } from "./drafts.ts";
import { RichTextBlock } from "./rich-text-block.tsx";

const LIST_STYLE_LABELS: Record<ListStyle, string> = {
  NONE: "No numbering",
  NUMERIC: "1, 2, 3",
  ALPHA_UPPER: "A, B, C",
  ALPHA_LOWER: "(a), (b), (c)",
  ROMAN_UPPER: "I, II, III",
  ROMAN_LOWER: "(i), (ii), (iii)",
};
const TEXT_STYLE_LABELS: Record<NonNullable<TextStyle>, string> = {
  BOLD: "Bold",
  BOLD_UNDERLINED: "Bold and underlined",
  BOLD_CENTERED: "Bold and centered",
};
const PLAIN = "PLAIN";

/**
 * Inputs lower than the theme's 56 px, for the editor's tools that sit beside the text (the
 * theme sets the height on each input's wrapper, so the input's own height and line are set here).
 */
export const COMPACT_INPUT: { input: CSSProperties } = { input: { height: 36, minHeight: 36, lineHeight: "34px" } };

/**
 * A section's or clause's formatting, the data model's own, in a small menu: how what it holds is
 * numbered (a section's clauses, a clause's sub-clauses: the renderer numbers each list in the
 * style of what holds it), its text style, and whether it starts a new page.
 */
export function FormattingMenu({
  block,
  onChange,
}: {
  block: DraftBlock;
  onChange: (change: Partial<DraftBlock>) => void;
}) {
  return (
    <Popover position="bottom-start" shadow="md" withArrow trapFocus returnFocus transitionProps={{ duration: 0 }}>
      <Popover.Target>
        <Button size="xs" variant="default" leftSection={<IconAdjustmentsHorizontal size={14} aria-hidden />}>
          Formatting
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Formatting">
        <Stack gap="xs" w={260}>
          <NativeSelect
            size="xs"
            styles={COMPACT_INPUT}
            label={block.kind === "SECTION" ? "Numbering of its clauses" : "Numbering of its sub-clauses"}
            data={LIST_STYLES.map((value) => ({ value, label: LIST_STYLE_LABELS[value] }))}
            value={block.listStyle}
            onChange={(event) => onChange({ listStyle: event.currentTarget.value as ListStyle })}
          />
          <NativeSelect
            size="xs"
            styles={COMPACT_INPUT}
            label="Text style"
            data={[
              { value: PLAIN, label: "Plain" },
              ...TEXT_STYLES.map((value) => ({ value, label: TEXT_STYLE_LABELS[value] })),
            ]}
            value={block.textStyle ?? PLAIN}
            onChange={(event) =>
              onChange({
                textStyle: event.currentTarget.value === PLAIN ? null : (event.currentTarget.value as TextStyle),
              })
            }
          />
          <Checkbox
            size="xs"
            label="Start on a new page"
            checked={block.isSeparatePage}
            onChange={(event) => onChange({ isSeparatePage: event.currentTarget.checked })}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

export interface PartEditorProps {
  block: DraftBlock;
  /** The part's short name ("clause 3.2", "Article 3"): the group is "Editing clause 3.2". */
  name: string;
  onChange: (change: Partial<DraftBlock>) => void;
  onRemove: () => void;
  onDone: () => void;
  /** A clause below this one, at the same level (clauses only). */
  onAddBelow?: () => void;
  /** A sub-clause under this clause (clauses only). */
  onAddSubClause?: () => void;
}

/**
 * A section or clause edited where it stands: its title, its text in the rich-text block (plain
 * paragraphs), its formatting menu, Remove, and Done to read it again.
 */
export function PartEditor({ block, name, onChange, onRemove, onDone, onAddBelow, onAddSubClause }: PartEditorProps) {
  return (
    <Stack gap="xs" role="group" aria-label={`Editing ${name}`} py={4} ff="text">
      <TextInput
        size="sm"
        styles={COMPACT_INPUT}
        label="Title"
        placeholder={block.kind === "SECTION" ? "The article's heading" : "No title"}
        value={block.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
      />
      <RichTextBlock label="Text" text={block.text} onChange={(text) => onChange({ text })} autoFocus />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <FormattingMenu block={block} onChange={onChange} />
          {onAddBelow ? (
            <Button size="xs" variant="subtle" onClick={onAddBelow}>
              Add a clause below
            </Button>
          ) : null}
          {onAddSubClause ? (
            <Button size="xs" variant="subtle" onClick={onAddSubClause}>
              Add a sub-clause
            </Button>
          ) : null}
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            Remove
          </Button>
        </Group>
        <Button size="xs" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
