import { useState } from "react";
import { SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import {
  formatCardNumber,
  formatExpiry,
  localCardProblems,
  localCardToken,
  type LocalCard,
  type LocalCardProblems,
} from "../utils/local-card.ts";
import type { Pay } from "../hooks/use-pay.ts";
import { PAYMENT_TEXTS } from "../payment-texts.ts";
import { PayButton } from "./pay-button.tsx";

/**
 * The card form of the embedded local gateway. What is typed stays in this component: paying sends
 * only the gateway's token for the card.
 */
export function LocalCardForm({ payment, payLabel }: { payment: Pay; payLabel: string }) {
  const [card, setCard] = useState<LocalCard>({ number: "", expiry: "", cvc: "" });
  const [problems, setProblems] = useState<LocalCardProblems>({});

  const edit = (field: keyof LocalCard, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form
      noValidate
      aria-label={PAYMENT_TEXTS.payHeading}
      onSubmit={(event) => {
        event.preventDefault();
        if (payment.busy) return;
        const found = localCardProblems(card);
        setProblems(found);
        if (Object.keys(found).length > 0) return;
        void payment.pay({ method: "CARD", tokenize: async () => ({ token: localCardToken(card.number) }) });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={PAYMENT_TEXTS.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          error={problems.number}
          disabled={payment.busy}
          onChange={(event) => edit("number", formatCardNumber(event.currentTarget.value))}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={PAYMENT_TEXTS.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            error={problems.expiry}
            disabled={payment.busy}
            onChange={(event) => edit("expiry", formatExpiry(event.currentTarget.value))}
          />
          <TextInput
            label={PAYMENT_TEXTS.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            error={problems.cvc}
            disabled={payment.busy}
            onChange={(event) => edit("cvc", event.currentTarget.value.replace(/\D/g, ""))}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {PAYMENT_TEXTS.testCards}
        </Text>
        <PayButton label={payLabel} busy={payment.busy} />
      </Stack>
    </form>
  );
}
