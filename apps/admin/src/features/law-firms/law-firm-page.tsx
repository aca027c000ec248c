import {Anchor, Card, Group, List, SimpleGrid, Stack, Text, Title} from "@mantine/core";
import { StatusBadge } from "../../components/status-badge.tsx";
import { Link, useParams } from "react-router";
import { useAdminLawFirm } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
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
            initial={{ name: data.name, contactEmail: data.contactEmail ?? "", website: data.website ?? "", payoutDetails: data.payoutDetails ?? "", isApproved: data.isApproved }}
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
              Lead: {data.lead ? [data.lead.firstName, data.lead.lastName].filter(Boolean).join(" ") || data.lead.email : "none"}
            </Text>
            {data.attorneys.length === 0 ? (
              <Text c="dimmed">No attorneys.</Text>
            ) : (
              <List spacing={4} size="sm">
                {data.attorneys.map((attorney) => (
                  <List.Item key={attorney.id}>
                    <Anchor component={Link} to={`/admin/attorneys/${attorney.id}`}>
                      {[attorney.firstName, attorney.lastName].filter(Boolean).join(" ") || attorney.email}
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
