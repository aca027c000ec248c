import { useState } from "react";
import { Button, Group, Loader, Pagination, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useAdminCoupons, type Coupon } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { formatDiscount } from "../discount-forms.ts";
import { COLUMN, DISCOUNTS_TEXTS, formatDay } from "../discounts-texts.ts";
import { useDebouncedValue } from "@mantine/hooks";
import { CouponFormModal } from "./coupon-form-modal.tsx";

export const COUPON_SEARCH_DEBOUNCE_MS = 300;
export const COUPON_PAGE_SIZE = 10;

export interface CouponsPanelProps {
  selectedId: string | null;
  onSelect: (coupon: Coupon) => void;
  onNotice: (message: string) => void;
}

/** The coupons, searchable and paged, with "New coupon"; choosing one shows its codes. */
export function CouponsPanel({ selectedId, onSelect, onNotice }: CouponsPanelProps) {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), COUPON_SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts again at page 1.
  const [pageState, setPageState] = useState({ search, page: 1 });
  const page = pageState.search === search ? pageState.page : 1;
  const coupons = useAdminCoupons({ search: search || undefined, page, pageSize: COUPON_PAGE_SIZE });
  const [creating, setCreating] = useState(false);

  const data = coupons.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3">
            {DISCOUNTS_TEXTS.couponsTitle}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {DISCOUNTS_TEXTS.newCoupon}
          </Button>
        </Group>
        <TextInput
          label={DISCOUNTS_TEXTS.couponSearchLabel}
          placeholder={DISCOUNTS_TEXTS.couponSearchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          maxLength={100}
          maw={360}
        />
        {coupons.isPending ? (
          <LoadingState />
        ) : !data ? (
          <ErrorState
            title={DISCOUNTS_TEXTS.couponsLoadError}
            error={coupons.error}
            onRetry={() => void coupons.refetch()}
          />
        ) : (
          <Stack gap="sm">
            {coupons.isError ? (
              <ErrorState
                title={DISCOUNTS_TEXTS.couponsLoadError}
                error={coupons.error}
                onRetry={() => void coupons.refetch()}
              />
            ) : null}
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {data.total === 0
                  ? search
                    ? DISCOUNTS_TEXTS.couponsNoMatch
                    : DISCOUNTS_TEXTS.couponsEmpty
                  : DISCOUNTS_TEXTS.couponCount(
                      (data.page - 1) * data.pageSize + 1,
                      (data.page - 1) * data.pageSize + data.items.length,
                      data.total,
                    )}
              </Text>
              {coupons.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
            </Group>
            {data.items.length > 0 ? (
              <Table.ScrollContainer minWidth={640}>
                <Table highlightOnHover style={{ opacity: coupons.isPlaceholderData ? 0.6 : 1 }}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{COLUMN.name}</Table.Th>
                      <Table.Th>{COLUMN.discount}</Table.Th>
                      <Table.Th>{COLUMN.expires}</Table.Th>
                      <Table.Th>{COLUMN.codes}</Table.Th>
                      <Table.Th>{COLUMN.actions}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((coupon) => {
                      const selected = coupon.id === selectedId;
                      return (
                        <Table.Tr
                          key={coupon.id}
                          aria-selected={selected}
                          bg={selected ? "var(--mantine-primary-color-light)" : undefined}
                        >
                          <Table.Td>{coupon.name ?? "—"}</Table.Td>
                          <Table.Td>{formatDiscount(coupon)}</Table.Td>
                          <Table.Td>{formatDay(coupon.expirationDate)}</Table.Td>
                          <Table.Td>{coupon.codeCount}</Table.Td>
                          <Table.Td>
                            <Button
                              size="xs"
                              variant={selected ? "filled" : "light"}
                              onClick={() => onSelect(coupon)}
                              aria-pressed={selected}
                            >
                              {selected ? DISCOUNTS_TEXTS.shown : DISCOUNTS_TEXTS.showCodes}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
            {pages > 1 ? (
              <Group justify="center">
                <Pagination total={pages} value={page} onChange={(next) => setPageState({ search, page: next })} />
              </Group>
            ) : null}
          </Stack>
        )}
      </Stack>
      <CouponFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(coupon) => {
          setCreating(false);
          onNotice(DISCOUNTS_TEXTS.couponCreated(coupon.name ?? ""));
          onSelect(coupon);
        }}
      />
    </Paper>
  );
}
