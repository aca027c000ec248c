import { useMemo, useState } from "react";
import { Button, Stack, Text } from "@mantine/core";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";

type Props = { publishableKey: string; total: string; busy: boolean; onToken(token: string): void; onError(message: string): void };

/** Stripe's own card field: the card goes from the browser to Stripe; our server gets a PaymentMethod id. */
export default function StripeCardForm(props: Props) {
  const stripe = useMemo(() => loadStripe(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ total, busy, onToken, onError }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [creating, setCreating] = useState(false);
  const submit = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setCreating(true);
    const { paymentMethod, error } = await stripe.createPaymentMethod({ type: "card", card });
    setCreating(false);
    if (error) onError(error.message ?? "Your card could not be read.");
    else onToken(paymentMethod.id);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={500}>Card</Text>
        <div style={{ border: "1px solid var(--mantine-color-gray-4)", borderRadius: 8, padding: 12 }}>
          <CardElement options={{ hidePostalCode: false }} />
        </div>
        <Button type="submit" size="md" loading={busy || creating} disabled={!stripe || busy || creating}>{`Pay ${total}`}</Button>
      </Stack>
    </form>
  );
}
