import { useState } from "react";
import { Alert, Group, Loader, NativeSelect, Pagination, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import {
  useAdminPurchaseItems,
  type AdminPurchaseItem,
  type AdminPurchaseItemsQuery,
  type AdminPurchaseItemsSort,
} from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { PayoutModal } from "./components/payout-modal.tsx";
import { PurchaseItemsTable } from "./components/purchase-items-table.tsx";
import { RefundModal } from "./components/refund-modal.tsx";
import { useDebouncedValue } from "@mantine/hooks";
import {
  ATTORNEY_OPTIONS,
  CATEGORY_OPTIONS,
  PAYMENT_STATUS_OPTIONS,
  PAYOUT_STATUS_OPTIONS,
  PAYOUTS_TEXTS,
} from "./payouts-texts.ts";

/** How long the search box waits for a pause in typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
export const PAGE_SIZE = 25;

type Filters = {
  category: string;
  hasAttorney: string;
  paymentStatus: string;
  payoutStatus: string;
  sort: AdminPurchaseItemsSort;
};

/** By default: attorney services that have an attorney, newest first. */
const DEFAULT_FILTERS: Filters = {
  category: "ATTORNEY_SERVICE",
  hasAttorney: "true",
  paymentStatus: "",
  payoutStatus: "",
  sort: "-createdAt",
};

/** The request for the filters as chosen (an empty choice sends nothing). */
function toQuery(filters: Filters, search: string, page: number): AdminPurchaseItemsQuery {
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

/** /admin/attorney/payouts: purchases with what was paid, refunded and is due, paying out and refunding them. */
export function PayoutsPage() {
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  // The page belongs to one set of filters and search: any change starts again at page 1.
  const listKey = JSON.stringify([filters, search.trim()]);
  const [pageState, setPageState] = useState({ key: listKey, page: 1 });
  const page = pageState.key === listKey ? pageState.page : 1;

  const list = useAdminPurchaseItems(toQuery(filters, search, page));
  const [payoutItem, setPayoutItem] = useState<AdminPurchaseItem | null>(null);
  const [refundItem, setRefundItem] = useState<AdminPurchaseItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setFilter = (name: keyof Filters) => (value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Title order={1}>{PAYOUTS_TEXTS.title}</Title>
      <Text c="dimmed">{PAYOUTS_TEXTS.intro}</Text>

      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={PAYOUTS_TEXTS.searchLabel}
            placeholder={PAYOUTS_TEXTS.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
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

      {notice ? (
        <Alert
          role="status"
          color="green"
          variant="light"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      ) : null}

      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !data ? (
        <ErrorState title={PAYOUTS_TEXTS.loadError} error={list.error} onRetry={() => void list.refetch()} />
      ) : data ? (
        <Stack gap="sm">
          {list.isError ? (
            <ErrorState title={PAYOUTS_TEXTS.loadError} error={list.error} onRetry={() => void list.refetch()} />
          ) : null}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.total === 0
                ? PAYOUTS_TEXTS.empty
                : PAYOUTS_TEXTS.count(
                    (data.page - 1) * data.pageSize + 1,
                    (data.page - 1) * data.pageSize + data.items.length,
                    data.total,
                  )}
            </Text>
            {list.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
          </Group>
          {data.items.length > 0 ? (
            <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              <PurchaseItemsTable
                items={data.items}
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
            </div>
          ) : null}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => setPageState({ key: listKey, page: next })}
                getControlProps={(control) => ({ "aria-label": `${control} page` })}
              />
            </Group>
          ) : null}
        </Stack>
      ) : null}

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
