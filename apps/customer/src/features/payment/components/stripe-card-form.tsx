import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Alert, Stack } from "@mantine/core";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import type { Pay } from "../hooks/use-pay.ts";
import { PAYMENT_TEXTS } from "../payment-texts.ts";
import { PayButton } from "./pay-button.tsx";

/**
 * Stripe.js, loaded once per publishable key and only when this form shows (the module itself is
 * imported lazily by the payment page, so nothing of Stripe is in the app's start-up bundle). A
 * failed load answers null: the form then says it could not load.
 */
let loaded: { key: string; stripe: Promise<Stripe | null> } | null = null;
function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  if (loaded?.key !== publishableKey) {
    const stripe = import("@stripe/stripe-js").then(({ loadStripe }) => loadStripe(publishableKey)).catch(() => null);
    loaded = { key: publishableKey, stripe };
  }
  return loaded.stripe;
}

export type StripeCardFormProps = { publishableKey: string; amountInCents: number; payment: Pay; payLabel: string };

/**
 * Stripe's Payment Element for cards: the card goes from the browser to Stripe, which answers a
 * PaymentMethod whose id is what our server receives. A card that needs 3-D Secure is confirmed in
 * the page (handleNextAction), then the cart alone finishes the payment.
 */
export default function StripeCardForm({ publishableKey, amountInCents, payment, payLabel }: StripeCardFormProps) {
  const stripe = useMemo(() => loadStripeOnce(publishableKey), [publishableKey]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((instance) => {
      if (current && !instance) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  if (failed) {
    return (
      <Alert color="red" variant="light" role="alert">
        {PAYMENT_TEXTS.stripeLoadFailed}
      </Alert>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: "payment",
        amount: amountInCents,
        currency: "usd",
        paymentMethodCreation: "manual",
        allowedPaymentMethodTypes: ["card"],
      }}
    >
      <CardForm payment={payment} payLabel={payLabel} onLoadError={() => setFailed(true)} />
    </Elements>
  );
}

function CardForm({ payment, payLabel, onLoadError }: { payment: Pay; payLabel: string; onLoadError(): void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || payment.busy) return;
    void payment.pay({
      method: "CARD",
      tokenize: async () => {
        // Stripe checks the fields (and shows its own messages) before a PaymentMethod can be made.
        const submitted = await elements.submit();
        if (submitted.error) return { error: submitted.error.message ?? PAYMENT_TEXTS.cardUnreadable };
        const created = await stripe.createPaymentMethod({ elements });
        if (created.error) return { error: created.error.message ?? PAYMENT_TEXTS.cardUnreadable };
        return { token: created.paymentMethod.id };
      },
      handleNextAction: async (clientSecret) => {
        const { error } = await stripe.handleNextAction({ clientSecret });
        return error ? (error.message ?? PAYMENT_TEXTS.cardNotConfirmed) : null;
      },
    });
  };

  return (
    <form noValidate aria-label={PAYMENT_TEXTS.payHeading} onSubmit={submit}>
      <Stack gap="sm">
        <PaymentElement options={{ layout: "tabs" }} onReady={() => setReady(true)} onLoadError={onLoadError} />
        <PayButton label={payLabel} busy={payment.busy} disabled={!stripe || !elements || !ready} />
      </Stack>
    </form>
  );
}
