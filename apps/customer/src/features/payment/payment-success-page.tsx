import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatCents } from "@prenup/domain";
import { LAYOUT, LoadingState } from "@prenup/ui";
import { apiErrorMessage, useCart, useCheckout, useCurrentUser } from "@prenup/api-client";

/**
 * /payment/success: after a card payment, or back from a provider's page (where checking out again
 * with the cart alone finishes the payment), what was bought and where to go next.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const cartId = params.get("cartId");
  const currentUser = useCurrentUser();
  const userId = currentUser.data?.id;
  const cart = useCart(userId, cartId);
  const checkout = useCheckout(userId);
  const finishing = useRef(false);

  useEffect(() => {
    if (!cart.data || cart.data.cartStatus === "PAID" || finishing.current) return;
    finishing.current = true;
    checkout.mutate({ cartId: cart.data.id });
  }, [cart.data, checkout]);

  const paid = checkout.data?.status === "paid" ? checkout.data.cart : cart.data?.cartStatus === "PAID" ? cart.data : null;
  let body;
  if (!cartId) body = <Alert color="yellow" variant="light">No payment to show.</Alert>;
  else if (cart.isError) body = <Alert color="red" variant="light" role="alert">{apiErrorMessage(cart.error)}</Alert>;
  else if (checkout.isError || checkout.data?.status === "canceled") {
    body = (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert" title="Payment not completed">
          {checkout.isError ? apiErrorMessage(checkout.error) : "The payment was cancelled. Nothing was charged."}
        </Alert>
        <Button component={Link} to="/payment" w="fit-content">Back to payment</Button>
      </Stack>
    );
  } else if (!paid) body = <LoadingState />;
  else {
    const boughtService = paid.cartItems.some((item) => item.product.productCategory === "ATTORNEY_SERVICE");
    body = (
      <Stack gap="lg">
        <Alert color="green" variant="light" title="Payment complete">Thank you — your purchase is confirmed.</Alert>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            {paid.cartItems.map((item) => (
              <Group key={item.id} justify="space-between">
                <Text>{item.product.title}{item.quantity > 1 ? ` × ${item.quantity}` : ""}</Text>
                <Text>{formatCents(item.totalInCents)}</Text>
              </Group>
            ))}
            <Group justify="space-between">
              <Text fw={700}>Total paid</Text>
              <Text fw={700}>{formatCents(paid.totalPaidInCents ?? paid.totalInCents)}</Text>
            </Group>
          </Stack>
        </Card>
        <Group>
          <Button component={Link} to="/questionnaire">Continue your questionnaire</Button>
          {boughtService ? <Button component={Link} to="/attorney-services" variant="default">Attorney services</Button> : null}
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={LAYOUT.progressBarMaxWidth}>
      <Title order={1}>Payment complete</Title>
      {body}
    </Stack>
  );
}
