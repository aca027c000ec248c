import { Alert, Button, Card, Group, Stack, Text } from "@mantine/core";
import { formatDateTime } from "@prenup/domain";
import { ALIGNMENT_TEXTS } from "../alignment-texts.ts";

export interface QuestionnaireStatusProps {
  userComplete: boolean;
  partnerComplete: boolean;
  partnerName: string;
  /** canSendQuestionnaireReminder of @prenup/domain. */
  canRemind: boolean;
  reminder: { sending: boolean; sentAt: string | null; error: string | null };
  /** When a reminder was last sent on this document (by either partner), if ever. */
  lastReminderAt: string | null;
  onRemind: () => void;
}

/**
 * Alignment waits for both questionnaires: says whose is missing and offers the reminder e-mail when
 * the rule allows it (the page's own button leads to the section to answer next).
 */
export function QuestionnaireStatus({
  userComplete,
  partnerComplete,
  partnerName,
  canRemind,
  reminder,
  lastReminderAt,
  onRemind,
}: QuestionnaireStatusProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Questionnaire status">
      <Stack gap="md">
        {!userComplete ? <Text>{ALIGNMENT_TEXTS.userIncomplete}</Text> : null}
        {!partnerComplete ? <Text>{ALIGNMENT_TEXTS.partnerIncomplete(partnerName)}</Text> : null}
        <Group gap="sm">
          {canRemind && reminder.sentAt === null ? (
            <Button variant={userComplete ? "filled" : "default"} onClick={onRemind} loading={reminder.sending}>
              {ALIGNMENT_TEXTS.sendReminder}
            </Button>
          ) : null}
        </Group>
        {canRemind && reminder.sentAt === null && lastReminderAt !== null ? (
          <Text size="sm" c="dimmed">
            {ALIGNMENT_TEXTS.lastReminder(formatDateTime(lastReminderAt))}
          </Text>
        ) : null}
        {reminder.sentAt !== null ? (
          <Alert color="teal" variant="light" role="status">
            {ALIGNMENT_TEXTS.reminderSent(partnerName, formatDateTime(reminder.sentAt))}
          </Alert>
        ) : null}
        {reminder.error !== null ? (
          <Alert color="red" variant="light" role="alert">
            {reminder.error}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
