import { describe, expect, it } from "vitest";
import { attorneyOfferItems, priceLabel, representationQuantityOptions } from "./service-choice.ts";
import { fakeEligibility, products } from "../../../../test/attorney-services-fixtures.ts";

describe("representation quantities offered", () => {
  it("stay within the server's maximum and name who each is for", () => {
    expect(representationQuantityOptions(fakeEligibility()).map((o) => [o.quantity, o.label])).toEqual([
      [1, "For me"],
      [2, "For me and my partner"],
    ]);
    expect(
      representationQuantityOptions(fakeEligibility({ maxRepresentationProductsUserCanPurchase: 1 })).map(
        (o) => o.quantity,
      ),
    ).toEqual([1]);
    expect(
      representationQuantityOptions(
        fakeEligibility({ userCanPurchase: false, maxRepresentationProductsUserCanPurchase: 1 }),
      ).map((o) => o.label),
    ).toEqual(["For my partner"]);
    expect(representationQuantityOptions(fakeEligibility({ maxRepresentationProductsUserCanPurchase: 0 }))).toEqual([]);
  });
});

const BOTH = ["REPRESENTATION", "Q_A"] as const;
const lines = (items: ReturnType<typeof attorneyOfferItems>) => items.map((item) => [item.action, item.label]);

describe("the dashboard's attorney offer", () => {
  it("BOOK for a waiting service, Representation for the user at its price, Q&A by choosing the attorney first", () => {
    expect(lines(attorneyOfferItems(fakeEligibility(), products, BOTH))).toEqual([
      ["PURCHASE", "Book Representation for $699"],
      ["CHOOSE", "Choose your Q&A attorney for $150"],
    ]);
    expect(
      lines(
        attorneyOfferItems(
          fakeEligibility({ representationBookingStatus: "WAITING", qaBookingStatus: "SCHEDULED", qaAvailable: false }),
          products,
          BOTH,
        ),
      ),
    ).toEqual([["BOOK", "Book your Representation"]]);
    expect(
      attorneyOfferItems(
        fakeEligibility({ maxRepresentationProductsUserCanPurchase: 0, qaAvailable: false }),
        products,
        BOTH,
      ),
    ).toEqual([]);
  });

  it("states the price the button charges in its text", () => {
    const [representation, call] = attorneyOfferItems(fakeEligibility(), products, BOTH);
    expect(representation!.blurb).toContain("$699");
    expect(call!.blurb).toContain("$150");
  });

  it("offers only the services that still apply (the standing's attorneyServices)", () => {
    expect(lines(attorneyOfferItems(fakeEligibility(), products, ["Q_A"]))).toEqual([
      ["CHOOSE", "Choose your Q&A attorney for $150"],
    ]);
    expect(attorneyOfferItems(fakeEligibility(), products, [])).toEqual([]);
  });

  it("sells Representation from the card only for the user: one bought for the partner is chosen on the services page", () => {
    expect(
      lines(
        attorneyOfferItems(
          fakeEligibility({ userCanPurchase: false, maxRepresentationProductsUserCanPurchase: 1 }),
          products,
          ["REPRESENTATION"],
        ),
      ),
    ).toEqual([]);
  });
});

describe("prices", () => {
  it("prices: whole dollars without cents", () => {
    expect(priceLabel(69_900)).toBe("$699");
    expect(priceLabel(0)).toBe("$0");
    expect(priceLabel(139_800)).toBe("$1,398");
    expect(priceLabel(123_456_700)).toBe("$1,234,567");
    expect(priceLabel(-50_000)).toBe("-$500");
    expect(priceLabel(12_345)).toBe("$123.45");
  });
});
