import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Alert, Button, Card, Divider, Stack, Text, Title } from "@mantine/core";
import { formatCents, isAgreementProduct } from "@prenup/domain";
import { ErrorState, LAYOUT, LoadingState } from "@prenup/ui";
import {
  apiErrorMessage,
  currentDocument,
  useCurrentUser,
  useOpenCart,
  usePaymentsConfig,
  useRemoveCartItem,
  useStanding,
  useUpdateCartItem,
  useUserDocuments,
  type Cart,
  type CartItem,
  type PaymentMethodChoice,
} from "@prenup/api-client";
import { CartLines } from "./components/cart-lines.tsx";
import { CartTotals } from "./components/cart-totals.tsx";
import { AgreementAlreadyPaid, AgreementPaywall, OfferAgreement } from "./components/empty-cart.tsx";
import { LocalCardForm } from "./components/local-card-form.tsx";
import { PayButton } from "./components/pay-button.tsx";
import { PaymentMethodPicker } from "./components/payment-method-picker.tsx";
import { PromoCode } from "./components/promo-code.tsx";
import { successPath, usePay, type Pay } from "./hooks/use-pay.ts";
import { PAYMENT_METHOD_LABELS, PAYMENT_TEXTS } from "./payment-texts.ts";

// Stripe's form (and Stripe.js with it) loads only when the API runs on Stripe, and only on this page.
const StripeCardForm = lazy(() => import("./components/stripe-card-form.tsx"));

/**
 * /payment: the paywall's explanation when the prenup is what is bought
 * (offered when the cart is empty and it is unpaid), the open cart with the server's totals, a promo
 * code, the way to pay and the card form of the configured provider. Nothing is added up here: every change answers
 * the whole cart, which is shown as it is.
 */
