import { Link } from "react-router";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatCents } from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { apiErrorMessage, useAddCartItem, useProducts } from "@prenup/api-client";
import { PAYMENT_TEXTS } from "../payment-texts.ts";

/** An empty cart once the prenup is paid (by either partner): nothing to buy here, on with the questionnaire. */
export function PrenupAlreadyPaid() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md" align="flex-start">
        <Text>{PAYMENT_TEXTS.prenupPaid}</Text>
        <Button component={Link} to="/questionnaire" w={{ base: "100%", xs: "auto" }}>
          {PAYMENT_TEXTS.continueQuestionnaire}
        </Button>
      </Stack>
    </Card>
  );
}

/** An empty cart while the prenup is unpaid: the prenup product (GET /products), to put in the cart. */
export function OfferPrenup({ userId, cartId }: { userId: string; cartId: string }) {
  const products = useProducts();
  const add = useAddCartItem(userId);

  if (products.isPending) return <LoadingState />;
  if (products.isError) return <ErrorState error={products.error} onRetry={() => void products.refetch()} />;
  const prenup = products.data.find((product) => product.productType === "PRENUP" && product.isActive);
  if (!prenup) return <Text>{PAYMENT_TEXTS.emptyCart}</Text>;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="offer-prenup-title">
      <Stack gap="md">
        <Text c="dimmed">{`${PAYMENT_TEXTS.emptyCart} ${PAYMENT_TEXTS.offerIntro}`}</Text>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id="offer-prenup-title">
              {prenup.title}
            </Title>
            {prenup.description ? (
              <Text size="sm" c="dimmed">
                {prenup.description}
              </Text>
            ) : null}
          </Stack>
          <Text fw={700}>{formatCents(prenup.priceInCents)}</Text>
        </Group>
        {add.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(add.error)}
          </Alert>
        ) : null}
        <Button
          w={{ base: "100%", xs: "auto" }}
          loading={add.isPending}
          disabled={add.isPending}
          aria-label={`${PAYMENT_TEXTS.addToCart}: ${prenup.title}`}
          onClick={() => add.mutate({ cartId, productId: prenup.id, quantity: 1 })}
        >
          {PAYMENT_TEXTS.addToCart}
        </Button>
      </Stack>
    </Card>
  );
}
