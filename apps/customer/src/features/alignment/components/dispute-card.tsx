import type { ReactNode } from "react";
import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ALIGNMENT_TEXTS } from "../alignment-texts.ts";
import type { Dispute } from "@prenup/api-client";

export interface DisputeCardProps {
  dispute: Dispute;
  partnerName: string;
  /** "Agree with partner" was pressed: the page asks for confirmation before the answer changes. */
  onAgree: () => void;
  onChange: () => void;
  /** While this card's "agree" is being saved. */
  agreeing: boolean;
  /** While any resolution is being saved: the other actions wait. */
  busy: boolean;
  /** The conversation around the dispute, under the actions. */
  children?: ReactNode;
}

function AnswerBlock({ label, text, notChosen }: { label: string; text: string; notChosen: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: "anywhere" }}>{text.trim() === "" ? ALIGNMENT_TEXTS.noAnswer : text}</Text>
      {notChosen ? (
        <Badge variant="light" color="yellow" size="sm" tt="none" style={{ alignSelf: "flex-start" }}>
          {notChosen}
        </Badge>
      ) : null}
    </Stack>
  );
}

/**
 * One question the partners answered differently: both answers (each marked when it is still the
 * suggestion nobody chose) and the two ways to resolve it.
 */
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
          <AnswerBlock
            label={ALIGNMENT_TEXTS.myAnswer}
            text={dispute.myAnswerText}
            notChosen={dispute.myAnswer.isSuggestion ? ALIGNMENT_TEXTS.notChosenByMe : null}
          />
          <AnswerBlock
            label={ALIGNMENT_TEXTS.partnerAnswer(partnerName)}
            text={dispute.partnerAnswerText}
            notChosen={dispute.partnerAnswer.isSuggestion ? ALIGNMENT_TEXTS.notChosenByPartner(partnerName) : null}
          />
        </SimpleGrid>
        {/* Neither way is pressed for the person: both are outlined, and agreeing asks first (the page's confirmation). */}
        <Group gap="sm">
          <Button variant="default" onClick={onAgree} loading={agreeing} disabled={busy && !agreeing}>
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
