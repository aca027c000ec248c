import { Badge, Button, Group, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconArrowsSort } from "@tabler/icons-react";
import type { AdminPurchaseItem, AdminPurchaseItemsSort } from "@prenup/api-client";
import { formatCents, formatDate } from "@prenup/domain";
import {
  DISPUTE_STATUS_COLORS,
  DISPUTE_STATUS_LABELS,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  PAYOUT_STATUS_COLORS,
  PAYOUT_STATUS_LABELS,
  PAYOUTS_TEXTS,
  payoutBlockedReason,
} from "../payouts-texts.ts";
import { StatusBadge } from "@prenup/ui";

type SortField = "createdAt" | "pricePaid";

/** The next sort when a column's header is pressed: a new column starts descending (newest, highest first), the same one flips. */
export function nextSort(current: AdminPurchaseItemsSort, field: SortField): AdminPurchaseItemsSort {
  if (current === `-${field}`) return field;
  return `-${field}`;
}

function SortHeader({
  label,
  field,
  sort,
  onSort,
}: {
  label: string;
  field: SortField;
  sort: AdminPurchaseItemsSort;
  onSort: (sort: AdminPurchaseItemsSort) => void;
}) {
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

/** A dimmed line under an amount: "Fee $4.62". */
function AmountNote({ label, cents }: { label: string; cents: number }) {
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
      {label} {formatCents(cents)}
    </Text>
  );
}

/**
 * One row per purchase item; every amount is shown as the server computed it. Seven columns, so the
 * statuses and actions fit the portal's 816 px content width: the product sits over its attorney, the
 * fee and refunds under the price paid, the payment status over the payout status.
 */
export function PurchaseItemsTable({ items, sort, onSort, onPayout, onRefund }: PurchaseItemsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortHeader label="Date" field="createdAt" sort={sort} onSort={onSort} />
            <Table.Th>Buyer</Table.Th>
            <Table.Th>Product / attorney</Table.Th>
            <SortHeader label="Paid" field="pricePaid" sort={sort} onSort={onSort} />
            <Table.Th>Payout due</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(item.createdAt)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.buyer.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {item.buyer.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.product.title}
                </Text>
                <AttorneyCell item={item} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatCents(item.pricePaidInCents)}</Text>
                <AmountNote label="Fee" cents={item.feePaidInCents} />
                {item.amountRefundedInCents > 0 ? (
                  <AmountNote label="Refunded" cents={item.amountRefundedInCents} />
                ) : null}
              </Table.Td>
              <Table.Td>
                {item.attorney ? (
                  formatCents(item.payoutDueInCents)
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <StatusBadge color={PAYMENT_STATUS_COLORS[item.paymentStatus]} tt="none">
                    {PAYMENT_STATUS_LABELS[item.paymentStatus]}
                  </StatusBadge>
                  {item.disputeStatus ? (
                    <Badge color={DISPUTE_STATUS_COLORS[item.disputeStatus]} variant="filled" tt="none">
                      {DISPUTE_STATUS_LABELS[item.disputeStatus]}
                    </Badge>
                  ) : null}
                  {item.payoutStatus ? (
                    <StatusBadge color={PAYOUT_STATUS_COLORS[item.payoutStatus]} tt="none">
                      {PAYOUTS_TEXTS.payoutBadge(PAYOUT_STATUS_LABELS[item.payoutStatus])}
                    </StatusBadge>
                  ) : null}
                  {item.partialPayoutReason ? (
                    <Text size="xs" c="dimmed">
                      Partial: {item.partialPayoutReason}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap="xs" align="stretch">
                  {item.attorney ? <PayoutButton item={item} onPayout={onPayout} /> : null}
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onRefund(item)}
                    disabled={item.refundableInCents <= 0}
                  >
                    {PAYOUTS_TEXTS.refund}
                  </Button>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * "Pay out" on a purchase with an attorney to pay (a purchase without one has nothing to pay out and
 * no button); when it cannot be paid out now, the button is disabled and the reason is said under it.
 */
function PayoutButton({ item, onPayout }: { item: AdminPurchaseItem; onPayout: (item: AdminPurchaseItem) => void }) {
  const reason = payoutBlockedReason(item);
  const reasonId = `payout-blocked-${item.id}`;
  return (
    <>
      <Button
        size="xs"
        onClick={() => onPayout(item)}
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
      >
        {PAYOUTS_TEXTS.payOut}
      </Button>
      {reason ? (
        <Text id={reasonId} size="xs" c="dimmed" maw={160}>
          {reason}
        </Text>
      ) : null}
    </>
  );
}

function AttorneyCell({ item }: { item: AdminPurchaseItem }) {
  if (!item.attorney) {
    return (
      <Text size="xs" c="dimmed">
        {PAYOUTS_TEXTS.noAttorney}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="xs">{item.attorney.name}</Text>
      {item.lawFirm ? (
        <Text size="xs" c="dimmed">
          {item.lawFirm.name}
        </Text>
      ) : null}
      {item.lawFirm && !item.lawFirm.hasPayoutAccount ? (
        <StatusBadge color="yellow" size="xs">
          {PAYOUTS_TEXTS.noPayoutAccount}
        </StatusBadge>
      ) : null}
    </Stack>
  );
}
