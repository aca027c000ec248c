import { describe, expect, it } from "vitest";
import {
  agreementFinalizedEmail,
  agreementGeneratedEmail,
  disputeThreadUpdateEmail,
  paymentReceiptEmail,
  refundReceiptEmail,
  readyToFinalizeEmail,
  reviewAwaitedEmail,
} from "./index.ts";

const link = "http://localhost:5173/payment/success?cartId=cart-1";
const turnOffLink = "http://localhost:5173/profile?turnOff=AGREEMENT_GENERATED";
const paidAt = new Date("2026-11-26T15:04:05Z");

describe("payment-receipt", () => {
  it("dates a late-evening payment by the payer's own day, not the next day in UTC", async () => {
    const mail = await paymentReceiptEmail({
      amountInCents: 59900,
      lines: [{ title: "Prenuptial agreement", quantity: 1, amountInCents: 59900 }],
      method: "CARD",
      paidAt: new Date("2026-11-27T03:30:00Z"),
      timeZone: "America/Los_Angeles",
      link,
    });
    expect(mail.text.split("\n")).toContain("Date: November 26, 2026 at 7:30 PM Pacific Time");
  });

  it("gives the amount, each product bought, the card's brand and last digits, the day and the link", async () => {
    const mail = await paymentReceiptEmail({
      amountInCents: 74800,
      lines: [
        { title: "Prenuptial agreement", quantity: 1, amountInCents: 59900 },
        { title: "Attorney Q&A call", quantity: 1, amountInCents: 14900 },
      ],
      method: "CARD",
      card: { brand: "visa", last4: "4242" },
      paidAt,
      timeZone: "America/Chicago",
      link,
    });
    expect(mail.template).toBe("payment-receipt");
    expect(mail.subject).toBe("Your receipt: $748.00 for Prenuptial agreement, Attorney Q&A call");
    const lines = mail.text.split("\n");
    expect(lines).toContain("Amount paid: $748.00");
    expect(lines).toContain("Bought: Prenuptial agreement: $599.00");
    expect(lines).toContain("Bought: Attorney Q&A call: $149.00");
    expect(lines).toContain("Paid with: Visa ending in 4242");
    expect(lines).toContain("Date: November 26, 2026 at 9:04 AM Central Time");
    expect(lines).toContain(link);
    expect(mail.html).toContain("Visa ending in 4242");
    expect(mail.html).toContain("<table");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain("whatever your e-mail settings");
    expect(mail.text).not.toMatch(/turn off/i);
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it("names the method when the provider gave no card, and counts units", async () => {
    const mail = await paymentReceiptEmail({
      amountInCents: 29800,
      lines: [{ title: "Attorney Q&A call", quantity: 2, amountInCents: 29800 }],
      method: "KLARNA",
      paidAt,
      timeZone: "America/Chicago",
      link,
    });
    expect(mail.text.split("\n")).toEqual(
      expect.arrayContaining(["Paid with: Klarna", "Bought: Attorney Q&A call × 2: $298.00"]),
    );
  });

  it("escapes a product's title in the HTML", async () => {
    const mail = await paymentReceiptEmail({
      amountInCents: 100,
      lines: [{ title: "<b>x</b>", quantity: 1, amountInCents: 100 }],
      method: "CARD",
      paidAt,
      timeZone: "America/Chicago",
      link,
    });
    expect(mail.html).not.toContain("<b>x</b>");
    expect(mail.html).toContain("&lt;b&gt;x&lt;/b&gt;");
  });
});

describe("refund-receipt", () => {
  it("tells a partial refund from a full one, with what it was for, the day and the link", async () => {
    const partial = await refundReceiptEmail({
      refundedInCents: 5000,
      titles: ["Prenuptial agreement"],
      paidInCents: 59900,
      refundedTotalInCents: 5000,
      throughProvider: true,
      refundedAt: paidAt,
      timeZone: "America/Chicago",
      link,
    });
    expect(partial.template).toBe("refund-receipt");
    expect(partial.subject).toBe("Refund receipt: $50.00 for Prenuptial agreement");
    expect(partial.text.split("\n")).toEqual(
      expect.arrayContaining([
        "Amount refunded: $50.00",
        "For: Prenuptial agreement",
        "Paid: $599.00",
        "Refunded so far: $50.00",
        "Date: November 26, 2026 at 9:04 AM Central Time",
        link,
      ]),
    );
    expect(partial.text).toContain("5 to 10 business days");
    const full = await refundReceiptEmail({
      refundedInCents: 54900,
      titles: ["Prenuptial agreement"],
      paidInCents: 59900,
      refundedTotalInCents: 59900,
      throughProvider: false,
      refundedAt: paidAt,
      timeZone: "America/Chicago",
      link,
    });
    expect(full.text).toContain("refunded in full");
    expect(full.text).not.toContain("Refunded so far");
    expect(full.text).not.toContain("business days");
  });
});

describe("milestone e-mails", () => {
  it("agreement-generated asks the partner to review, with a link to turn the kind off", async () => {
    const mail = await agreementGeneratedEmail({
      by: { firstName: "Alex" },
      link: "http://localhost:5173/documents/review",
      turnOffLink,
    });
    expect(mail.subject).toBe("Alex generated your prenup: please review it");
    expect(mail.text).toContain('Turn off "Agreement generated" e-mails:');
    expect(mail.text.split("\n")).toContain(turnOffLink);
    expect(mail.html).toContain(`href="${turnOffLink}"`);
  });

  it("agreement-finalized says signing and notarization are next", async () => {
    const mail = await agreementFinalizedEmail({
      by: { firstName: null },
      link: "http://localhost:5173/notarize",
      turnOffLink,
    });
    expect(mail.subject).toBe("Your partner finalized your prenup: signing is next");
    expect(mail.text).toContain("sign it before a notary");
    expect(mail.text).toContain('Turn off "Agreement finalized" e-mails:');
  });

  it("ready-to-finalize tells the first reviewer that both have reviewed and that finalizing is theirs next", async () => {
    const mail = await readyToFinalizeEmail({
      by: { firstName: "Jordan" },
      link: "http://localhost:5173/documents/review",
      turnOffLink: "http://localhost:5173/profile?turnOff=READY_TO_FINALIZE",
    });
    expect(mail).toMatchObject({
      template: "ready-to-finalize",
      subject: "Jordan reviewed your prenup: it is ready to finalize",
    });
    expect(mail.text).toContain("so you have now both reviewed it");
    expect(mail.text).toContain("finalize the agreement when you are ready");
    expect(mail.html).toContain("finalize the agreement when you are ready");
    expect(mail.text.split("\n")).toContain("http://localhost:5173/documents/review");
    expect(mail.text).toContain('Turn off "Ready to finalize" e-mails:');
    expect(
      (await readyToFinalizeEmail({ by: { firstName: null }, link: "http://localhost:5173/x", turnOffLink })).subject,
    ).toBe("Your partner reviewed your prenup: it is ready to finalize");
  });

  it("review-awaited and the dispute threads' e-mail carry the turn-off link when given one", async () => {
    const review = await reviewAwaitedEmail({
      reviewer: { firstName: "Sam" },
      link: "http://localhost:5173/documents/review",
      turnOffLink,
    });
    expect(review.text).toContain('Turn off "Review awaited" e-mails:');
    const thread = await disputeThreadUpdateEmail({
      events: [
        { kind: "PROPOSED", by: { firstName: "Sam", lastName: null }, questionTitle: "Home", optionValue: "Keep" },
      ],
      link: "http://localhost:5173/alignment",
      turnOffLink,
    });
    expect(thread.text).toContain('Turn off "Proposals on disputed answers" e-mails:');
    const without = await reviewAwaitedEmail({
      reviewer: { firstName: "Sam" },
      link: "http://localhost:5173/documents/review",
    });
    expect(without.text).not.toMatch(/turn off/i);
  });
});
