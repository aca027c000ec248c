import { useState } from "react";
import { Card, Stack, Table, Title } from "@mantine/core";
import { formatCents } from "@prenup/domain";
import { useAdminPurchaseItems } from "@prenup/api-client";
import { PAYMENT_STATUS_TEXT, SECTION_TEXTS } from "../users-texts.ts";
import { PagedTable, formatDateTime } from "@prenup/ui";

const PAGE_SIZE = 10;

/** What the user bought, newest first, paged on the server (GET /admin/purchase-items?userId). */
export function UserPurchases({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const items = useAdminPurchaseItems({ userId, page, pageSize: PAGE_SIZE });
  const body = (
    <PagedTable
      query={items}
      items={items.data?.items}
      total={items.data?.total}
      pageSize={PAGE_SIZE}
      errorTitle={SECTION_TEXTS.purchasesError}
      empty={SECTION_TEXTS.purchasesEmpty}
      columns={["Bought", "Product", "Status", "Paid", "Refunded", "Attorney"]}
      page={page}
      onPage={setPage}
      pagesOf="purchases"
      row={(item) => (
        <>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(item.createdAt)}</Table.Td>
          <Table.Td>{item.product.title}</Table.Td>
          <Table.Td>{PAYMENT_STATUS_TEXT[item.paymentStatus] ?? item.paymentStatus}</Table.Td>
          <Table.Td>{formatCents(item.pricePaidInCents)}</Table.Td>
          <Table.Td>{item.amountRefundedInCents > 0 ? formatCents(item.amountRefundedInCents) : "—"}</Table.Td>
          <Table.Td>{item.attorney?.name ?? "—"}</Table.Td>
        </>
      )}
    />
  );
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
