/**
 * The embedded local gateway's test cards, turned into its tokens in the browser: the card number,
 * expiry and CVC never leave this page (the server only ever sees the token).
 */
const TEST_CARDS: Readonly<Record<string, string>> = {
  "4242424242424242": "tok_local_success",
  "4000000000000002": "tok_local_decline",
  "4000002760003184": "tok_local_authenticate",
};

export const LOCAL_CARD_MESSAGES = {
  number: "Enter the 16-digit card number.",
  expiry: "Enter the expiry as MM/YY, not in the past.",
  cvc: "Enter the 3- or 4-digit security code.",
} as const;

export type LocalCard = { number: string; expiry: string; cvc: string };

/** The form's problems by field (empty when the card can be tokenized). */
export function localCardProblems(card: LocalCard, today: Date = new Date()): Partial<Record<keyof LocalCard, string>> {
  const problems: Partial<Record<keyof LocalCard, string>> = {};
  if (!/^\d{16}$/.test(card.number.replace(/[\s-]/g, ""))) problems.number = LOCAL_CARD_MESSAGES.number;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (!expiry || month < 1 || month > 12 || endOfMonth.getTime() <= today.getTime()) problems.expiry = LOCAL_CARD_MESSAGES.expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = LOCAL_CARD_MESSAGES.cvc;
  return problems;
}

/** The local gateway's token for a test card (other numbers get one it refuses with a message). */
export function localCardToken(number: string): string {
  return TEST_CARDS[number.replace(/[\s-]/g, "")] ?? "tok_local_unknown";
}
