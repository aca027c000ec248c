import { ActionIcon, Group, Paper, Select, Stack, Text, Title, type OptionsFilter } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface LinkedTemplate {
  id: string;
  key: string;
  title: string;
}

export interface LinkedTemplatesProps {
  heading: string;
  /** What one linked item is called in the buttons' labels ("section", "clause"). */
  noun: string;
  empty: string;
  /** The ids in order, as the form holds them. */
  ids: string[];
  /** What is known of each id (the group's own links and the templates loaded). */
  known: Map<string, LinkedTemplate>;
  /** The templates that can be added (those already linked are left out here). */
  options: LinkedTemplate[];
  onChange: (ids: string[]) => void;
  /** Extra controls beside the picker (e.g. a filter), and a loading or error note. */
  pickerExtra?: ReactNode;
  error?: ReactNode;
  /**
   * The picker's typed text, when the server searches (the options are then its answer, shown as
   * they come); without it the picker filters the options it has.
   */
  search?: { value: string; onChange: (text: string) => void };
}

/** The server already searched: the picker shows its answer as it is. */
const serverFiltered: OptionsFilter = ({ options }) => options;

/** An ordered list of linked templates: add from a picker, move up or down, remove. */
export function LinkedTemplates({
  heading,
  noun,
  empty,
  ids,
  known,
  options,
  onChange,
  pickerExtra,
  error,
  search,
}: LinkedTemplatesProps) {
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };
  const available = options.filter((option) => !ids.includes(option.id));
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {heading}
        </Title>
        {ids.length === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <Stack gap={6} component="ol" aria-label={heading} style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {ids.map((id, index) => {
              const item = known.get(id);
              const label = item?.title || item?.key || id;
              return (
                <Group key={id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {index + 1}. {label}
                    </Text>
                    {item && item.title ? (
                      <Text size="xs" c="dimmed" ff="monospace" truncate>
                        {item.key}
                      </Text>
                    ) : null}
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${noun} ${label} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${noun} ${label} down`}
                      disabled={index === ids.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${noun} ${label}`}
                      onClick={() => onChange(ids.filter((other) => other !== id))}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={`Add a ${noun}`}
            placeholder={available.length === 0 ? `No other ${noun}s` : `Choose a ${noun}`}
            data={available.map((option) => ({
              value: option.id,
              label: option.title && option.title !== option.key ? `${option.title} (${option.key})` : option.key,
            }))}
            value={null}
            onChange={(value) => {
              if (value) onChange([...ids, value]);
              search?.onChange("");
            }}
            searchable
            {...(search ? { searchValue: search.value, onSearchChange: search.onChange, filter: serverFiltered } : {})}
            nothingFoundMessage={`No ${noun} matches`}
            disabled={available.length === 0 && !search?.value}
            style={{ flex: "1 1 240px" }}
          />
          {pickerExtra}
        </Group>
        {error}
      </Stack>
    </Paper>
  );
}
