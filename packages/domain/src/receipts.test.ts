import { describe, expect, it } from "vitest";
import { paymentMethodDescription } from "./receipts.ts";

describe("paymentMethodDescription", () => {
  it("names the card's brand and last four digits when the provider gave them", () => {
    expect(
      paymentMethodDescription({ method: "CARD", card: { brand: "visa", last4: "4242" }, amountInCents: 59900 }),
    ).toBe("Visa ending in 4242");
    expect(paymentMethodDescription({ method: "CARD", card: { brand: "amex", last4: "0005" }, amountInCents: 1 })).toBe(
      "American Express ending in 0005",
    );
    expect(
      paymentMethodDescription({ method: "CARD", card: { brand: "newbrand", last4: "1111" }, amountInCents: 1 }),
    ).toBe("Newbrand ending in 1111");
    expect(
      paymentMethodDescription({ method: "CARD", card: { brand: "unknown", last4: "1111" }, amountInCents: 1 }),
    ).toBe("Card ending in 1111");
  });

  it("falls back to the method's name, and says when nothing was charged online", () => {
    expect(paymentMethodDescription({ method: "CARD", card: null, amountInCents: 59900 })).toBe("Card");
    expect(
      paymentMethodDescription({ method: "CARD", card: { brand: "visa", last4: "42" }, amountInCents: 59900 }),
    ).toBe("Card");
    expect(paymentMethodDescription({ method: "KLARNA", amountInCents: 59900 })).toBe("Klarna");
    expect(paymentMethodDescription({ method: "CASHAPP", amountInCents: 59900 })).toBe("Cash App");
    expect(paymentMethodDescription({ method: null, amountInCents: 0 })).toBe("Nothing to pay");
    expect(paymentMethodDescription({ method: null, amountInCents: 14900 })).toBe("Recorded by our team");
  });
});
