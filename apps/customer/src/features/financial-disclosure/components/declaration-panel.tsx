import { useState } from "react";
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { apiErrorMessage, useDeclareDisclosure, type FinancialSummary } from "@prenup/api-client";
import { formatDate, type DisclosureStatus } from "@prenup/domain";
import { disclosureReadiness } from "../../../components/disclosure/disclosure-readiness.ts";

const day = (iso: string | null) => (iso ? formatDate(iso) : "");

export interface DeclarationPanelProps {
  userId: string;
  documentId: string;
  summary: FinancialSummary;
  partnerName: string;
}

/**
 * Where a partner finishes their disclosure: mark it complete (with entries) or declare, with the
 * attestation, that there is nothing to disclose; and whether the agreement can be written from
 * both disclosures yet — the message is the one generation answers (`disclosureGenerationProblem`).
 */
export function DeclarationPanel({ userId, documentId, summary, partnerName }: DeclarationPanelProps) {
  const declare = useDeclareDisclosure(userId, documentId);
  const [attested, setAttested] = useState(false);
  const mine = summary.partners.find((partner) => partner.userId === userId);
  if (!mine) return null;
  const status = mine.disclosureStatus as DisclosureStatus;
  const send = (declaration: "COMPLETE" | "NOTHING_TO_DISCLOSE" | null) => declare.mutate({ declaration }, { onSuccess: () => setAttested(false) });

  return (
    <Stack gap="sm">
      <Card withBorder radius="md" padding="md" data-testid="disclosure-declaration">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Finish your disclosure
          </Title>
          {status === "COMPLETED" ? (
            <Group justify="space-between">
              <Text>{`You marked your disclosure complete on ${day(mine.completedAt)}. Your agreement states that you gave it.`}</Text>
              <Button variant="subtle" loading={declare.isPending} onClick={() => send(null)}>
                Withdraw
              </Button>
            </Group>
          ) : status === "NOTHING_TO_DISCLOSE" ? (
            <Group justify="space-between">
              <Text>{`On ${day(mine.nothingToDiscloseAt)} you declared that you have nothing to disclose. Your agreement records that declaration; adding an entry withdraws it.`}</Text>
              <Button variant="subtle" loading={declare.isPending} onClick={() => send(null)}>
                Withdraw
              </Button>
            </Group>
          ) : status === "IN_PROGRESS" ? (
            <Group justify="space-between">
              <Text>When everything you own, owe and earn is listed, mark your disclosure complete. Your agreement states that you gave it.</Text>
              <Button loading={declare.isPending} onClick={() => send("COMPLETE")}>
                Mark my disclosure complete
              </Button>
            </Group>
          ) : (
            <Stack gap="xs">
              <Text>List what you own, owe and earn below, then mark your disclosure complete. If there is truly nothing to list, say so instead:</Text>
              <Checkbox
                checked={attested}
                onChange={(event) => setAttested(event.currentTarget.checked)}
                label={`I declare that I have no property, debts or income to disclose to ${partnerName}. I understand that this statement is recorded with its date and recited in our agreement.`}
              />
              <Group>
                <Button variant="light" disabled={!attested} loading={declare.isPending} onClick={() => send("NOTHING_TO_DISCLOSE")}>
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
      <ReadyForAgreement summary={summary} userId={userId} partnerName={partnerName} />
    </Stack>
  );
}

/** Whether generation would accept both disclosures now, in the words it would refuse with. */
function ReadyForAgreement({ summary, userId, partnerName }: { summary: FinancialSummary; userId: string; partnerName: string }) {
  const problem = disclosureReadiness(summary, userId, partnerName);
  return problem ? (
    <Alert color="orange" variant="light" role="status" title="Before your agreement can be generated" data-testid="disclosure-not-ready">
      {problem.message}
    </Alert>
  ) : (
    <Alert color="teal" variant="light" role="status" data-testid="disclosure-ready">
      Both disclosures are ready for your agreement.
    </Alert>
  );
}
