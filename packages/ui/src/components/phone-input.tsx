import { TextInput, type TextInputProps } from "@mantine/core";
import { formatPhoneAsTyped, validatePhoneNumber } from "@prenup/domain";
import { useState } from "react";

export interface PhoneInputProps extends Omit<TextInputProps, "value" | "defaultValue" | "onChange" | "type"> {
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
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
