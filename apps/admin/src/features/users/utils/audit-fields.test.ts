import { describe, expect, it } from "vitest";
import { auditFields } from "./audit-fields.ts";

const ATTORNEY = "3f2a9c1d-1d2a-4c5b-8e9f-0a1b2c3d4e5f";

describe("audit fields", () => {
  it("names each field in words and shows its value as a person reads it", () => {
    expect(
      auditFields({
        payoutStatus: "PAID",
        amountInCents: 57_793,
        due: 57_793,
        skippedTransfer: false,
        isComplimentaryRefund: true,
        attorneyId: ATTORNEY,
        deactivatedDocumentIds: [ATTORNEY],
        percentOff: 15,
        expirationDate: "2026-12-31",
        maxRedemptionsPerCustomer: 2,
        refused: [{ title: "Attorney representation", cents: 69_900 }],
        partialPayoutReason: null,
        phoneNumber: "+12133734253",
        chosenSlotCount: 3,
      }),
    ).toEqual([
      { key: "payoutStatus", label: "Payout", value: "Paid out" },
      { key: "amountInCents", label: "Amount", value: "$577.93" },
      { key: "due", label: "Due", value: "$577.93" },
      { key: "skippedTransfer", label: "Paid another way", value: "No" },
      { key: "isComplimentaryRefund", label: "Complimentary", value: "Yes" },
      {
        key: "attorneyId",
        label: "Attorney",
        value: "3f2a9c1d",
        title: ATTORNEY,
        href: `/admin/attorneys/${ATTORNEY}`,
      },
      { key: "deactivatedDocumentIds", label: "Agreements closed", value: "1", title: ATTORNEY },
      { key: "percentOff", label: "Percent off", value: "15%" },
      { key: "expirationDate", label: "Expires", value: "December 31, 2026" },
      { key: "maxRedemptionsPerCustomer", label: "Uses per customer", value: "2" },
      { key: "refused", label: "Refused", value: "Attorney representation" },
      { key: "partialPayoutReason", label: "Why partial", value: "—" },
      { key: "phoneNumber", label: "Phone number", value: "(213) 373-4253" },
      { key: "chosenSlotCount", label: "Chosen slot count", value: "3" },
    ]);
  });

  it("spells out a field or value it has no word for, and shows nothing for an empty record", () => {
    expect(auditFields({ refundedNotAllowedInCents: 100, stage: "UNDER_REVIEW", isLawFirmLead: true })).toEqual([
      { key: "refundedNotAllowedInCents", label: "Refunded as no longer allowed", value: "$1.00" },
      { key: "stage", label: "Stage", value: "Under review" },
      { key: "isLawFirmLead", label: "Law firm lead", value: "Yes" },
    ]);
    expect(auditFields(null)).toEqual([]);
  });
});
