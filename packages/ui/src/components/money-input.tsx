import { TextInput, type TextInputProps } from "@mantine/core";
import {
  type Currency,
  CURRENCY_SYMBOLS,
  formatMoneyInput,
  parseMoneyInput,
  toCents,
  validateCurrencyInput,
} from "@prenup/domain";
import { useEffect, useRef, useState } from "react";

export interface MoneyInputProps extends Omit<TextInputProps, "value" | "defaultValue" | "onChange" | "type"> {
  /** The amount in integer cents; null when empty. */
  valueInCents: number | null;
  /** Called with every acceptable amount as typed (null when emptied); never with a wrong one. */
  onChangeCents: (cents: number | null) => void;
  currency?: Currency;
  required?: boolean;
}

/**
 * An amount of money typed as text ("1,234.50"), checked with the same rules as the server
 * (validateCurrencyInput from @prenup/domain) and reported in cents. The message shows once the
 * field is left; a given `error` prop takes precedence.
 */
export function MoneyInput({
  valueInCents,
  onChangeCents,
  currency = "USD",
  required = false,
  error,
  onBlur,
  ...props
}: MoneyInputProps) {
  const [text, setText] = useState(() => formatMoneyInput(valueInCents));
  const [touched, setTouched] = useState(false);
  const lastReported = useRef<number | null>(valueInCents);

  // A new value from outside (loaded, reset) replaces the text; our own reports do not.
  useEffect(() => {
    if (valueInCents !== lastReported.current) {
      lastReported.current = valueInCents;
      setText(formatMoneyInput(valueInCents));
    }
  }, [valueInCents]);

  const message = validateCurrencyInput(text, { required });
  return (
    <TextInput
      {...props}
      required={required}
      inputMode="decimal"
      autoComplete="off"
      leftSection={CURRENCY_SYMBOLS[currency]}
      value={text}
      error={error ?? (touched ? message : null)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (validateCurrencyInput(next, { required: false }) !== null) return;
        const dollars = parseMoneyInput(next);
        const cents = dollars === undefined ? null : toCents(dollars);
        if (cents === lastReported.current) return;
        lastReported.current = cents;
        onChangeCents(cents);
      }}
      onBlur={(event) => {
        setTouched(true);
        if (message === null && lastReported.current !== null) setText(formatMoneyInput(lastReported.current));
        onBlur?.(event);
      }}
    />
  );
}
