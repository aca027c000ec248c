import { useState } from "react";
import { Card, Stack, Table, Text, Title } from "@mantine/core";
import { useAttorneyPayouts, useCurrentUser } from "@prenup/api-client";
import { ErrorState, formatDate, formatMoney, LoadingState, PagedTable, personName, StatusBadge } from "@prenup/ui";

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
          {formatMoney(data.totalDueInCents)}
        </Text>
      </Card>
      <PagedTable
        query={payouts}
        items={data.items}
        total={data.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty="No services sold yet."
        label="Payouts"
        withBorder
        minWidth={720}
        tableProps={{ highlightOnHover: false }}
        columns={[
          "Purchased",
          "Service",
          "Client",
          { label: "Price paid", ta: "right" },
          { label: "Fee", ta: "right" },
          { label: "Payout due", ta: "right" },
          "Status",
        ]}
        row={(item) => (
          <>
            <Table.Td>{formatDate(item.purchasedAt)}</Table.Td>
            <Table.Td>{item.title}</Table.Td>
            <Table.Td>{personName(item.client)}</Table.Td>
            <Table.Td ta="right">{formatMoney(item.pricePaidInCents)}</Table.Td>
            <Table.Td ta="right">{formatMoney(item.feePaidInCents)}</Table.Td>
            <Table.Td ta="right">{formatMoney(item.payoutDueInCents)}</Table.Td>
            <Table.Td>
              <StatusBadge color={item.payoutStatus === "PAID" ? "green.9" : "yellow.9"}>
                {item.payoutStatus === "PAID" ? `Paid ${formatDate(item.paidOutAt)}` : (item.payoutStatus ?? "—")}
              </StatusBadge>
            </Table.Td>
          </>
        )}
      />
    </Stack>
  );
}
