import { useState } from "react";
import { Card, Group, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useAttorneyPayouts, useCurrentUser, type AttorneyPayoutsPage } from "@prenup/api-client";
import {
  EARNING_STATUS_LABELS,
  EARNING_STATUSES,
  type EarningStatus,
  formatDate,
  formatCents,
  personName,
} from "@prenup/domain";
import { ErrorState, LoadingState, PagedTable, StatusBadge } from "@prenup/ui";

const PAGE_SIZE = 20;

const STATUS_COLORS: Readonly<Record<EarningStatus, string>> = {
  DUE: "yellow.9",
  PARTIALLY_REFUNDED: "orange.9",
  PAID: "green.9",
  REFUNDED: "gray.9",
  ON_HOLD: "red.9",
  NOTHING_DUE: "gray.9",
};

const NO_WRAP = { whiteSpace: "nowrap" } as const;

const STATUS_OPTIONS = [
  { value: "", label: "All sales" },
  ...EARNING_STATUSES.map((status) => ({ value: status, label: EARNING_STATUS_LABELS[status] })),
];

type Totals = AttorneyPayoutsPage["totals"];

/** The totals the server adds up over every sale; on hold and withheld only when there is any. */
function totalTiles(totals: Totals): [string, number][] {
  const tiles: [string, number][] = [
    ["Due to you", totals.dueInCents],
    ["Paid to you", totals.paidInCents],
    ["Earned", totals.earnedInCents],
    ["Refunded to clients", totals.refundedInCents],
  ];
  if (totals.onHoldInCents > 0) tiles.push(["On hold (disputed)", totals.onHoldInCents]);
  if (totals.withheldInCents > 0) tiles.push(["Withheld from payouts", totals.withheldInCents]);
  return tiles;
}

/**
 * /attorney/payouts: each service sold with its status and what was earned, refunded, due and paid,
 * under the totals over all of them; every figure is the server's (`attorneyEarning`).
 */
export function PayoutsPage() {
  const attorneyId = useCurrentUser().data?.id;
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EarningStatus | null>(null);
  const payouts = useAttorneyPayouts(attorneyId, { page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  if (payouts.isPending) return <LoadingState />;
  if (payouts.isError) return <ErrorState error={payouts.error} onRetry={() => void payouts.refetch()} />;
  const data = payouts.data;
  return (
    <Stack gap="md">
      <Title order={1}>Payouts</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {totalTiles(data.totals).map(([label, cents]) => (
          <Card key={label} withBorder radius="md" padding="md">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={28} fw={700}>
              {formatCents(cents)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={status ?? ""}
          onChange={(event) => {
            setStatus((event.currentTarget.value || null) as EarningStatus | null);
            setPage(1);
          }}
          w={220}
        />
      </Group>
      <PagedTable
        query={payouts}
        items={data.items}
        total={data.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty={status ? "No sales with this status." : "No services sold yet."}
        label="Payouts"
        withBorder
        minWidth={760}
        tableProps={{ highlightOnHover: false }}
        columns={[
          "Service",
          "Client",
          { label: "Price paid", ta: "right" },
          { label: "Refunded", ta: "right" },
          { label: "Earned", ta: "right" },
          { label: "Due", ta: "right" },
          { label: "Paid", ta: "right" },
          "Status",
        ]}
        row={(item) => (
          <>
            <Table.Td>
              <Text size="sm">{item.title}</Text>
              <Text size="xs" c="dimmed">
                {formatDate(item.purchasedAt)}
              </Text>
            </Table.Td>
            <Table.Td>{personName(item.client)}</Table.Td>
            <Table.Td ta="right" style={NO_WRAP}>
              <Text size="sm">{formatCents(item.pricePaidInCents)}</Text>
              <Text size="xs" c="dimmed">
                Fee {formatCents(item.feePaidInCents)}
              </Text>
            </Table.Td>
            <Table.Td ta="right" style={NO_WRAP}>
              {formatCents(item.refundedInCents)}
            </Table.Td>
            <Table.Td ta="right" style={NO_WRAP}>
              {formatCents(item.earnedInCents)}
            </Table.Td>
            <Table.Td ta="right" style={NO_WRAP}>
              {formatCents(item.dueInCents)}
            </Table.Td>
            <Table.Td ta="right" style={NO_WRAP}>
              {formatCents(item.paidInCents)}
            </Table.Td>
            <Table.Td>
              <StatusBadge color={STATUS_COLORS[item.status]}>
                {item.status === "PAID" && item.paidOutAt
                  ? `Paid ${formatDate(item.paidOutAt)}`
                  : EARNING_STATUS_LABELS[item.status]}
              </StatusBadge>
            </Table.Td>
          </>
        )}
      />
    </Stack>
  );
}
