import { lazy, Suspense, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, Anchor, Button, Card, Divider, Group, Radio, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { formatCents } from "@prenup/domain";
import { ErrorState, LAYOUT, LoadingState } from "@prenup/ui";
import {
  apiErrorMessage,
  useChangeCart,
  useCheckout,
  useCurrentUser,
  useOpenCart,
  usePaymentsConfig,
  useProducts,
  useStanding,
  type Cart,
  type CheckoutResult,
  type PaymentMethodChoice,
} from "@prenup/api-client";
import { localCardProblems, localCardToken, type LocalCard } from "./local-card.ts";

// Stripe's own form loads only when the API runs on Stripe, and only on this page.
const StripeCardForm = lazy(() => import("./stripe-card-form.tsx"));

export const PAYMENT_TEXTS = {
  title: "Payment",
  empty: "Your cart is empty.",
  prenupPaid: "Your prenup is paid for — nothing more to pay.",
  toQuestionnaire: "Continue your questionnaire",
  promoLabel: "Promo code",
  apply: "Apply",
  removePromo: "Remove code",
  methodLabel: "How would you like to pay?",
  redirectNote: "You will confirm the payment on the provider's page, then come back here.",
  pay: (total: string) => `Pay ${total}`,
  remove: "Remove",
} as const;

const METHODS: { value: PaymentMethodChoice; label: string }[] = [
  { value: "CARD", label: "Card" },
  { value: "KLARNA", label: "Klarna" },
  { value: "AFTERPAY", label: "Afterpay" },
  { value: "CASHAPP", label: "Cash App Pay" },
];

/** /payment: the open cart, a promo code, the totals the server computed, and paying for it. */
export function PaymentPage() {
  const currentUser = useCurrentUser();
  const userId = currentUser.data?.id;
  const cart = useOpenCart(userId);
  const standing = useStanding(userId);

  let body;
  if (currentUser.isPending || cart.isPending) body = <LoadingState />;
  else if (cart.isError) body = <ErrorState error={{ message: apiErrorMessage(cart.error) }} onRetry={() => void cart.refetch()} />;
  else if (userId) body = <Checkout userId={userId} cart={cart.data} prenupPaid={standing.data?.prenupPaid === true} />;

  return (
    <Stack gap="lg" maw={LAYOUT.progressBarMaxWidth}>
      <Title order={1}>{PAYMENT_TEXTS.title}</Title>
      {body}
    </Stack>
  );
}

function Checkout({ userId, cart, prenupPaid }: { userId: string; cart: Cart; prenupPaid: boolean }) {
  const navigate = useNavigate();
  const change = useChangeCart(userId, cart.id);
  const checkout = useCheckout(userId);
  const config = usePaymentsConfig();
  const products = useProducts();
  const [promo, setPromo] = useState("");
  const [method, setMethod] = useState<PaymentMethodChoice>("CARD");
  const [card, setCard] = useState<LocalCard>({ number: "", expiry: "", cvc: "" });
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof LocalCard, string>>>({});
  const [payError, setPayError] = useState<string | null>(null);
  // A second click while a payment is on its way sends nothing.
  const paying = useRef(false);

  const afterCheckout = (result: CheckoutResult) => {
    if (result.status === "paid") void navigate(`/payment/success?cartId=${result.cart.id}`);
    else if (result.redirectUrl) window.location.assign(result.redirectUrl);
  };

  const pay = async (paymentMethodToken?: string) => {
    if (paying.current) return;
    paying.current = true;
    setPayError(null);
    try {
      afterCheckout(await checkout.mutateAsync({ cartId: cart.id, paymentMethod: method, ...(paymentMethodToken ? { paymentMethodToken } : {}) }));
    } catch (error) {
      setPayError(apiErrorMessage(error));
    } finally {
      paying.current = false;
    }
  };

  const payLocally = () => {
    if (method === "CARD") {
      const problems = localCardProblems(card);
      setCardErrors(problems);
      if (Object.keys(problems).length > 0) return;
      void pay(localCardToken(card.number));
    } else void pay();
  };

  if (cart.cartItems.length === 0) {
    const prenup = products.data?.find((product) => product.productType === "PRENUP");
    return (
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text>{prenupPaid ? PAYMENT_TEXTS.prenupPaid : PAYMENT_TEXTS.empty}</Text>
          {prenupPaid ? (
            <Anchor component={Link} to="/questionnaire">{PAYMENT_TEXTS.toQuestionnaire}</Anchor>
          ) : prenup ? (
            <Button w="fit-content" loading={change.isPending} onClick={() => change.mutate({ kind: "add", productId: prenup.id, quantity: 1 })}>
              {`Add ${prenup.title} — ${formatCents(prenup.priceInCents)}`}
            </Button>
          ) : null}
          {change.isError ? <Alert color="red" variant="light" role="alert">{apiErrorMessage(change.error)}</Alert> : null}
        </Stack>
      </Card>
    );
  }

  const total = formatCents(cart.totalInCents);
  const busy = checkout.isPending;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Stack gap="md">
          {cart.cartItems.map((item) => (
            <Group key={item.id} justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={600}>{item.product.title}{item.quantity > 1 ? ` × ${item.quantity}` : ""}</Text>
                {item.product.description ? <Text size="sm" c="dimmed">{item.product.description}</Text> : null}
                <Anchor component="button" type="button" size="sm" disabled={change.isPending || busy} onClick={() => change.mutate({ kind: "remove", itemId: item.id })}>
                  {PAYMENT_TEXTS.remove}
                </Anchor>
              </Stack>
              <Text fw={600}>{formatCents(item.subtotalInCents)}</Text>
            </Group>
          ))}
          <Divider />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              change.mutate({ kind: "promo", promoCode: promo }, { onSuccess: () => setPromo("") });
            }}
          >
            {cart.discountCode ? (
              <Group justify="space-between">
                <Text size="sm">{`${PAYMENT_TEXTS.promoLabel}: ${cart.discountCode.code}`}</Text>
                <Button variant="subtle" size="xs" onClick={() => change.mutate({ kind: "removePromo" })}>{PAYMENT_TEXTS.removePromo}</Button>
              </Group>
            ) : (
              <Group align="flex-end" wrap="nowrap">
                <TextInput label={PAYMENT_TEXTS.promoLabel} value={promo} onChange={(event) => setPromo(event.currentTarget.value)} style={{ flex: 1 }} />
                <Button type="submit" variant="default" disabled={promo.trim() === ""} loading={change.isPending}>{PAYMENT_TEXTS.apply}</Button>
              </Group>
            )}
          </form>
          {change.isError ? <Alert color="red" variant="light" role="alert">{apiErrorMessage(change.error)}</Alert> : null}
          <Stack gap={4}>
            <Group justify="space-between"><Text>Subtotal</Text><Text>{formatCents(cart.subtotalInCents)}</Text></Group>
            {cart.discountInCents > 0 ? (
              <Group justify="space-between"><Text>Discount</Text><Text c="green.8">{`−${formatCents(cart.discountInCents)}`}</Text></Group>
            ) : null}
            <Group justify="space-between"><Text fw={700}>Total</Text><Text fw={700} data-testid="cart-total">{total}</Text></Group>
          </Stack>
        </Stack>
      </Card>

      <Card withBorder padding="lg">
        <Stack gap="md">
          <Radio.Group label={PAYMENT_TEXTS.methodLabel} value={method} onChange={(value) => setMethod(value as PaymentMethodChoice)}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
              {METHODS.map((option) => <Radio key={option.value} value={option.value} label={option.label} />)}
            </SimpleGrid>
          </Radio.Group>
          {method !== "CARD" ? <Text size="sm" c="dimmed">{PAYMENT_TEXTS.redirectNote}</Text> : null}
          {config.data?.provider === "stripe" && method === "CARD" ? (
            <Suspense fallback={<LoadingState />}>
              <StripeCardForm publishableKey={config.data.publishableKey ?? ""} total={total} busy={busy} onToken={(token) => void pay(token)} onError={setPayError} />
            </Suspense>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                payLocally();
              }}
            >
              <Stack gap="sm">
                {method === "CARD" ? (
                  <>
                    <TextInput label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" value={card.number} error={cardErrors.number} onChange={(event) => setCard({ ...card, number: event.currentTarget.value })} />
                    <Group grow>
                      <TextInput label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="12/29" value={card.expiry} error={cardErrors.expiry} onChange={(event) => setCard({ ...card, expiry: event.currentTarget.value })} />
                      <TextInput label="Security code" inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={card.cvc} error={cardErrors.cvc} onChange={(event) => setCard({ ...card, cvc: event.currentTarget.value })} />
                    </Group>
                    {config.data?.provider === "local" ? (
                      <Text size="xs" c="dimmed">Test payments: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for approval. No money moves.</Text>
                    ) : null}
                  </>
                ) : null}
                <Button type="submit" size="md" loading={busy} disabled={busy}>{PAYMENT_TEXTS.pay(total)}</Button>
              </Stack>
            </form>
          )}
          {payError ? <Alert color="red" variant="light" role="alert" title="Payment not completed">{payError}</Alert> : null}
        </Stack>
      </Card>
    </Stack>
  );
}
