import { describe, expect, it } from "vitest";
import { floatingCardItems, priceLabel, representationQuantityOptions } from "./service-choice.ts";
import { fakeEligibility, products } from "./attorney-services-test-fixtures.ts";

describe("representation quantities offered", () => {
  it("stay within the server's maximum and name who each is for", () => {
    expect(representationQuantityOptions(fakeEligibility()).map((o) => [o.quantity, o.label])).toEqual([
      [1, "For me"],
      [2, "For me and my partner"],
    ]);
    expect(representationQuantityOptions(fakeEligibility({ maxRepresentationProductsUserCanPurchase: 1 })).map((o) => o.quantity)).toEqual([1]);
    expect(representationQuantityOptions(fakeEligibility({ userCanPurchase: false, maxRepresentationProductsUserCanPurchase: 1 })).map((o) => o.label)).toEqual(["For my partner"]);
    expect(representationQuantityOptions(fakeEligibility({ maxRepresentationProductsUserCanPurchase: 0 }))).toEqual([]);
  });
});

describe("floating card lines", () => {
  it("BOOK for a waiting service, PURCHASE with the price for one that can be bought, nothing otherwise", () => {
    expect(floatingCardItems(fakeEligibility(), products).map((i) => [i.action, i.label])).toEqual([
      ["PURCHASE", "Book Representation - $699"],
      ["PURCHASE", "Book Q&A - $150"],
    ]);
    expect(floatingCardItems(fakeEligibility({ representationBookingStatus: "WAITING", qaBookingStatus: "SCHEDULED", qaAvailable: false }), products).map((i) => [i.action, i.label])).toEqual([
      ["BOOK", "Book your Representation"],
    ]);
    expect(floatingCardItems(fakeEligibility({ maxRepresentationProductsUserCanPurchase: 0, qaAvailable: false }), products)).toEqual([]);
  });

  it("prices: whole dollars without cents", () => {
    expect(priceLabel(69_900)).toBe("$699");
    expect(priceLabel(0)).toBe("$0");
    expect(priceLabel(139_800)).toBe("$1,398");
    expect(priceLabel(123_456_700)).toBe("$1,234,567");
    expect(priceLabel(-50_000)).toBe("-$500");
    expect(priceLabel(12_345)).toBe("$123.45");
  });
});
