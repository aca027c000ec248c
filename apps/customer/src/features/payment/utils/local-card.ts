/**
 * The embedded local gateway's card form: test cards turned into the gateway's tokens in the
 * browser. The card number, expiry and security code never leave this page; the server only ever
 * receives the token.
 */
const TEST_CARD_TOKENS: Readonly<Record<string, string>> = {
  "4242424242424242": "tok_local_success",
  "4000000000000002": "tok_local_decline",
  "4000002760003184": "tok_local_authenticate",
};

/** The token of any other valid-looking number: the gateway refuses it with its own message. */
export const UNKNOWN_CARD_TOKEN = "tok_local_unknown";

export const LOCAL_CARD_MESSAGES = {
  number: "Enter a valid card number.",
  expiry: "Enter the expiry as MM/YY, not in the past.",
  cvc: "Enter the 3- or 4-digit security code.",
} as const;

export type LocalCard = { number: string; expiry: string; cvc: string };
export type LocalCardProblems = Partial<Record<keyof LocalCard, string>>;

const digitsOf = (value: string) => value.replace(/[\s-]/g, "");

/** The Luhn checksum every card number carries (it catches a mistyped digit). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A number as it is typed, grouped by four ("4242 4242 4242 4242"); anything but digits is dropped. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** An expiry as it is typed: "1229" → "12/29". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The form's problems by field, empty when the card can be turned into a token: 13 to 19 digits
 * with a valid checksum; an expiry MM/YY whose month has not ended; a 3- or 4-digit code.
 */
export function localCardProblems(card: LocalCard, today: Date = new Date()): LocalCardProblems {
  const problems: LocalCardProblems = {};
  const number = digitsOf(card.number);
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) problems.number = LOCAL_CARD_MESSAGES.number;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  // The card works until the last moment of its month (the first instant of the next, in UTC).
  const endOfMonth = Date.UTC(year, month, 1);
  if (!expiry || month < 1 || month > 12 || endOfMonth <= today.getTime()) problems.expiry = LOCAL_CARD_MESSAGES.expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = LOCAL_CARD_MESSAGES.cvc;
  return problems;
}

/** The local gateway's token for a card number. */
export function localCardToken(number: string): string {
  return TEST_CARD_TOKENS[digitsOf(number)] ?? UNKNOWN_CARD_TOKEN;
}
