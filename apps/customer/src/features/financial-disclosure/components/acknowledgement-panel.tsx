import { useState } from "react";
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { apiErrorMessage, useAcknowledgeDisclosure, type FinancialSummary } from "@prenup/api-client";
import { acknowledgementStatement, disclosureChangesText, formatDate, formatCents } from "@prenup/domain";
import { StatusBadge } from "@prenup/ui";

type Partner = FinancialSummary["partners"][number];

export interface AcknowledgementPanelProps {
  userId: string;
  documentId: string;
  /** The partner whose disclosure is acknowledged. */
  owner: Partner;
  ownerName: string;
}

const BADGES = {
  NOT_GIVEN: { label: "Not given yet", color: "gray" },
  AWAITED: { label: "To acknowledge", color: "orange" },
  LAPSED: { label: "Changed: acknowledge again", color: "orange" },
  CURRENT: { label: "Acknowledged", color: "teal" },
} as const;

/**
 * The partner's disclosure as the signed-in partner acknowledges it (`disclosureAcknowledgementOf`,
 * served by the summary): the version to acknowledge with what it holds, the sentence they agree
 * to (`acknowledgementStatement`), and, once acknowledged, which version and when; a change after
 * that asks again, saying since when.
 */
export function AcknowledgementPanel({ userId, documentId, owner, ownerName }: AcknowledgementPanelProps) {
  const acknowledge = useAcknowledgeDisclosure(userId, documentId);
  const [read, setRead] = useState(false);
  const { acknowledgement } = owner;
  const badge = BADGES[acknowledgement.state];
  const version = acknowledgement.currentVersion;
  const statement =
    version === null
      ? null
      : acknowledgementStatement({
          ownerFirstName: ownerName,
          version,
          entryCount: owner.entryCount,
          netWorth: formatCents(owner.netWorthUsdCents),
        });

  return (
    <Card withBorder radius="md" padding="md" data-testid="disclosure-acknowledgement">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {`${ownerName}'s disclosure`}
          </Title>
          <StatusBadge color={badge.color} data-testid="acknowledgement-state">
            {badge.label}
          </StatusBadge>
        </Group>
        {acknowledgement.state === "NOT_GIVEN" ? (
          <Text size="sm">
            {`${ownerName} has not finished their disclosure yet. Once they mark it complete (or declare there is nothing to disclose), you read it here and acknowledge it.`}
          </Text>
        ) : acknowledgement.state === "CURRENT" ? (
          <Text size="sm" data-testid="acknowledged-version">
            {`You acknowledged version ${acknowledgement.acknowledgedVersion}${
              acknowledgement.acknowledgedAt ? ` on ${formatDate(acknowledgement.acknowledgedAt)}` : ""
            }. If ${ownerName} changes anything, you will be asked to acknowledge the new version.`}
          </Text>
        ) : (
          <>
            {acknowledgement.state === "LAPSED" ? (
              <Alert color="orange" variant="light" role="status">
                {`${ownerName} changed their disclosure after you acknowledged version ${acknowledgement.acknowledgedVersion}${
                  acknowledgement.acknowledgedAt ? ` on ${formatDate(acknowledgement.acknowledgedAt)}` : ""
                }. Read the entries below again: the agreement is written only from the version each of you acknowledged.`}
                {acknowledgement.changesSinceAcknowledged &&
                disclosureChangesText(acknowledgement.changesSinceAcknowledged) ? (
                  <Text size="sm" mt="xs" data-testid="changes-since-acknowledged">
                    {`Since version ${acknowledgement.acknowledgedVersion}: ${disclosureChangesText(acknowledgement.changesSinceAcknowledged)}`}
                  </Text>
                ) : null}
              </Alert>
            ) : (
              <Text size="sm">
                {`Read ${ownerName}'s entries below. Your acknowledgement is recorded with the version and its date, and the agreement's schedules print it: it shows you received a fair disclosure before signing.`}
              </Text>
            )}
            <Checkbox
              checked={read}
              onChange={(event) => setRead(event.currentTarget.checked)}
              label={statement}
              data-testid="acknowledgement-statement"
            />
            <Group>
              <Button
                disabled={!read || version === null}
                loading={acknowledge.isPending}
                onClick={() => version !== null && acknowledge.mutate({ version }, { onSuccess: () => setRead(false) })}
              >
                {`Acknowledge version ${version}`}
              </Button>
            </Group>
            {acknowledge.isError ? (
              <Alert color="red" variant="light" role="alert">
                {apiErrorMessage(acknowledge.error)}
              </Alert>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** On the partner's own tab: whether their partner acknowledged their current version. */
export function OwnAcknowledgementLine({ mine, partnerName }: { mine: Partner; partnerName: string }) {
  const { acknowledgement } = mine;
  if (acknowledgement.state === "NOT_GIVEN") return null;
  const text =
    acknowledgement.state === "CURRENT"
      ? `${partnerName} acknowledged version ${acknowledgement.acknowledgedVersion} of your disclosure${
          acknowledgement.acknowledgedAt ? ` on ${formatDate(acknowledgement.acknowledgedAt)}` : ""
        }.`
      : acknowledgement.state === "LAPSED"
        ? `You changed your disclosure after ${partnerName} acknowledged version ${acknowledgement.acknowledgedVersion}: ${partnerName} is asked to acknowledge version ${acknowledgement.currentVersion}.`
        : `${partnerName} has not acknowledged your disclosure (version ${acknowledgement.currentVersion}) yet.`;
  return (
    <Text size="sm" c="dimmed" data-testid="own-acknowledgement">
      {text}
    </Text>
  );
}
