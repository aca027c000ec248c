import { useState } from "react";
import { Paper, Stack, Text, Title } from "@mantine/core";
import type { Coupon } from "@prenup/api-client";
import { CodesPanel } from "./components/codes-panel.tsx";
import { CouponsPanel } from "./components/coupons-panel.tsx";
import { ProductsPanel } from "./components/products-panel.tsx";
import { DISCOUNTS_TEXTS } from "./discounts-texts.ts";
import { DismissibleNotice } from "../../components/dismissible-notice.tsx";

/** /admin/discounts: coupons and their codes, and which products a coupon can apply to. */
export function DiscountsPage() {
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Title order={1}>{DISCOUNTS_TEXTS.title}</Title>
      <Text c="dimmed">{DISCOUNTS_TEXTS.intro}</Text>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <CouponsPanel selectedId={coupon?.id ?? null} onSelect={setCoupon} onNotice={setNotice} />
      {coupon ? (
        <CodesPanel key={coupon.id} coupon={coupon} />
      ) : (
        <Paper withBorder p="md">
          <Text c="dimmed">{DISCOUNTS_TEXTS.chooseCoupon}</Text>
        </Paper>
      )}
      <ProductsPanel />
    </Stack>
  );
}
