import type { ReactNode } from "react";
import { Group, Stack, Text } from "@mantine/core";
import { formatCents } from "@prenup/domain";
import type { Cart } from "@prenup/api-client";
import { PAYMENT_TEXTS } from "../payment-texts.ts";

function Row({ term, value, strong, testId }: { term: ReactNode; value: ReactNode; strong?: boolean; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Text component="dt" fw={strong ? 700 : undefined} size={strong ? "lg" : undefined}>
        {term}
      </Text>
      <Text component="dd" m={0} fw={strong ? 700 : undefined} size={strong ? "lg" : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** Subtotal, discount and total exactly as the server computed them (never added up here). */
export function CartTotals({
  cart,
  totalLabel = PAYMENT_TEXTS.total,
  totalInCents = cart.totalInCents,
}: {
  cart: Cart;
  totalLabel?: string;
  totalInCents?: number;
}) {
  return (
    <Stack component="dl" gap={6} m={0}>
      <Row testId="cart-subtotal" term={PAYMENT_TEXTS.subtotal} value={formatCents(cart.subtotalInCents)} />
      {cart.discountInCents > 0 ? (
        <Row
          testId="cart-discount"
          term={cart.discountCode ? `${PAYMENT_TEXTS.discount} (${cart.discountCode.code})` : PAYMENT_TEXTS.discount}
          value={<Text component="span" inherit c="green.9">{`−${formatCents(cart.discountInCents)}`}</Text>}
        />
      ) : null}
      <Row testId="cart-total" term={totalLabel} value={formatCents(totalInCents)} strong />
    </Stack>
  );
}
