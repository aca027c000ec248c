import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert, Button, Card, Divider, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { formatCents, formatDateTime } from "@prenup/domain";
import { ErrorState, LAYOUT, LoadingState } from "@prenup/ui";
import { apiErrorMessage, useCart, useCheckout, useCurrentUser, type Cart } from "@prenup/api-client";
import { NextStepButton } from "../../components/next-step/next-step-button.tsx";
import { CartTotals } from "./components/cart-totals.tsx";
import { leaveForProvider } from "./utils/leave-page.ts";
import { PAYMENT_METHOD_LABELS, PAYMENT_TEXTS } from "./payment-texts.ts";

/** While the provider is still processing, the payment is checked again this often, this many times. */
export const PROCESSING_RECHECK_MS = 3000;
export const PROCESSING_RECHECKS = 10;

/**
 * /payment/success?cartId=… : the result of a payment. Back from a provider's page the cart is not
 * paid yet, and checking out again with the cart alone finishes the payment (once, whatever the
 * renders); then what was bought, and where to go next. A cancelled or declined payment says so.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const cartId = params.get("cartId");
  const currentUser = useCurrentUser();
  const userId = currentUser.data?.id;
  const cart = useCart(userId, cartId);
  const checkout = useCheckout(userId);
  const { mutate: finish } = checkout;
  const finishing = useRef(false);
  const [rechecks, setRechecks] = useState(0);

  // A payment under way (back from the provider's page) is finished by checking out with the cart
  // alone; an unpaid cart with none under way was cancelled or refused there, and is only reported.
  const unpaidCartId = cart.data && cart.data.cartStatus === "UNPAID" ? cart.data.id : null;
  const nothingUnderWay = cart.data?.cartStatus === "UNPAID" && !cart.data.paymentPending;
  useEffect(() => {
    if (!unpaidCartId || finishing.current || nothingUnderWay) return;
    finishing.current = true;
    finish({ cartId: unpaidCartId });
  }, [unpaidCartId, nothingUnderWay, finish]);

  // Still processing at the provider: look again in a moment, a few times.
  const processing = checkout.data?.status === "processing" && !checkout.isPending;
  useEffect(() => {
    if (!processing || !unpaidCartId || rechecks >= PROCESSING_RECHECKS) return;
    const timer = setTimeout(() => {
      setRechecks((count) => count + 1);
      finish({ cartId: unpaidCartId });
    }, PROCESSING_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [processing, unpaidCartId, rechecks, finish]);

  const paid =
    cart.data?.cartStatus === "PAID"
      ? cart.data
      : checkout.data?.cart.cartStatus === "PAID"
        ? checkout.data.cart
        : null;

  let title: string = PAYMENT_TEXTS.finishingTitle;
  let body: ReactNode;
  if (!cartId) {
    title = PAYMENT_TEXTS.failedTitle;
    body = <NotCompleted message={PAYMENT_TEXTS.noPayment} color="yellow" />;
  } else if (currentUser.isError) {
    body = <ErrorState error={currentUser.error} onRetry={() => void currentUser.refetch()} />;
  } else if (paid) {
    title = PAYMENT_TEXTS.successTitle;
    body = <Purchase cart={paid} />;
  } else if (cart.isError) {
    title = PAYMENT_TEXTS.failedTitle;
    body = <NotCompleted message={apiErrorMessage(cart.error)} />;
  } else if (checkout.isError) {
    title = PAYMENT_TEXTS.failedTitle;
    body = <NotCompleted message={apiErrorMessage(checkout.error)} />;
  } else if (cart.data?.cartStatus === "REFUNDED") {
    title = PAYMENT_TEXTS.failedTitle;
    body = <NotCompleted message={PAYMENT_TEXTS.refunded} />;
  } else if (checkout.data?.status === "canceled" || checkout.data?.status === "refunded") {
    title = PAYMENT_TEXTS.failedTitle;
    body = (
      <NotCompleted message={checkout.data.status === "canceled" ? PAYMENT_TEXTS.canceled : PAYMENT_TEXTS.refunded} />
    );
  } else if (checkout.data?.status === "requires_action" && !checkout.isPending) {
    const approvalUrl = checkout.data.redirectUrl;
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="blue" variant="light" role="status" w="100%">
          {PAYMENT_TEXTS.awaitingApproval}
        </Alert>
        <Group gap="sm">
          {approvalUrl ? <Button onClick={() => leaveForProvider(approvalUrl)}>{PAYMENT_TEXTS.approve}</Button> : null}
          <Button component={Link} to="/payment" variant="default">
            {PAYMENT_TEXTS.backToPayment}
          </Button>
        </Group>
      </Stack>
    );
  } else if (processing && rechecks >= PROCESSING_RECHECKS) {
    body = (
      <Stack gap="md" align="flex-start">
        <Alert color="blue" variant="light" role="status" w="100%">
          {PAYMENT_TEXTS.stillProcessing}
        </Alert>
        <Button
          onClick={() => {
            setRechecks(0);
            if (unpaidCartId) finish({ cartId: unpaidCartId });
          }}
        >
          {PAYMENT_TEXTS.checkAgain}
        </Button>
      </Stack>
    );
  } else if (processing) {
    body = (
      <Group role="status" aria-live="polite" gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text>{PAYMENT_TEXTS.processing}</Text>
      </Group>
    );
  } else if (nothingUnderWay && !checkout.isPending) {
    title = PAYMENT_TEXTS.failedTitle;
    body = <NotCompleted message={PAYMENT_TEXTS.notFinished} />;
  } else {
    body = <LoadingState label={PAYMENT_TEXTS.finishing} />;
  }

  return (
    <Stack gap="lg" maw={LAYOUT.progressBarMaxWidth} w="100%">
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
}

function NotCompleted({ message, color = "red" }: { message: string; color?: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color={color} variant="light" role="alert" title={PAYMENT_TEXTS.failedTitle} w="100%">
        {message}
      </Alert>
      <Button component={Link} to="/payment">
        {PAYMENT_TEXTS.backToPayment}
      </Button>
    </Stack>
  );
}

/** What a paid cart bought, what each line cost, the total paid and how; then where to go next. */
function Purchase({ cart }: { cart: Cart }) {
  const boughtAttorneyService = cart.cartItems.some(
    (item) => item.product.productCategory === "ATTORNEY_SERVICE" || item.product.productType === "ATTORNEY_SERVICE",
  );
  return (
    <>
      <Alert color="green" variant="light" role="status">
        {PAYMENT_TEXTS.successIntro}
      </Alert>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bought-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="bought-heading">
            {PAYMENT_TEXTS.boughtHeading}
          </Title>
          <Stack component="ul" gap="sm" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {cart.cartItems.map((item) => (
              <li key={item.id}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text>{item.quantity > 1 ? `${item.product.title} × ${item.quantity}` : item.product.title}</Text>
                  <Text fw={600}>{formatCents(item.totalInCents)}</Text>
                </Group>
              </li>
            ))}
          </Stack>
          <Divider />
          <CartTotals
            cart={cart}
            totalLabel={PAYMENT_TEXTS.totalPaid}
            totalInCents={cart.totalPaidInCents ?? cart.totalInCents}
          />
          <Stack gap={2}>
            <Text size="sm">{`${PAYMENT_TEXTS.paidWith}: ${cart.paymentMethod ? PAYMENT_METHOD_LABELS[cart.paymentMethod] : PAYMENT_TEXTS.noPaymentNeeded}`}</Text>
            {cart.transactionCompletedAt ? (
              <Text
                size="sm"
                c="dimmed"
              >{`${PAYMENT_TEXTS.paidOn}: ${formatDateTime(cart.transactionCompletedAt)}`}</Text>
            ) : null}
          </Stack>
        </Stack>
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="next-heading">
        <Title order={2} size="h3" id="next-heading">
          {PAYMENT_TEXTS.nextHeading}
        </Title>
        <Group gap="sm">
          <NextStepButton here="/payment" />
          {boughtAttorneyService ? (
            <Button component={Link} to="/attorney-services" variant="default" w={{ base: "100%", xs: "auto" }}>
              {PAYMENT_TEXTS.attorneyServices}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </>
  );
}
