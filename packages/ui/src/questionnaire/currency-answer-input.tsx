import { TextInput, type TextInputProps } from "@mantine/core";
import { formatCents, parseMoneyInput, toCents, validateCurrencyInput } from "@prenup/domain";

export const CURRENCY_PLACEHOLDER = "$0.00";

/**
 * The tidy form of a typed amount ("1234.5" → "$1,234.50"), or the text unchanged when it is not a
 * valid amount (so its message stays visible and the person can correct it).
 */
export function formatCurrencyAnswer(text: string): string {
  if (text.trim() === "" || validateCurrencyInput(text, { required: false }) !== null) return text;
  const dollars = parseMoneyInput(text);
  return dollars === undefined ? text : formatCents(toCents(dollars), "USD");
}

export interface CurrencyAnswerInputProps extends Omit<TextInputProps, "value" | "defaultValue" | "onChange" | "type"> {
  value: string;
  onChange: (text: string) => void;
}

/**
 * An amount typed as text for a CURRENCY question: '$' and ',' are allowed while typing, the text is
 * reformatted when the field is left, placeholder $0.00. The answer keeps the
 * text; the server checks it with the same rule.
 */
export function CurrencyAnswerInput({ value, onChange, onBlur, ...props }: CurrencyAnswerInputProps) {
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      placeholder={CURRENCY_PLACEHOLDER}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const tidy = formatCurrencyAnswer(value);
        if (tidy !== value) onChange(tidy);
        onBlur?.(event);
      }}
    />
  );
}
