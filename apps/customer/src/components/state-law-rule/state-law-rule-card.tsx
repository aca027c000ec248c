import { Anchor, Blockquote, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { StateLawRule } from "@prenup/api-client";
import { StatusBadge } from "@prenup/ui";
import { readOnLine, STATE_LAW_RULE_TEXTS as T } from "./state-law-rule-texts.ts";

/** Whether a rule was verified in the state's own law, as a badge. */
export function ConfidenceBadge({ confidence }: { confidence: StateLawRule["confidence"] }) {
  return confidence === "VERIFIED" ? (
    <StatusBadge color="green">{T.verified}</StatusBadge>
  ) : (
    <StatusBadge color="yellow">{T.unverified}</StatusBadge>
  );
}

/**
 * One rule of the state's law, anchored by its cell's name (/law/CO#spousalSupport): what the product
 * applies, its citation and, when verified, the words read with the day and the page they were read on.
 */
export function StateLawRuleCard({ rule }: { rule: StateLawRule }) {
  const verified = rule.confidence === "VERIFIED";
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      id={rule.key}
      aria-labelledby={`${rule.key}-title`}
      style={{ scrollMarginTop: "var(--mantine-spacing-xl)" }}
      data-testid="state-law-rule"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={`${rule.key}-title`}>
            {rule.title}
          </Title>
          <ConfidenceBadge confidence={rule.confidence} />
        </Group>
        <Text>{rule.rule}</Text>
        <Text size="sm" c="dimmed">
          {T.citation}: {rule.citation}
        </Text>
        {verified && rule.quote ? (
          <Blockquote color="green" p="md" mt={4}>
            <Text size="sm">{rule.quote}</Text>
          </Blockquote>
        ) : null}
        {verified && rule.readOn ? (
          <Text size="sm">
            {readOnLine(rule.readOn)}
            {rule.source ? (
              <>
                {" · "}
                <Anchor href={rule.source} target="_blank" rel="noopener noreferrer" size="sm">
                  {T.source}
                </Anchor>
              </>
            ) : null}
          </Text>
        ) : null}
        {verified ? null : (
          <Text size="sm" fw={600}>
            {T.checkWithAttorney}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
