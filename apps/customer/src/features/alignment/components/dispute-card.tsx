import type { ReactNode } from "react";
import { Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ALIGNMENT_TEXTS } from "../alignment-texts.ts";
import type { DisputeView } from "../alignment-types.ts";

export interface DisputeCardProps {
  dispute: DisputeView;
  partnerName: string;
  onAgree: () => void;
  onChange: () => void;
  /** While this card's "agree" is being saved. */
  agreeing: boolean;
  /** While any resolution is being saved: the other actions wait. */
  busy: boolean;
  /** The conversation around the dispute, under the actions. */
  children?: ReactNode;
}

function AnswerBlock({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: "anywhere" }}>{text.trim() === "" ? ALIGNMENT_TEXTS.noAnswer : text}</Text>
    </Stack>
  );
}

/** One question the partners answered differently: both answers and the two ways to resolve it. */
export function DisputeCard({ dispute, partnerName, onAgree, onChange, agreeing, busy, children }: DisputeCardProps) {
  const headingId = `dispute-${dispute.questionId}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {dispute.groupTitle}
          </Text>
          <Title order={2} size="h4" id={headingId}>
            {dispute.question.title}
          </Title>
          {dispute.question.description ? (
            <Text size="sm" c="dimmed">
              {dispute.question.description}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <AnswerBlock label={ALIGNMENT_TEXTS.myAnswer} text={dispute.myAnswerText} />
          <AnswerBlock label={ALIGNMENT_TEXTS.partnerAnswer(partnerName)} text={dispute.partnerAnswerText} />
        </SimpleGrid>
        <Group gap="sm">
          <Button onClick={onAgree} loading={agreeing} disabled={busy && !agreeing}>
            {ALIGNMENT_TEXTS.agree}
          </Button>
          <Button variant="default" onClick={onChange} disabled={busy}>
            {ALIGNMENT_TEXTS.change}
          </Button>
        </Group>
        {children ? (
          <>
            <Divider />
            {children}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
