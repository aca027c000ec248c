import { useState } from "react";
import { Button, Group, Paper, Stack, Table, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useAdminCoupons, type Coupon } from "@prenup/api-client";
import { PagedSearchInput, PagedTable, usePagedList } from "@prenup/ui";
import { formatDiscount } from "../utils/discount-forms.ts";
import { COLUMN, DISCOUNTS_TEXTS, formatExpiry } from "../discounts-texts.ts";
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
  const paging = usePagedList(null, COUPON_SEARCH_DEBOUNCE_MS);
  const coupons = useAdminCoupons({
    search: paging.search || undefined,
    page: paging.page,
    pageSize: COUPON_PAGE_SIZE,
  });
  const [creating, setCreating] = useState(false);

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
        <PagedSearchInput
          label={DISCOUNTS_TEXTS.couponSearchLabel}
          placeholder={DISCOUNTS_TEXTS.couponSearchPlaceholder}
          type="search"
          value={paging.searchText}
          onSearchText={paging.setSearchText}
          maw={360}
        />
        <PagedTable
          query={coupons}
          items={coupons.data?.items}
          total={coupons.data?.total}
          page={paging.page}
          pageSize={COUPON_PAGE_SIZE}
          onPage={paging.setPage}
          errorTitle={DISCOUNTS_TEXTS.couponsLoadError}
          empty={paging.search ? DISCOUNTS_TEXTS.couponsNoMatch : DISCOUNTS_TEXTS.couponsEmpty}
          count={DISCOUNTS_TEXTS.couponCount}
          label={DISCOUNTS_TEXTS.couponsTitle}
          tableProps={{ striped: false }}
          columns={[COLUMN.name, COLUMN.discount, COLUMN.expires, COLUMN.codes, COLUMN.actions]}
          rowProps={(coupon) => ({
            "aria-selected": coupon.id === selectedId,
            bg: coupon.id === selectedId ? "var(--mantine-primary-color-light)" : undefined,
          })}
          row={(coupon) => {
            const selected = coupon.id === selectedId;
            return (
              <>
                <Table.Td>{coupon.name ?? "—"}</Table.Td>
                <Table.Td>{formatDiscount(coupon)}</Table.Td>
                <Table.Td>{formatExpiry(coupon.expirationDate)}</Table.Td>
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
              </>
            );
          }}
        />
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