export function PaymentPage() {
  const currentUser = useCurrentUser();
  const userId = currentUser.data?.id;
  const cart = useOpenCart(userId);
  const standing = useStanding(userId);
  const documents = useUserDocuments(userId);
  // A prenup until the agreement says otherwise (without one, the prenup is what is sold).
  const kind = currentDocument(documents.data)?.kind ?? "PRENUP";

  let body: ReactNode;
  if (currentUser.isError) body = <ErrorState error={currentUser.error} onRetry={() => void currentUser.refetch()} />;
  else if (!userId || cart.isPending) body = <LoadingState />;
  else if (cart.isError) body = <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />;
  // Just paid (a cart paid a moment ago): the next open cart is on its way.
  else if (cart.data.cartStatus === "PAID") body = <LoadingState />;
  else if (cart.data.cartItems.length > 0) body = <Checkout userId={userId} cart={cart.data} />;
  else if (standing.isPending) body = <LoadingState />;
  // Without the standing the prenup is offered; the server refuses it with its reason if it is paid.
  else if (documents.isPending) body = <LoadingState />;
  else if (standing.data?.prenupPaid) body = <AgreementAlreadyPaid kind={kind} />;
  else body = <OfferAgreement userId={userId} cartId={cart.data.id} kind={kind} />;

  return (
    <Stack gap="lg" maw={LAYOUT.progressBarMaxWidth} w="100%">
      <Title order={1}>{PAYMENT_TEXTS.title}</Title>
      {body}
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Checkout({ userId, cart }: { userId: string; cart: Cart }) {
  const payment = usePay(userId, cart.id);
  const update = useUpdateCartItem(userId);
  const remove = useRemoveCartItem(userId);
  const [knownMaximum, setKnownMaximum] = useState<Record<string, number>>({});
  const [note, setNote] = useState<{ itemId: string; text: string } | null>(null);
  const changing = update.isPending || remove.isPending;
  const changeError = update.error ?? remove.error;

  const changeQuantity = (item: CartItem, quantity: number) => {
    setNote(null);
    remove.reset();
    update.mutate(
      { cartId: cart.id, itemId: item.id, quantity },
      {
        onSuccess: (answered) => {
          // The server clamps a request to what can be bought: say so, and stop the + button there.
          const allowed = answered.cartItems.find((line) => line.id === item.id)?.quantity;
          if (allowed !== undefined && allowed < quantity) {
            setKnownMaximum((current) => ({ ...current, [item.id]: allowed }));
            setNote({ itemId: item.id, text: PAYMENT_TEXTS.quantityClamped(allowed) });
          }
        },
      },
    );
  };

  const removeItem = (item: CartItem) => {
    setNote(null);
    update.reset();
    remove.mutate({ cartId: cart.id, itemId: item.id });
  };

  // The agreement in the cart: what it is and includes comes first, then the cart and the payment.
  const agreement = cart.cartItems.find((item) => isAgreementProduct(item.product.productType));
  return (
    <>
      {agreement ? (
        <AgreementPaywall
          priceInCents={agreement.unitPriceInCents}
          kind={agreement.product.productType === "POSTNUP" ? "POSTNUP" : "PRENUP"}
        />
      ) : null}
      <Section id="cart-heading" title={PAYMENT_TEXTS.cartHeading}>
        <CartLines
          items={cart.cartItems}
          disabled={changing || payment.busy}
          knownMaximum={knownMaximum}
          note={note}
          onQuantity={changeQuantity}
          onRemove={removeItem}
        />
        {changeError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(changeError)}
          </Alert>
        ) : null}
        <Divider />
        <PromoCode userId={userId} cart={cart} disabled={payment.busy} />
        <CartTotals cart={cart} />
      </Section>
      <Section id="pay-heading" title={PAYMENT_TEXTS.payHeading}>
        {cart.paymentPending ? (
          <Alert color="blue" variant="light" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{PAYMENT_TEXTS.pendingApproval}</Text>
              <Button component={Link} to={successPath(cart.id)} size="xs" variant="outline">
                {PAYMENT_TEXTS.checkPending}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <PaymentForm cart={cart} payment={payment} />
        {payment.error ? (
          <Alert color="red" variant="light" role="alert" title={PAYMENT_TEXTS.payFailedTitle}>
            {payment.error}
          </Alert>
        ) : null}
      </Section>
    </>
  );
}

/** The way to pay and its form; a cart that costs nothing (a full discount) is completed without either. */
function PaymentForm({ cart, payment }: { cart: Cart; payment: Pay }) {
  const config = usePaymentsConfig();
  const [chosen, setChosen] = useState<PaymentMethodChoice>("CARD");
  const payLabel = PAYMENT_TEXTS.pay(formatCents(cart.totalInCents));

  if (cart.totalInCents <= 0) {
    return (
      <form
        noValidate
        aria-label={PAYMENT_TEXTS.payHeading}
        onSubmit={(event) => {
          event.preventDefault();
          void payment.pay({ method: "CARD" });
        }}
      >
        <Stack gap="sm">
          <Text>{PAYMENT_TEXTS.nothingToPay}</Text>
          <PayButton label={PAYMENT_TEXTS.completeFree} busy={payment.busy} />
        </Stack>
      </form>
    );
  }
  if (config.isPending) return <LoadingState />;
  if (config.isError)
    return <ErrorState title={PAYMENT_TEXTS.configFailed} error={config.error} onRetry={() => void config.refetch()} />;

  const methods = config.data.methods;
  const method = methods.includes(chosen) ? chosen : methods[0];
  if (!method) return <Text>{PAYMENT_TEXTS.configFailed}</Text>;

  let form: ReactNode;
  if (method !== "CARD") {
    form = (
      <form
        noValidate
        aria-label={PAYMENT_TEXTS.payHeading}
        onSubmit={(event) => {
          event.preventDefault();
          void payment.pay({ method });
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {PAYMENT_TEXTS.redirectNote(PAYMENT_METHOD_LABELS[method])}
          </Text>
          <PayButton label={payLabel} busy={payment.busy} />
        </Stack>
      </form>
    );
  } else if (config.data.provider === "stripe" && config.data.publishableKey) {
    form = (
      <Suspense fallback={<LoadingState />}>
        <StripeCardForm
          publishableKey={config.data.publishableKey}
          amountInCents={cart.totalInCents}
          payment={payment}
          payLabel={payLabel}
        />
      </Suspense>
    );
  } else if (config.data.provider === "stripe") {
    form = <ErrorState error={{ message: PAYMENT_TEXTS.stripeLoadFailed }} />;
  } else {
    form = <LocalCardForm payment={payment} payLabel={payLabel} />;
  }

  return (
    <Stack gap="md">
      <PaymentMethodPicker methods={methods} value={method} disabled={payment.busy} onChange={setChosen} />
      {form}
    </Stack>
  );
}
