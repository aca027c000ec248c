import type { ReactNode } from "react";
import { Alert, Button, Card, List, Stack, Text, Title } from "@mantine/core";
import { agreementProductTypeFor, priceLabel, type AgreementKind } from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { apiErrorMessage, useAddCartItem, useProducts } from "@prenup/api-client";
import { NextStepButton } from "../../../components/next-step/next-step-button.tsx";
import { PAYMENT_TEXTS } from "../payment-texts.ts";

/** An empty cart once the agreement is paid (by either partner): nothing to buy here, on to the couple's next step. */
export function AgreementAlreadyPaid({ kind }: { kind: AgreementKind }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md" align="flex-start">
        <Text>{PAYMENT_TEXTS.agreementPaid(kind)}</Text>
        <NextStepButton here="/payment" />
      </Stack>
    </Card>
  );
}

/**
 * The paywall's explanation: what the couple buys (their prenup or postnup at its price, for both of
 * them), why now, and what it includes. Above the cart when the agreement is in it, and the offer itself when the
 * cart is empty (`children`: the way on to the payment).
 */
export function AgreementPaywall({
  priceInCents,
  kind,
  children,
}: {
  priceInCents: number;
  kind: AgreementKind;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="paywall-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="paywall-title">
          {PAYMENT_TEXTS.paywallTitle(priceLabel(priceInCents), kind)}
        </Title>
        <Text>{PAYMENT_TEXTS.paywallWhy(kind)}</Text>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {PAYMENT_TEXTS.paywallIncludesTitle}
          </Title>
          <List spacing={4}>
            {PAYMENT_TEXTS.paywallIncludes(kind).map((line) => (
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

/**
 * An empty cart while the agreement is unpaid: the paywall's explanation of the product of the
 * agreement's kind (GET /products: the prenup's or the postnup's), and the way to pay for it.
 */
export function OfferAgreement({ userId, cartId, kind }: { userId: string; cartId: string; kind: AgreementKind }) {
  const products = useProducts();
  const add = useAddCartItem(userId);

  if (products.isPending) return <LoadingState />;
  if (products.isError) return <ErrorState error={products.error} onRetry={() => void products.refetch()} />;
  const productType = agreementProductTypeFor(kind);
  const agreement = products.data.find((product) => product.productType === productType && product.isActive);
  if (!agreement) return <Text>{PAYMENT_TEXTS.nothingOffered}</Text>;

  return (
    <AgreementPaywall priceInCents={agreement.priceInCents} kind={kind}>
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
        onClick={() => add.mutate({ cartId, productId: agreement.id, quantity: 1 })}
      >
        {PAYMENT_TEXTS.continueToPayment}
      </Button>
    </AgreementPaywall>
  );
}
