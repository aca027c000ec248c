import { Accordion, Alert, Anchor, Badge, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { Link } from "react-router";
import { ErrorState, LAYOUT, LoadingState } from "@prenup/ui";
import {
  currentDocument,
  useCurrentUser,
  useFinancialSummary,
  useStanding,
  useUser,
  useUserDocuments,
  type UserDocument,
} from "@prenup/api-client";
import { KIND_TEXTS, PAGE_KINDS } from "./utils/disclosure-fields.ts";
import { KindSection } from "./components/kind-section.tsx";
import { SummaryPanel } from "./components/summary-panel.tsx";
import { DeclarationPanel } from "./components/declaration-panel.tsx";
import { AcknowledgementPanel, OwnAcknowledgementLine } from "./components/acknowledgement-panel.tsx";

/**
 * /financial-disclosure: each partner's entries of every kind — the
 * user's own to add, edit and delete, the partner's read-only — the disclosure's one status with its
 * next action (`DeclarationPanel`), joint entries awaiting confirmation, and the summary in US dollars. Gated by payment.
 */
export function FinancialDisclosurePage() {
  const currentUser = useCurrentUser();
  const userId = currentUser.data?.id;
  const documents = useUserDocuments(userId);
  const standing = useStanding(userId);

  let body;
  if (currentUser.isPending || documents.isPending || standing.isPending) body = <LoadingState />;
  else if (documents.isError || standing.isError || !userId)
    body = <ErrorState error={documents.error ?? standing.error} onRetry={() => void documents.refetch()} />;
  else if (!standing.data?.gates.financialDisclosure) {
    body = (
      <Alert variant="light" color="blue" title="Available once your prenup is paid">
        <Text size="sm">
          Financial disclosure opens after the prenup is paid.{" "}
          <Anchor component={Link} to="/payment">
            Go to payment
          </Anchor>
        </Text>
      </Alert>
    );
  } else {
    const document = currentDocument(documents.data);
    body = document ? <Disclosure userId={userId} document={document} /> : <LoadingState />;
  }

  return (
    <Stack gap="lg" maw={LAYOUT.progressBarMaxWidth} w="100%">
      <Title order={1}>Financial Disclosure</Title>
      <Text c="dimmed">
        List what each of you owns, owes and earns. Full, honest disclosure is what makes a prenup hold up: your partner
        sees your entries and you see theirs.
      </Text>
      {body}
    </Stack>
  );
}

function Disclosure({ userId, document }: { userId: string; document: UserDocument }) {
  const partnerId = document.userAId === userId ? document.userBId : document.userAId;
  const partner = useUser(partnerId);
  const summary = useFinancialSummary(userId, document.id);
  const required = summary.data?.valueBasisRequired ?? false;
  const stateName = summary.data?.stateName ?? null;
  const valueBasis = useMemo(() => ({ required, stateName }), [required, stateName]);
  const partnerName = partner.data?.firstName ?? "Your partner";
  const awaitingMe =
    summary.data?.pendingJointEntries.filter((pending) => pending.awaitingUserId === userId).length ?? 0;
  const names: Record<string, string> = { [userId]: "You", ...(partnerId ? { [partnerId]: partnerName } : {}) };
  const mine = summary.data?.partners.find((totals) => totals.userId === userId);
  const theirs = partnerId ? summary.data?.partners.find((totals) => totals.userId === partnerId) : undefined;
  const toAcknowledge = theirs?.acknowledgement.state === "AWAITED" || theirs?.acknowledgement.state === "LAPSED";

  const sections = (ownerId: string, editable: boolean) => (
    <Accordion multiple defaultValue={["incomes", "assets"]} variant="separated">
      {PAGE_KINDS.map((kind) => {
        const count = summary.data?.partners
          .find((totals) => totals.userId === ownerId)
          ?.kinds.find((total) => total.kind === kind)?.entryCount;
        return (
          <Accordion.Item key={kind} value={kind}>
            <Accordion.Control>
              <Group gap="sm">
                <Text fw={600}>{KIND_TEXTS[kind].title}</Text>
                {count ? <Badge variant="light">{count}</Badge> : null}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <KindSection
                kind={kind}
                ownerId={ownerId}
                documentId={document.id}
                viewerId={userId}
                editable={editable}
                valueBasis={valueBasis}
              />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );

  return (
    <Stack gap="md">
      {summary.isError ? <ErrorState error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      {awaitingMe > 0 ? (
        <Alert color="orange" variant="light" role="status" data-testid="joint-awaiting">
          {awaitingMe === 1
            ? "A joint entry is waiting for you to confirm its percentages."
            : `${awaitingMe} joint entries are waiting for you to confirm their percentages.`}
        </Alert>
      ) : null}
      <Tabs defaultValue="mine" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="mine">Your disclosure</Tabs.Tab>
          {partnerId ? (
            <Tabs.Tab
              value="partner"
              rightSection={
                toAcknowledge ? <Badge color="orange" size="xs" circle aria-label="to acknowledge" /> : null
              }
            >{`${partnerName}'s disclosure`}</Tabs.Tab>
          ) : null}
          <Tabs.Tab value="summary">Summary</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine" pt="md">
          <Stack gap="md">
            {summary.data ? (
              <DeclarationPanel
                userId={userId}
                documentId={document.id}
                summary={summary.data}
                partnerName={partnerName}
              />
            ) : null}
            {mine && partnerId ? <OwnAcknowledgementLine mine={mine} partnerName={partnerName} /> : null}
            {summary.data?.valueBasisRequired ? (
              <Text size="sm" c="dimmed">
                Your state's law asks every value to say what it is based on: an account statement and its date, an
                appraisal, or your own estimate and how you made it.
              </Text>
            ) : null}
            {sections(userId, true)}
          </Stack>
        </Tabs.Panel>
        {partnerId ? (
          <Tabs.Panel value="partner" pt="md">
            {theirs ? (
              <AcknowledgementPanel userId={userId} documentId={document.id} owner={theirs} ownerName={partnerName} />
            ) : null}
            <Text size="sm" c="dimmed" my="sm">
              {`${partnerName}'s entries are read-only. Confirm the percentages of joint entries or propose others.`}
            </Text>
            {sections(partnerId, false)}
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="summary" pt="md">
          {summary.isPending ? (
            <LoadingState />
          ) : summary.data ? (
            <SummaryPanel summary={summary.data} names={names} />
          ) : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
