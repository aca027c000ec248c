import { describe, expect, it } from "vitest";
import { formatCents } from "./format.ts";
import {
  centsSchema,
  DISCLOSURE_CEILING,
  MAX_CENTS,
  MAX_CENTS_TEXT,
  MAX_DISCLOSED_CENTS,
  MAX_DISCLOSED_TEXT,
} from "./money-schemas.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("centsSchema", () => {
  const refund = centsSchema({ label: "refundAmount" });

  it("takes whole cents from 1 to what a 32-bit column holds", () => {
    expect(refund.parse(1)).toBe(1);
    expect(refund.parse(MAX_CENTS)).toBe(MAX_CENTS);
    expect(MAX_CENTS).toBe(2 ** 31 - 1);
    expect(MAX_CENTS_TEXT).toBe(formatCents(MAX_CENTS));
  });

  it("refuses anything else with a message naming the field", () => {
    expect(messages(refund.safeParse(MAX_CENTS + 1))).toEqual(["refundAmount is at most $21,474,836.47"]);
    expect(messages(refund.safeParse(2 ** 53))).toContain("refundAmount is a whole number of cents");
    expect(messages(refund.safeParse(1.5))).toEqual(["refundAmount is a whole number of cents"]);
    expect(messages(refund.safeParse("100"))).toEqual(["refundAmount is a whole number of cents"]);
    expect(messages(refund.safeParse(0))).toEqual(["refundAmount is at least 1 cent"]);
    expect(messages(centsSchema({ label: "The fee", min: 0 }).safeParse(-1))).toEqual(["The fee is at least 0 cents"]);
  });
});

describe("centsSchema with the disclosure's ceiling", () => {
  const value = centsSchema({ label: "Value", min: 0, ceiling: DISCLOSURE_CEILING });
  const equity = centsSchema({ label: "Equity", min: null, ceiling: DISCLOSURE_CEILING });

  it("takes up to 10 billion of the entry's currency, written without a currency sign", () => {
    expect(MAX_DISCLOSED_CENTS).toBe(10_000_000_000_00);
    expect(`$${MAX_DISCLOSED_TEXT}`).toBe(formatCents(MAX_DISCLOSED_CENTS));
    expect(value.parse(MAX_DISCLOSED_CENTS)).toBe(MAX_DISCLOSED_CENTS);
    expect(value.parse(0)).toBe(0);
    // Far more than a payment column holds: a couple's house or business fits.
    expect(MAX_DISCLOSED_CENTS).toBeGreaterThan(MAX_CENTS * 100);
  });

  it("keeps thousands of amounts at the ceiling summable to the cent", () => {
    expect(Number.isSafeInteger(MAX_DISCLOSED_CENTS * 9_000)).toBe(true);
  });

  it("refuses more, either way, naming the field and the ceiling", () => {
    expect(messages(value.safeParse(MAX_DISCLOSED_CENTS + 1))).toEqual(["Value is at most 10,000,000,000.00"]);
    expect(messages(value.safeParse(-1))).toEqual(["Value is at least 0 cents"]);
    expect(equity.parse(-MAX_DISCLOSED_CENTS)).toBe(-MAX_DISCLOSED_CENTS);
    expect(messages(equity.safeParse(-MAX_DISCLOSED_CENTS - 1))).toEqual(["Equity is at least -10,000,000,000.00"]);
    expect(messages(value.safeParse(2 ** 53 - 1))).toEqual(["Value is at most 10,000,000,000.00"]);
  });

  it("words its messages as the form does when told", () => {
    const typed = centsSchema({
      label: "Tips",
      min: 0,
      ceiling: DISCLOSURE_CEILING,
      messages: {
        type: "Tips must be a number",
        min: "Tips cannot be negative",
        max: "Tips can be at most 10,000,000,000.00",
      },
    });
    expect(messages(typed.safeParse("12"))).toEqual(["Tips must be a number"]);
    expect(messages(typed.safeParse(-1))).toEqual(["Tips cannot be negative"]);
    expect(messages(typed.safeParse(MAX_DISCLOSED_CENTS + 1))).toEqual(["Tips can be at most 10,000,000,000.00"]);
  });
});
