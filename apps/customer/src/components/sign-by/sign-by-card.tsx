import { Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { signByText, signByUrgency, stillNeeded, type SignBy, type StillNeededFacts } from "@prenup/domain";
import { SIGN_BY_TEXTS as T } from "./sign-by-texts.ts";

const URGENCY_COLOR = { CALM: "teal", SOON: "yellow", URGENT: "red", PASSED: "red" } as const;

/**
 * The sign-by date and its countdown (the state's rule against the wedding date, the same window
 * the server enforces on a signing) and what is still needed from whom. Nothing while there is no
 * wedding date or once the agreement is notarized.
 */
export function SignByCard({
  standing,
  partnerName,
}: {
  standing: StillNeededFacts & { notarization: { signBy: SignBy | null } };
  partnerName: string;
}) {
  const signBy = standing.notarization.signBy;
  if (!signBy) return null;
  const text = signByText(signBy);
  const urgency = signByUrgency(signBy);
  const needed = urgency === "PASSED" ? [] : stillNeeded(standing, partnerName);
  return (
    <Card withBorder radius="md" padding="lg" maw={728} component="section" aria-labelledby="sign-by-heading">
      <Stack gap="sm">
        {/* One line whatever the headings' typeface: the title wraps inside its own box, the badge never
            drops below it, so the card keeps its height when the web font replaces the fallback. */}
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} size="h3" id="sign-by-heading" miw={0}>
            {T.title}
          </Title>
          <Badge variant="light" color={URGENCY_COLOR[urgency]} style={{ flexShrink: 0 }}>
            {text.countdown}
          </Badge>
        </Group>
        <Text fw={600}>{text.headline}</Text>
        <Text size="sm" c="dimmed">
          {T.basis}
        </Text>
        {text.note ? <Text size="sm">{text.note}</Text> : null}
        {needed.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600} id="sign-by-needed">
              {T.neededTitle}
            </Text>
            <List size="sm" spacing={4} aria-labelledby="sign-by-needed">
              {needed.map((item) => (
                <List.Item key={item.text}>{item.text}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
