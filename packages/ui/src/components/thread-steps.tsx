import { Badge, Box, Group, Paper, Stack, Text } from "@mantine/core";

/** One step of a conversation as shown: its sentence, an optional status badge, the comment and when. */
export type ThreadStep = {
  id: string;
  text: string;
  badge: { label: string; color: string } | null;
  /** The words the partner wrote with it, shown as typed (never as HTML). */
  comment: string | null;
  createdAt: string;
  /** `createdAt` as people read it. */
  when: string;
};

/**
 * A conversation's steps, oldest first, as an ordered list: the same on the couple's /alignment and
 * the attorney's client page (each app words the steps for its reader).
 */
export function ThreadSteps({ steps }: { steps: readonly ThreadStep[] }) {
  return (
    <Box
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: "none", display: "flex", flexDirection: "column", gap: "var(--mantine-spacing-xs)" }}
    >
      {steps.map((step) => (
        <Paper key={step.id} component="li" withBorder radius="sm" p="sm">
          <Stack gap={2}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">{step.text}</Text>
              {step.badge ? (
                <Badge variant="light" color={step.badge.color} style={{ flexShrink: 0 }}>
                  {step.badge.label}
                </Badge>
              ) : null}
            </Group>
            {step.comment ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
                “{step.comment}”
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              <time dateTime={step.createdAt}>{step.when}</time>
            </Text>
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
