import { useState } from "react";
import { Alert, Button, Group, Text, TextInput } from "@mantine/core";
import { apiErrorMessage, useApplyPromoCode, useRemovePromoCode, type Cart } from "@prenup/api-client";
import { PAYMENT_TEXTS } from "../payment-texts.ts";

/** The promo code field: Apply sends the code (the server says why one is refused); Remove takes an applied code off. */
export function PromoCode({ userId, cart, disabled }: { userId: string; cart: Cart; disabled: boolean }) {
  const apply = useApplyPromoCode(userId);
  const remove = useRemovePromoCode(userId);
  const [code, setCode] = useState("");

  if (cart.discountCode) {
    const applied = cart.discountCode.code;
    return (
      <>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            {PAYMENT_TEXTS.promoApplied(applied)}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            loading={remove.isPending}
            disabled={disabled || remove.isPending}
            aria-label={`${PAYMENT_TEXTS.removePromo} ${PAYMENT_TEXTS.promoLabel.toLowerCase()} ${applied}`}
            onClick={() => remove.mutate({ cartId: cart.id })}
          >
            {PAYMENT_TEXTS.removePromo}
          </Button>
        </Group>
        {remove.isError ? (
          <Alert color="red" variant="light" role="alert">
            {apiErrorMessage(remove.error)}
          </Alert>
        ) : null}
      </>
    );
  }

  const trimmed = code.trim();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed === "" || apply.isPending) return;
        apply.mutate({ cartId: cart.id, promoCode: trimmed }, { onSuccess: () => setCode("") });
      }}
    >
      <TextInput
        label={PAYMENT_TEXTS.promoLabel}
        value={code}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={apply.isError ? apiErrorMessage(apply.error) : undefined}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          if (apply.isError) apply.reset();
        }}
        rightSectionWidth={104}
        rightSectionPointerEvents="all"
        rightSection={
          <Button
            type="submit"
            variant="light"
            size="sm"
            loading={apply.isPending}
            disabled={disabled || trimmed === ""}
          >
            {PAYMENT_TEXTS.apply}
          </Button>
        }
      />
    </form>
  );
}
