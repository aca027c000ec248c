import { useState } from "react";
import { Card, Group, Pagination, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useAttorneyPayouts, useCurrentUser } from "@prenup/api-client";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { formatDate, money, personName } from "../../components/format.ts";

const PAGE_SIZE = 20;

/** /attorney/payouts: each service sold with the price paid, the fee, the payout due (server's arithmetic) and its status. */
export function PayoutsPage() {
  const attorneyId = useCurrentUser().data?.id;
  const [page, setPage] = useState(1);
  const payouts = useAttorneyPayouts(attorneyId, { page, pageSize: PAGE_SIZE });
  if (payouts.isPending) return <LoadingState />;
  if (payouts.isError) return <ErrorState error={payouts.error} onRetry={() => void payouts.refetch()} />;
  const data = payouts.data;
  return (
    <Stack gap="md">
      <Title order={1}>Payouts</Title>
      <Card withBorder radius="md" padding="md" maw={360}>
        <Text size="sm" c="dimmed">
          Due to you
        </Text>
        <Text fz={28} fw={700}>
          {money(data.totalDueInCents)}
        </Text>
      </Card>
      {data.items.length === 0 ? (
        <Text c="dimmed">No services sold yet.</Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Purchased</Table.Th>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th ta="right">Price paid</Table.Th>
                  <Table.Th ta="right">Fee</Table.Th>
                  <Table.Th ta="right">Payout due</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{formatDate(item.purchasedAt)}</Table.Td>
                    <Table.Td>{item.title}</Table.Td>
                    <Table.Td>{personName(item.client)}</Table.Td>
                    <Table.Td ta="right">{money(item.pricePaidInCents)}</Table.Td>
                    <Table.Td ta="right">{money(item.feePaidInCents)}</Table.Td>
                    <Table.Td ta="right">{money(item.payoutDueInCents)}</Table.Td>
                    <Table.Td>
                      <StatusBadge variant="light" color={item.payoutStatus === "PAID" ? "green.9" : "yellow.9"}>
                        {item.payoutStatus === "PAID"
                          ? `Paid ${formatDate(item.paidOutAt)}`
                          : (item.payoutStatus ?? "—")}
                      </StatusBadge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {data.total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(data.total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
