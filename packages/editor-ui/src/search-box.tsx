import { ActionIcon, Group, Text, TextInput } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSearch } from "@tabler/icons-react";
import { COMPACT_INPUT } from "./part-editor.tsx";

export interface SearchBoxProps {
  query: string;
  onQuery: (query: string) => void;
  /** How many parts hold the words, and which of them is the current one. */
  count: number;
  index: number;
  /** To the next (1) or the previous (-1) match. */
  onStep: (step: 1 | -1) => void;
}

/** "Search the agreement": Enter (or the arrows) goes to the next match, Shift+Enter to the previous one. */
export function SearchBox({ query, onQuery, count, index, onStep }: SearchBoxProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        type="search"
        size="sm"
        w={240}
        styles={COMPACT_INPUT}
        aria-label="Search the agreement"
        placeholder="Search the agreement"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          onStep(event.shiftKey ? -1 : 1);
        }}
      />
      <Text size="sm" c="gray.7" role="status" aria-live="polite" miw={64} ta="center">
        {query.trim() ? (count > 0 ? `${index + 1} of ${count}` : "No matches") : ""}
      </Text>
      <ActionIcon variant="default" aria-label="Previous match" disabled={count === 0} onClick={() => onStep(-1)}>
        <IconChevronUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" aria-label="Next match" disabled={count === 0} onClick={() => onStep(1)}>
        <IconChevronDown size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
