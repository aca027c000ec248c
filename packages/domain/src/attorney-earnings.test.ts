import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attorneyEarning, attorneyEarningTotals, type AttorneySale } from "./attorney-earnings.ts";

const sale = (overrides: Partial<AttorneySale> = {}): AttorneySale => ({
  pricePaidInCents: 69_900,
  feePaidInCents: 13_980,
  amountRefundedInCents: 0,
  paymentStatus: "SUCCESSFUL",
  payoutStatus: "DUE",
  pricePaidToAttorneyInCents: null,
  disputeStatus: null,
  ...overrides,
});

describe("attorneyEarning", () => {
  it("owes the attorney the price less the fee on a sale not yet paid out", () => {
    expect(attorneyEarning(sale())).toEqual({
      status: "DUE",
      earnedInCents: 55_920,
      refundedInCents: 0,
      dueInCents: 55_920,
      paidInCents: 0,
      onHoldInCents: 0,
      withheldInCents: 0,
    });
  });

  it("counts a sale stored without a payout status as due, not as a blank", () => {
    expect(attorneyEarning(sale({ payoutStatus: null, feePaidInCents: 0 }))).toMatchObject({
      status: "DUE",
      dueInCents: 69_900,
    });
  });

  it("owes what is left after a partial refund", () => {
    expect(attorneyEarning(sale({ amountRefundedInCents: 20_000, paymentStatus: "PARTIALLY_REFUNDED" }))).toMatchObject(
      { status: "PARTIALLY_REFUNDED", earnedInCents: 35_920, refundedInCents: 20_000, dueInCents: 35_920 },
    );
  });

  it("owes nothing on a fully refunded sale", () => {
    expect(attorneyEarning(sale({ amountRefundedInCents: 69_900, paymentStatus: "FULL_REFUNDED" }))).toMatchObject({
      status: "REFUNDED",
      earnedInCents: 0,
      dueInCents: 0,
      refundedInCents: 69_900,
    });
  });

  it("calls a sale refunded when the refund took all the attorney's share", () => {
    expect(attorneyEarning(sale({ amountRefundedInCents: 60_000, paymentStatus: "PARTIALLY_REFUNDED" }))).toMatchObject(
      { status: "REFUNDED", earnedInCents: 0, dueInCents: 0 },
    );
  });

  it("shows what the firm was paid, and what a smaller payout withheld", () => {
    expect(attorneyEarning(sale({ payoutStatus: "PAID", pricePaidToAttorneyInCents: 55_920 }))).toMatchObject({
      status: "PAID",
      paidInCents: 55_920,
      dueInCents: 0,
      withheldInCents: 0,
    });
    expect(attorneyEarning(sale({ payoutStatus: "PAID", pricePaidToAttorneyInCents: 50_000 }))).toMatchObject({
      status: "PAID",
      paidInCents: 50_000,
      withheldInCents: 5_920,
    });
  });

  it("holds the money while the buyer disputes the charge", () => {
    expect(attorneyEarning(sale({ disputeStatus: "OPEN" }))).toMatchObject({
      status: "ON_HOLD",
      dueInCents: 0,
      onHoldInCents: 55_920,
    });
    expect(attorneyEarning(sale({ disputeStatus: "WON" }))).toMatchObject({ status: "DUE", dueInCents: 55_920 });
  });

  it("has nothing to pay when the fee took the whole price", () => {
    expect(attorneyEarning(sale({ pricePaidInCents: 0, feePaidInCents: 0 }))).toMatchObject({
      status: "NOTHING_DUE",
      earnedInCents: 0,
    });
  });

  it("splits what was earned, without a payout, into due and on hold exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        (price, fee, refunded, disputed) => {
          const earning = attorneyEarning(
            sale({
              pricePaidInCents: price,
              feePaidInCents: Math.min(fee, price),
              amountRefundedInCents: Math.min(refunded, price),
              paymentStatus: refunded >= price && price > 0 ? "FULL_REFUNDED" : "SUCCESSFUL",
              disputeStatus: disputed ? "OPEN" : null,
            }),
          );
          expect(earning.dueInCents + earning.onHoldInCents).toBe(earning.earnedInCents);
          expect(earning.paidInCents + earning.withheldInCents).toBe(0);
        },
      ),
    );
  });
});

describe("attorneyEarningTotals", () => {
  it("adds every sale's amounts column by column", () => {
    const earnings = [
      attorneyEarning(sale()),
      attorneyEarning(sale({ payoutStatus: "PAID", pricePaidToAttorneyInCents: 55_920 })),
      attorneyEarning(sale({ amountRefundedInCents: 69_900, paymentStatus: "FULL_REFUNDED" })),
      attorneyEarning(sale({ amountRefundedInCents: 20_000, paymentStatus: "PARTIALLY_REFUNDED" })),
      attorneyEarning(sale({ disputeStatus: "OPEN" })),
    ];
    expect(attorneyEarningTotals(earnings)).toEqual({
      earnedInCents: 55_920 * 3 + 35_920,
      refundedInCents: 89_900,
      dueInCents: 55_920 + 35_920,
      paidInCents: 55_920,
      onHoldInCents: 55_920,
      withheldInCents: 0,
    });
    expect(attorneyEarningTotals([])).toMatchObject({ earnedInCents: 0, dueInCents: 0 });
  });
});
