import { useState } from "react";
import { Button, Card, Stack, Table, Text, Title } from "@mantine/core";
import { formatCents, formatDateTime, NO_VALUE } from "@prenup/domain";
import { useAdminPurchaseItems, type AdminPurchaseItem } from "@prenup/api-client";
import { PagedTable } from "@prenup/ui";
import { RefundModal } from "../../../components/refund-modal.tsx";
import { PAYMENT_STATUS_TEXT, SECTION_TEXTS } from "../users-texts.ts";
import { DismissibleNotice } from "../../../components/dismissible-notice.tsx";

const PAGE_SIZE = 10;

/**
 * What the user bought, newest first, paged on the server (GET /admin/purchase-items?userId), with
 * the refund popup of the purchases screen on each purchase that has a refundable balance.
 */
export function UserPurchases({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const items = useAdminPurchaseItems({ userId, page, pageSize: PAGE_SIZE });
  const [refundItem, setRefundItem] = useState<AdminPurchaseItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const body = (
    <PagedTable
      query={items}
      items={items.data?.items}
      total={items.data?.total}
      pageSize={PAGE_SIZE}
      errorTitle={SECTION_TEXTS.purchasesError}
      empty={SECTION_TEXTS.purchasesEmpty}
      columns={["Bought", "Product", "Status", "Paid", "Refunded", "Attorney", ""]}
      page={page}
      onPage={setPage}
      pagesOf="purchases"
      row={(item) => (
        <>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(item.createdAt)}</Table.Td>
          <Table.Td>{item.product.title}</Table.Td>
          <Table.Td>{PAYMENT_STATUS_TEXT[item.paymentStatus] ?? item.paymentStatus}</Table.Td>
          <Table.Td>{formatCents(item.pricePaidInCents)}</Table.Td>
          <Table.Td>{item.amountRefundedInCents > 0 ? formatCents(item.amountRefundedInCents) : NO_VALUE}</Table.Td>
          <Table.Td>{item.attorney?.name ?? NO_VALUE}</Table.Td>
          <Table.Td ta="right">
            {item.refundableInCents > 0 ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={SECTION_TEXTS.refundLabel(item.product.title)}
                onClick={() => {
                  setNotice(null);
                  setRefundItem(item);
                }}
              >
                {SECTION_TEXTS.refund}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {SECTION_TEXTS.nothingToRefund}
              </Text>
            )}
          </Table.Td>
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
        <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
        {body}
      </Stack>
      <RefundModal
        item={refundItem}
        onClose={() => setRefundItem(null)}
        onDone={(message) => {
          setRefundItem(null);
          setNotice(message);
        }}
      />
    </Card>
  );
}
