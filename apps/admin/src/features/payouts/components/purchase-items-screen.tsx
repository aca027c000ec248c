import { useState } from "react";
import { Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import {
  useAdminPurchaseItems,
  type AdminPurchaseItem,
  type AdminPurchaseItemsQuery,
  type AdminPurchaseItemsSort,
} from "@prenup/api-client";
import { PagedSearchInput, PagedTable, usePagedList } from "@prenup/ui";
import { RefundModal } from "../../../components/refund-modal.tsx";
import { PayoutModal } from "./payout-modal.tsx";
import { PurchaseItemsTable } from "./purchase-items-table.tsx";
import {
  ATTORNEY_OPTIONS,
  CATEGORY_OPTIONS,
  PAYMENT_STATUS_OPTIONS,
  PAYOUT_STATUS_OPTIONS,
  PAYOUTS_TEXTS,
} from "../payouts-texts.ts";
import { DismissibleNotice } from "../../../components/dismissible-notice.tsx";

export const PAGE_SIZE = 25;

export type PurchaseFilters = {
  category: string;
  hasAttorney: string;
  paymentStatus: string;
  payoutStatus: string;
  sort: AdminPurchaseItemsSort;
};

/** Every purchase, newest first. */
export const ALL_PURCHASES: PurchaseFilters = {
  category: "",
  hasAttorney: "",
  paymentStatus: "",
  payoutStatus: "",
  sort: "-createdAt",
};

/** The request for the filters as chosen (an empty choice sends nothing). */
function toQuery(filters: PurchaseFilters, search: string, page: number): AdminPurchaseItemsQuery {
  return {
    category: (filters.category || undefined) as AdminPurchaseItemsQuery["category"],
    hasAttorney: (filters.hasAttorney || undefined) as AdminPurchaseItemsQuery["hasAttorney"],
    paymentStatus: (filters.paymentStatus || undefined) as AdminPurchaseItemsQuery["paymentStatus"],
    payoutStatus: (filters.payoutStatus || undefined) as AdminPurchaseItemsQuery["payoutStatus"],
    search: search.trim() || undefined,
    sort: filters.sort,
    page,
    pageSize: PAGE_SIZE,
  };
}

/**
 * Purchases with what was paid, refunded and is due, searched and filtered on the server, paying out
 * and refunding them; the page chooses the title, the introduction and the filters it starts with.
 */
export function PurchaseItemsScreen(props: { title: string; intro: string; initialFilters: PurchaseFilters }) {
  const [filters, setFilters] = useState<PurchaseFilters>(props.initialFilters);
  const paging = usePagedList(filters);
  const list = useAdminPurchaseItems(toQuery(filters, paging.search, paging.page));
  const [payoutItem, setPayoutItem] = useState<AdminPurchaseItem | null>(null);
  const [refundItem, setRefundItem] = useState<AdminPurchaseItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setFilter = (name: keyof PurchaseFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));

  return (
    <Stack gap="md">
      <Title order={1}>{props.title}</Title>
      <Text c="dimmed">{props.intro}</Text>

      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <PagedSearchInput
            label={PAYOUTS_TEXTS.searchLabel}
            placeholder={PAYOUTS_TEXTS.searchPlaceholder}
            value={paging.searchText}
            onSearchText={paging.setSearchText}
            maxLength={200}
            w={320}
            type="search"
          />
          <NativeSelect
            label={PAYOUTS_TEXTS.categoryLabel}
            data={CATEGORY_OPTIONS}
            value={filters.category}
            onChange={(event) => setFilter("category")(event.currentTarget.value)}
          />
          <NativeSelect
            label={PAYOUTS_TEXTS.attorneyLabel}
            data={ATTORNEY_OPTIONS}
            value={filters.hasAttorney}
            onChange={(event) => setFilter("hasAttorney")(event.currentTarget.value)}
          />
          <NativeSelect
            label={PAYOUTS_TEXTS.paymentStatusLabel}
            data={PAYMENT_STATUS_OPTIONS}
            value={filters.paymentStatus}
            onChange={(event) => setFilter("paymentStatus")(event.currentTarget.value)}
          />
          <NativeSelect
            label={PAYOUTS_TEXTS.payoutStatusLabel}
            data={PAYOUT_STATUS_OPTIONS}
            value={filters.payoutStatus}
            onChange={(event) => setFilter("payoutStatus")(event.currentTarget.value)}
          />
        </Group>
      </Paper>

      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />

      <PagedTable
        query={list}
        items={list.data?.items}
        total={list.data?.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        errorTitle={PAYOUTS_TEXTS.loadError}
        empty={PAYOUTS_TEXTS.empty}
        count={PAYOUTS_TEXTS.count}
        body={(items) => (
          <PurchaseItemsTable
            items={[...items]}
            sort={filters.sort}
            onSort={(sort) => setFilters((current) => ({ ...current, sort }))}
            onPayout={(item) => {
              setNotice(null);
              setPayoutItem(item);
            }}
            onRefund={(item) => {
              setNotice(null);
              setRefundItem(item);
            }}
          />
        )}
      />

      <PayoutModal
        item={payoutItem}
        onClose={() => setPayoutItem(null)}
        onDone={(message) => {
          setPayoutItem(null);
          setNotice(message);
        }}
      />
      <RefundModal
        item={refundItem}
        onClose={() => setRefundItem(null)}
        onDone={(message) => {
          setRefundItem(null);
          setNotice(message);
        }}
      />
    </Stack>
  );
}
