import { formatDateTime, formatCents, personName } from "@prenup/domain";
import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useAttorneyDashboard, useCurrentUser, type AttorneyDashboard } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { SERVICE_LABELS } from "../../components/format.ts";

type AttentionItem = AttorneyDashboard["attention"]["items"][number];

/** One line of the queue: what to do, for whom, and the link to the place to do it. */
function attentionLine(item: AttentionItem): { text: string; action: string; to: string } {
  const name = personName(item.client);
  const client = `/attorney/clients/${item.client?.id ?? ""}`;
  switch (item.kind) {
    case "WAITING_FOR_CALL":
      return { text: `${name} is waiting for a first call`, action: "Open the client", to: client };
    case "AWAITING_YOUR_APPROVAL":
      return { text: `${name}'s agreement awaits your approval`, action: "Review the agreement", to: client };
    case "UNREAD_MESSAGES":
      return {
        text: `${item.count} unread ${item.count === 1 ? "message" : "messages"} from ${name}`,
        action: "Read",
        to: client,
      };
    case "DISAGREEMENT_QUESTIONS":
      return {
        text: `${name} asked you about ${item.count === 1 ? "a disagreement" : `${item.count} disagreements`}`,
        action: "Answer",
        to: client,
      };
    case "PAYOUTS_DUE":
      return {
        text: `${formatCents(item.amountInCents ?? 0)} due to you on ${item.count} ${item.count === 1 ? "sale" : "sales"}`,
        action: "See payouts",
        to: "/attorney/payouts",
      };
  }
}

/** /: what needs the attorney now — the queue of things to act on, then counts, payouts due and upcoming calls. */
export function DashboardPage() {
  const attorneyId = useCurrentUser().data?.id;
  const dashboard = useAttorneyDashboard(attorneyId);
  if (dashboard.isPending || dashboard.isError) {
    return (
      <Stack gap="lg">
        <Title order={1}>Dashboard</Title>
        {dashboard.isError ? (
          <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        ) : (
          <LoadingState />
        )}
      </Stack>
    );
  }
  const data = dashboard.data;
  const tiles: [string, string, string][] = [
    ["Clients", String(data.clientCount), "/attorney/clients"],
    ["Clients waiting for a call", String(data.clientsWaiting), "/attorney/clients?stage=WAITING_FOR_CALL"],
    ["Unread chat messages", String(data.unreadChats), "/attorney/clients"],
    ["Payouts due", formatCents(data.payoutsDueInCents), "/attorney/payouts"],
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h3" mb="sm">
          Needs your attention
        </Title>
        {data.attention.items.length === 0 ? (
          <Text c="dimmed">Nothing needs you right now.</Text>
        ) : (
          <List spacing="xs" aria-label="Needs your attention">
            {data.attention.items.map((item) => {
              const line = attentionLine(item);
              return (
                <List.Item key={`${item.kind}:${item.client?.id ?? ""}`}>
                  {line.text} —{" "}
                  <Anchor component={Link} to={line.to}>
                    {line.action}
                  </Anchor>
                </List.Item>
              );
            })}
          </List>
        )}
        {data.attention.total > data.attention.items.length ? (
          <Text size="sm" c="dimmed" mt="xs">
            {`And ${data.attention.total - data.attention.items.length} more.`}
          </Text>
        ) : null}
      </Card>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {tiles.map(([label, value, path]) => (
          <Card key={label} withBorder radius="md" padding="md" component={Link} to={path}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={28} fw={700}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h3" mb="sm">
          Upcoming appointments
        </Title>
        {data.upcomingEvents.length === 0 ? (
          <Text c="dimmed">No upcoming appointments.</Text>
        ) : (
          <List spacing="xs">
            {data.upcomingEvents.map((event) => (
              <List.Item key={event.id}>
                {formatDateTime(event.eventStartAt)} —{" "}
                <Anchor component={Link} to={`/attorney/clients/${event.client.id}`}>
                  {personName(event.client)}
                </Anchor>{" "}
                ({SERVICE_LABELS[event.productType ?? ""] ?? "Call"})
              </List.Item>
            ))}
          </List>
        )}
        <Anchor component={Link} to="/attorney/appointments" mt="sm" display="inline-block">
          All appointments
        </Anchor>
      </Card>
    </Stack>
  );
}
