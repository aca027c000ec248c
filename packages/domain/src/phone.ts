import { AsYouType, parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/max";
import { NO_VALUE } from "./format.ts";

/**
 * Phone numbers: default country US, international numbers accepted
 * ("+44 20 7946 0958"). Validation uses libphonenumber-js with its full ("max") metadata, so a
 * number must match a real numbering plan, not merely have a plausible length.
 */

export const PHONE_DEFAULT_COUNTRY = "US";

export const PHONE_MESSAGES = {
  required: "Phone number is required",
  invalid: "Invalid phone number",
} as const;

/** The number the text is (default country US), or undefined when it is none. */
export function parsePhone(value: string): PhoneNumber | undefined {
  // extract: false — the whole text must be the number ("call 213 373 4253" is not a number).
  return parsePhoneNumberFromString(value.trim(), { defaultCountry: PHONE_DEFAULT_COUNTRY, extract: false });
}

/**
 * Decision: a number with an extension ("213 373 4253 ext. 12") is rejected, because the stored
 * E.164 form cannot hold the extension and silently dropping it would store a different number.
 */
function isStorable(phone: PhoneNumber | undefined): phone is PhoneNumber {
  return phone !== undefined && phone.isValid() && phone.ext === undefined;
}

/**
 * The spec's message for a phone value, or null when it is acceptable.
 * Empty (or whitespace only) → 'Phone number is required' when required, null when optional.
 */
export function validatePhoneNumber(value: string, options: { required: boolean }): string | null {
  if (value.trim() === "") return options.required ? PHONE_MESSAGES.required : null;
  return isStorable(parsePhone(value)) ? null : PHONE_MESSAGES.invalid;
}

/**
 * The E.164 form of a valid phone number ("(213) 373-4253" → "+12133734253"), the form the API
 * stores; null when the value is empty or not a valid number.
 */
export function normalizePhoneNumber(value: string): string | null {
  const phone = parsePhone(value);
  return isStorable(phone) ? phone.number : null;
}

/**
 * A stored number as people read it: national form for the default country ("+12125550163" →
 * "(212) 555-0163"), international form for others ("+44 20 7946 0958"); text that is not a number
 * is shown as it is, no number shows `NO_VALUE`.
 */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value || value.trim() === "") return NO_VALUE;
  const phone = parsePhone(value);
  if (!phone) return value;
  return phone.country === PHONE_DEFAULT_COUNTRY ? phone.formatNational() : phone.formatInternational();
}

/** A number while it is typed forward ("2133734253" → "(213) 373-4253"); deleting is left alone. */
export function formatPhoneAsTyped(previous: string, next: string): string {
  if (next.length <= previous.length) return next;
  return new AsYouType(PHONE_DEFAULT_COUNTRY).input(next);
}
