import { TextInput, type TextInputProps } from "@mantine/core";
import { PHONE_DEFAULT_COUNTRY, validatePhoneNumber } from "@prenup/domain";
import { AsYouType } from "libphonenumber-js/max";
import { useState } from "react";

export interface PhoneInputProps extends Omit<TextInputProps, "value" | "defaultValue" | "onChange" | "type"> {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/** Formats a number while it is typed forward ("2133734253" → "(213) 373-4253"); deleting is left alone. */
export function formatPhoneAsTyped(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  return new AsYouType(PHONE_DEFAULT_COUNTRY).input(next);
}

/**
 * A phone number field (US by default, international with '+'), formatted as it is typed and
 * checked with the server's rule (validatePhoneNumber from @prenup/domain) once it is left.
 * Store `normalizePhoneNumber(value)` (E.164).
 */
export function PhoneInput({ value, onChange, required = false, error, onBlur, ...props }: PhoneInputProps) {
  const [touched, setTouched] = useState(false);
  const message = validatePhoneNumber(value, { required });
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required={required}
      value={value}
      error={error ?? (touched ? message : null)}
      onChange={(event) => onChange(formatPhoneAsTyped(value, event.currentTarget.value))}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
    />
  );
}
