import { useState } from "react";
import { Card, Group, Pagination, Stack, Table, Text, Title } from "@mantine/core";
import { formatCents } from "@prenup/domain";
import { useAdminPurchaseItems } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { dateTime } from "./format.ts";
import { PAYMENT_STATUS_TEXT, SECTION_TEXTS } from "./users-texts.ts";

const PAGE_SIZE = 10;

/** What the user bought, newest first, paged on the server (GET /admin/purchase-items?userId). */
export function UserPurchases({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const items = useAdminPurchaseItems({ userId, page, pageSize: PAGE_SIZE });
  let body;
  if (items.isPending) body = <LoadingState />;
  else if (items.isError && !items.data) body = <ErrorState title={SECTION_TEXTS.purchasesError} error={items.error} onRetry={() => void items.refetch()} />;
  else if (!items.data || items.data.total === 0) body = <Text c="dimmed">{SECTION_TEXTS.purchasesEmpty}</Text>;
  else {
    const pages = Math.max(1, Math.ceil(items.data.total / items.data.pageSize));
    body = (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Bought (UTC)</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Paid</Table.Th>
                <Table.Th>Refunded</Table.Th>
                <Table.Th>Attorney</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{dateTime.format(new Date(item.createdAt))}</Table.Td>
                  <Table.Td>{item.product.title}</Table.Td>
                  <Table.Td>{PAYMENT_STATUS_TEXT[item.paymentStatus] ?? item.paymentStatus}</Table.Td>
                  <Table.Td>{formatCents(item.pricePaidInCents)}</Table.Td>
                  <Table.Td>{item.amountRefundedInCents > 0 ? formatCents(item.amountRefundedInCents) : "—"}</Table.Td>
                  <Table.Td>{item.attorney?.name ?? "—"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 ? (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} getControlProps={(control) => ({ "aria-label": `${control} page of purchases` })} />
          </Group>
        ) : null}
      </Stack>
    );
  }
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {SECTION_TEXTS.purchases}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
