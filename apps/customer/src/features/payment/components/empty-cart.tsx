import type { ReactNode } from "react";
import { Alert, Button, Card, List, Stack, Text, Title } from "@mantine/core";
import { priceLabel } from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { apiErrorMessage, useAddCartItem, useProducts } from "@prenup/api-client";
import { NextStepButton } from "../../../components/next-step/next-step-button.tsx";
import { PAYMENT_TEXTS } from "../payment-texts.ts";

/** An empty cart once the prenup is paid (by either partner): nothing to buy here, on to the couple's next step. */
export function PrenupAlreadyPaid() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md" align="flex-start">
        <Text>{PAYMENT_TEXTS.prenupPaid}</Text>
        <NextStepButton here="/payment" />
      </Stack>
    </Card>
  );
}

/**
 * The paywall's explanation: what the couple buys (the prenup at its price, for both of them), why
 * now, and what it includes. Above the cart when the prenup is in it, and the offer itself when the
 * cart is empty (`children`: the way on to the payment).
 */
export function PrenupPaywall({ priceInCents, children }: { priceInCents: number; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="paywall-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="paywall-title">
          {PAYMENT_TEXTS.paywallTitle(priceLabel(priceInCents))}
        </Title>
        <Text>{PAYMENT_TEXTS.paywallWhy}</Text>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {PAYMENT_TEXTS.paywallIncludesTitle}
          </Title>
          <List spacing={4}>
            {PAYMENT_TEXTS.paywallIncludes.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
        <Text fw={600}>{PAYMENT_TEXTS.paywallOnce}</Text>
        {children}
      </Stack>
    </Card>
  );
}

/** An empty cart while the prenup is unpaid: the paywall's explanation of the prenup (GET /products), and the way to pay for it. */
export function OfferPrenup({ userId, cartId }: { userId: string; cartId: string }) {
  const products = useProducts();
  const add = useAddCartItem(userId);

  if (products.isPending) return <LoadingState />;
  if (products.isError) return <ErrorState error={products.error} onRetry={() => void products.refetch()} />;
  const prenup = products.data.find((product) => product.productType === "PRENUP" && product.isActive);
  if (!prenup) return <Text>{PAYMENT_TEXTS.nothingOffered}</Text>;

  return (
    <PrenupPaywall priceInCents={prenup.priceInCents}>
      {add.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(add.error)}
        </Alert>
      ) : null}
      <Button
        size="md"
        w={{ base: "100%", xs: "auto" }}
        style={{ alignSelf: "flex-start" }}
        loading={add.isPending}
        disabled={add.isPending}
        onClick={() => add.mutate({ cartId, productId: prenup.id, quantity: 1 })}
      >
        {PAYMENT_TEXTS.continueToPayment}
      </Button>
    </PrenupPaywall>
  );
}
