import { useState } from "react";
import { Alert, Anchor, Button, Card, Group, List, NativeSelect, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { apiErrorMessage, useAdminLawFirm, useSaveLawFirm, type AdminLawFirmDetail } from "@prenup/api-client";
import { canLeadLawFirm, type AttorneyStage, personName } from "@prenup/domain";
import { ErrorState, LoadingState, notify, StatusBadge } from "@prenup/ui";
import { LawFirmForm } from "./law-firms-page.tsx";

const PAYOUT_STATE: Record<string, { label: string; color: string }> = {
  NOT_STARTED: { label: "Not set up", color: "gray.9" },
  IN_PROGRESS: { label: "Onboarding in progress", color: "yellow.9" },
  ENABLED: { label: "Payouts enabled", color: "green.9" },
};

/** /admin/law-firms/{lawFirmId}: edit the firm, its approval and payout details; its lead, attorneys and payout account. */
export function LawFirmPage() {
  const { lawFirmId } = useParams();
  const firm = useAdminLawFirm(lawFirmId);
  if (firm.isPending) return <LoadingState />;
  if (firm.isError) return <ErrorState error={firm.error} onRetry={() => void firm.refetch()} />;
  const data = firm.data;
  const payout = data.payoutAccount ? PAYOUT_STATE[data.payoutAccount.state] : null;
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/admin/law-firms" size="sm">
          ← Law firms
        </Anchor>
        <Group>
          <Title order={1}>{data.name}</Title>
          <StatusBadge variant="light" color={data.isApproved ? "green.9" : "yellow.9"}>
            {data.isApproved ? "Approved" : "Not approved"}
          </StatusBadge>
        </Group>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="sm">
            Details
          </Title>
          <LawFirmForm
            key={`${data.id}-${data.name}-${data.website}-${data.isApproved}`}
            id={data.id}
            initial={{
              name: data.name,
              contactEmail: data.contactEmail ?? "",
              website: data.website ?? "",
              payoutDetails: data.payoutDetails ?? "",
              isApproved: data.isApproved,
            }}
          />
        </Card>
        <Stack>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h3" mb="sm">
              Payout account
            </Title>
            {payout ? (
              <Group>
                <StatusBadge color={payout.color} variant="light">
                  {payout.label}
                </StatusBadge>
                <Text size="sm" c="dimmed">
                  {data.payoutAccount?.provider === "stripe" ? "Stripe" : "Local gateway"} {data.stripeAccountId ?? ""}
                </Text>
              </Group>
            ) : (
              <Text c="dimmed">The payment provider could not be reached.</Text>
            )}
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h3" mb="sm">
              Attorneys
            </Title>
            <Text size="sm" mb="xs">
              Lead: {data.lead ? personName(data.lead, data.lead.email) : "none"}
            </Text>
            <LeadForm key={data.lead?.id ?? "none"} firm={data} />
            {data.attorneys.length === 0 ? (
              <Text c="dimmed">No attorneys.</Text>
            ) : (
              <List spacing={4} size="sm">
                {data.attorneys.map((attorney) => (
                  <List.Item key={attorney.id}>
                    <Anchor component={Link} to={`/admin/attorneys/${attorney.id}`}>
                      {personName(attorney, attorney.email)}
                    </Anchor>{" "}
                    — {attorney.stage.replaceAll("_", " ").toLowerCase()}
                    {attorney.isLawFirmLead ? " (lead)" : ""}
                  </List.Item>
                ))}
              </List>
            )}
          </Card>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

const attorneyName = (attorney: { firstName: string | null; lastName: string | null; email: string }) =>
  personName(attorney, attorney.email);

/** Names the firm's lead: one of its attorneys who may lead (the domain's `canLeadLawFirm`; the server checks it again). */
function LeadForm({ firm }: { firm: AdminLawFirmDetail }) {
  const save = useSaveLawFirm();
  const candidates = firm.attorneys.filter((attorney) => canLeadLawFirm(attorney.stage as AttorneyStage));
  const [choice, setChoice] = useState(firm.lead?.id ?? "");
  if (candidates.length === 0) return null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!choice || choice === firm.lead?.id) return;
    save.mutate(
      { id: firm.id, body: { leadAttorneyId: choice } },
      {
        onSuccess: () =>
          notify({
            color: "green",
            title: "Lead changed",
            message: `${attorneyName(candidates.find((attorney) => attorney.id === choice) ?? { firstName: null, lastName: null, email: "The attorney" })} now leads ${firm.name}.`,
          }),
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" mb="sm" gap="sm">
        <NativeSelect
          label="Lead attorney"
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
          data={[
            ...(firm.lead ? [] : [{ value: "", label: "No lead" }]),
            ...candidates.map((attorney) => ({ value: attorney.id, label: attorneyName(attorney) })),
          ]}
          maw={320}
        />
        <Button type="submit" variant="light" loading={save.isPending} disabled={!choice || choice === firm.lead?.id}>
          Set lead
        </Button>
      </Group>
      {save.isError && (
        <Alert color="red" role="alert" mb="sm">
          {apiErrorMessage(save.error)}
        </Alert>
      )}
    </form>
  );
}
