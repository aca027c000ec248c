import { useState } from "react";
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { apiErrorMessage, useDeclareDisclosure, type FinancialSummary } from "@prenup/api-client";
import {
  disclosureStepText,
  formatDate,
  isDisclosureGiven,
  type DisclosureStatus,
  type DisclosureStep,
} from "@prenup/domain";
import { disclosureReadiness } from "../../../components/disclosure/disclosure-readiness.ts";

const day = (iso: string | null) => (iso ? formatDate(iso) : "");

const STATUS_BADGES: Record<DisclosureStatus, { label: string; color: string }> = {
  NOT_STARTED: { label: "Not started", color: "gray" },
  IN_PROGRESS: { label: "In progress", color: "orange" },
  COMPLETED: { label: "Complete", color: "teal" },
  NOTHING_TO_DISCLOSE: { label: "Nothing to disclose", color: "teal" },
};

export interface DeclarationPanelProps {
  userId: string;
  documentId: string;
  summary: FinancialSummary;
  partnerName: string;
}

/**
 * The partner's disclosure step, said once: its status (`disclosureStepOf`, served by the summary),
 * the one sentence for it (`disclosureStepText`) and its action — mark it complete, declare that
 * there is nothing to disclose, or withdraw either; then, once the partner's own is given, whether
 * the agreement can be written from both (the message generation answers, `disclosureGenerationProblem`).
 */
export function DeclarationPanel({ userId, documentId, summary, partnerName }: DeclarationPanelProps) {
  const declare = useDeclareDisclosure(userId, documentId);
  const [attested, setAttested] = useState(false);
  const mine = summary.partners.find((partner) => partner.userId === userId);
  if (!mine) return null;
  const status = mine.disclosureStatus as DisclosureStatus;
  const step: DisclosureStep = {
    status,
    given: isDisclosureGiven(status),
    missingIncomeYears: mine.missingIncomeYears,
  };
  const send = (declaration: "COMPLETE" | "NOTHING_TO_DISCLOSE" | null) =>
    declare.mutate({ declaration }, { onSuccess: () => setAttested(false) });
  const declaredOn =
    status === "COMPLETED" ? mine.completedAt : status === "NOTHING_TO_DISCLOSE" ? mine.nothingToDiscloseAt : null;

  return (
    <Stack gap="sm">
      <Card withBorder radius="md" padding="md" data-testid="disclosure-declaration">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">
              Your disclosure
            </Title>
            <Badge variant="light" color={STATUS_BADGES[status].color} data-testid="disclosure-status">
              {STATUS_BADGES[status].label}
            </Badge>
          </Group>
          <Text role="status">
            {disclosureStepText(step)}
            {declaredOn ? ` (${day(declaredOn)})` : ""}
          </Text>
          {step.given ? (
            <Group>
              <Button variant="subtle" loading={declare.isPending} onClick={() => send(null)}>
                Withdraw
              </Button>
            </Group>
          ) : status === "IN_PROGRESS" ? (
            <Group>
              <Button
                disabled={step.missingIncomeYears.length > 0}
                loading={declare.isPending}
                onClick={() => send("COMPLETE")}
              >
                Mark my disclosure complete
              </Button>
            </Group>
          ) : (
            <Stack gap="xs">
              <Checkbox
                checked={attested}
                onChange={(event) => setAttested(event.currentTarget.checked)}
                label={`I declare that I have no property, debts or income to disclose to ${partnerName}. I understand that this statement is recorded with its date and recited in our agreement.`}
              />
              <Group>
                <Button
                  variant="light"
                  disabled={!attested}
                  loading={declare.isPending}
                  onClick={() => send("NOTHING_TO_DISCLOSE")}
                >
                  I have nothing to disclose
                </Button>
              </Group>
            </Stack>
          )}
          {declare.isError ? (
            <Alert color="red" variant="light" role="alert">
              {apiErrorMessage(declare.error)}
            </Alert>
          ) : null}
        </Stack>
      </Card>
      {step.given ? <ReadyForAgreement summary={summary} userId={userId} partnerName={partnerName} /> : null}
    </Stack>
  );
}

/** Whether generation would accept both disclosures, in the words it would refuse with (shown once the partner's own is given). */
function ReadyForAgreement({
  summary,
  userId,
  partnerName,
}: {
  summary: FinancialSummary;
  userId: string;
  partnerName: string;
}) {
  const problem = disclosureReadiness(summary, userId, partnerName);
  return problem ? (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title="Before your agreement can be generated"
      data-testid="disclosure-not-ready"
    >
      {problem.message}
    </Alert>
  ) : (
    <Alert color="teal" variant="light" role="status" data-testid="disclosure-ready">
      Both disclosures are ready for your agreement.
    </Alert>
  );
}
