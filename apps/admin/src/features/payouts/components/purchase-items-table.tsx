import { Badge, Button, Group, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconArrowsSort } from "@tabler/icons-react";
import type { AdminPurchaseItem, AdminPurchaseItemsSort } from "@prenup/api-client";
import { formatCents } from "@prenup/domain";
import {
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  PAYOUT_STATUS_COLORS,
  PAYOUT_STATUS_LABELS,
  PAYOUTS_TEXTS,
  formatDate,
} from "../payouts-texts.ts";

type SortField = "createdAt" | "pricePaid";

/** The next sort when a column's header is pressed: a new column starts descending (newest, highest first), the same one flips. */
export function nextSort(current: AdminPurchaseItemsSort, field: SortField): AdminPurchaseItemsSort {
  if (current === `-${field}`) return field;
  return `-${field}`;
}

function SortHeader({ label, field, sort, onSort }: { label: string; field: SortField; sort: AdminPurchaseItemsSort; onSort: (sort: AdminPurchaseItemsSort) => void }) {
  const direction = sort === field ? "ascending" : sort === `-${field}` ? "descending" : "none";
  const Icon = direction === "ascending" ? IconArrowUp : direction === "descending" ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton onClick={() => onSort(nextSort(sort, field))} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export interface PurchaseItemsTableProps {
  items: AdminPurchaseItem[];
  sort: AdminPurchaseItemsSort;
  onSort: (sort: AdminPurchaseItemsSort) => void;
  onPayout: (item: AdminPurchaseItem) => void;
  onRefund: (item: AdminPurchaseItem) => void;
}

/** One row per purchase item; every amount is shown as the server computed it. */
export function PurchaseItemsTable({ items, sort, onSort, onPayout, onRefund }: PurchaseItemsTableProps) {
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Date" field="createdAt" sort={sort} onSort={onSort} />
            <Table.Th>Buyer</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Attorney / law firm</Table.Th>
            <SortHeader label="Paid" field="pricePaid" sort={sort} onSort={onSort} />
            <Table.Th>Fee</Table.Th>
            <Table.Th>Refunded</Table.Th>
            <Table.Th>Payout due</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Payout</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{formatDate(item.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.buyer.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.buyer.email}
                </Text>
              </Table.Td>
              <Table.Td>{item.product.title}</Table.Td>
              <Table.Td>
                <AttorneyCell item={item} />
              </Table.Td>
              <Table.Td>{formatCents(item.pricePaidInCents)}</Table.Td>
              <Table.Td>{formatCents(item.feePaidInCents)}</Table.Td>
              <Table.Td>{formatCents(item.amountRefundedInCents)}</Table.Td>
              <Table.Td>{formatCents(item.payoutDueInCents)}</Table.Td>
              <Table.Td>
                <Badge color={PAYMENT_STATUS_COLORS[item.paymentStatus]} variant="light">
                  {PAYMENT_STATUS_LABELS[item.paymentStatus]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {item.payoutStatus ? (
                  <Stack gap={2}>
                    <Badge color={PAYOUT_STATUS_COLORS[item.payoutStatus]} variant="light">
                      {PAYOUT_STATUS_LABELS[item.payoutStatus]}
                    </Badge>
                    {item.partialPayoutReason ? (
                      <Text size="xs" c="dimmed">
                        Partial: {item.partialPayoutReason}
                      </Text>
                    ) : null}
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" onClick={() => onPayout(item)} disabled={item.payoutStatus === "PAID" || !item.attorney || item.payoutDueInCents <= 0}>
                    {PAYOUTS_TEXTS.payOut}
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => onRefund(item)} disabled={item.refundableInCents <= 0}>
                    {PAYOUTS_TEXTS.refund}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AttorneyCell({ item }: { item: AdminPurchaseItem }) {
  if (!item.attorney) {
    return (
      <Text size="sm" c="dimmed">
        {PAYOUTS_TEXTS.noAttorney}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm">{item.attorney.name}</Text>
      {item.lawFirm ? (
        <Text size="xs" c="dimmed">
          {item.lawFirm.name}
        </Text>
      ) : null}
      {item.lawFirm && !item.lawFirm.hasPayoutAccount ? (
        <Badge color="yellow" variant="outline" size="xs">
          {PAYOUTS_TEXTS.noPayoutAccount}
        </Badge>
      ) : null}
    </Stack>
  );
}
