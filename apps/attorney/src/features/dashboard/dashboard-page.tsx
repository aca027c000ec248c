import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useAttorneyDashboard, useCurrentUser } from "@prenup/api-client";
import { ErrorState, LoadingState, formatDateTime, formatMoney, personName } from "@prenup/ui";
import { SERVICE_LABELS } from "../../components/format.ts";

/** /: what needs the attorney now — upcoming calls, clients waiting for a call, unread messages, payouts due. */
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
    ["Clients waiting for a call", String(data.clientsWaiting), "/attorney/clients"],
    ["Unread chat messages", String(data.unreadChats), "/attorney/clients"],
    ["Payouts due", formatMoney(data.payoutsDueInCents), "/attorney/payouts"],
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
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
