import { describe, expect, it } from "vitest";
import { formatCents } from "./money.ts";
import { centsSchema, MAX_CENTS, MAX_CENTS_TEXT } from "./money-schemas.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

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
