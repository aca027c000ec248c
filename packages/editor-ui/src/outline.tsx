import { NativeSelect, Stack, Text, UnstyledButton } from "@mantine/core";

export type OutlineItem = { id: string; label: string };

/** The agreement's sections, to jump to one: a list beside the page, a select on a phone. */
export function Outline({ items, onJump }: { items: readonly OutlineItem[]; onJump: (id: string) => void }) {
  return (
    <>
      <Stack
        component="nav"
        aria-label="Outline"
        gap={2}
        visibleFrom="md"
        style={{ position: "sticky", top: 72, maxHeight: "calc(100vh - 96px)", overflowY: "auto" }}
      >
        <Text size="xs" fw={700} tt="uppercase" c="gray.7" mb={4}>
          Sections
        </Text>
        {items.map((item) => (
          <UnstyledButton
            key={item.id}
            onClick={() => onJump(item.id)}
            py={3}
            px={6}
            fz="sm"
            style={{ borderRadius: 4, lineHeight: 1.3 }}
          >
            {item.label}
          </UnstyledButton>
        ))}
      </Stack>
      <NativeSelect
        hiddenFrom="md"
        size="sm"
        label="Go to section"
        data={[
          { value: "", label: "Choose a section" },
          ...items.map((item) => ({ value: item.id, label: item.label })),
        ]}
        value=""
        onChange={(event) => {
          if (event.currentTarget.value) onJump(event.currentTarget.value);
        }}
      />
    </>
  );
}
