import { describe, expect, it } from "vitest";
import {
  agreementStage,
  bothPartnersReviewed,
  awaitsFinalizationForReview,
  keptReviewPeriodFrom,
  reviewWait,
  reflectionAdvice,
  RECOMMENDED_REFLECTION_DAYS,
  REFLECTION_MESSAGES,
  canOfferRegenerate,
  documentFileName,
  documentFlags,
  IMPORTED_DOCUMENT_HASH,
  isDocumentImported,
  isFinalForSigning,
  isQuestionnaireBlocked,
  notarizationBlocker,
  reviewsOf,
  type DocumentFlags,
} from "./documents.ts";

const base = { userAId: "a", userBId: "b" };

describe("documentFlags", () => {
  it("derives nothing for a fresh document", () => {
    expect(documentFlags({ document: base, notarization: null, stateAllowsOnlineNotary: true })).toEqual({
      generated: false,
      inEditor: false,
      reviewed: false,
      finalized: false,
      inProof: false,
      notarizationComplete: false,
    });
  });

  it("is in the editor once generated with an attorney, until finalized", () => {
    const generated = { ...base, lastGeneratedAt: "2026-11-01T00:00:00Z", attorneyBId: "att" };
    expect(documentFlags({ document: generated, notarization: null, stateAllowsOnlineNotary: false }).inEditor).toBe(
      true,
    );
    expect(
      documentFlags({
        document: { ...generated, attorneyBId: null },
        notarization: null,
        stateAllowsOnlineNotary: false,
      }).inEditor,
    ).toBe(false);
    expect(
      documentFlags({
        document: { ...generated, attorneyAId: "x", lastGeneratedAt: null },
        notarization: null,
        stateAllowsOnlineNotary: false,
      }).inEditor,
    ).toBe(false);
    const finalized = documentFlags({
      document: { ...generated, finalizedAt: new Date() },
      notarization: null,
      stateAllowsOnlineNotary: false,
    });
    expect(finalized).toMatchObject({ inEditor: false, finalized: true, generated: true });
  });

  it("is in proof while an online notarization is open", () => {
    const input = { document: { ...base, reviewedAt: "2026-11-01" }, stateAllowsOnlineNotary: true };
    expect(documentFlags({ ...input, notarization: {} })).toMatchObject({
      inProof: true,
      notarizationComplete: false,
      reviewed: true,
    });
    expect(documentFlags({ ...input, notarization: { notarizationCompletedAt: null } }).inProof).toBe(true);
    expect(documentFlags({ ...input, stateAllowsOnlineNotary: false, notarization: {} }).inProof).toBe(false);
    expect(
      documentFlags({ ...input, notarization: { notarizationCompletedAt: "2026-11-20T10:00:00Z" } }),
    ).toMatchObject({
      inProof: false,
      notarizationComplete: true,
    });
  });
});

describe("isQuestionnaireBlocked", () => {
  const none: DocumentFlags = {
    generated: true,
    inEditor: false,
    reviewed: false,
    finalized: false,
    inProof: false,
    notarizationComplete: false,
  };
  it("is open for a generated document nobody touched", () => {
    expect(isQuestionnaireBlocked(none)).toBe(false);
  });
  it("blocks on each of editor, proof, notarized, reviewed, finalized", () => {
    for (const key of ["inEditor", "inProof", "notarizationComplete", "reviewed", "finalized"] as const) {
      expect(isQuestionnaireBlocked({ ...none, [key]: true })).toBe(true);
    }
  });
});

describe("each partner's review", () => {
  const stamps = { userBId: "b", userAReviewedAt: "2026-11-20T10:00:00Z", userBReviewedAt: null };
  it("is seen from each side", () => {
    expect(reviewsOf(stamps, "A")).toEqual({ mine: "2026-11-20T10:00:00Z", partner: null });
    expect(reviewsOf(stamps, "B")).toEqual({ mine: null, partner: "2026-11-20T10:00:00Z" });
  });
  it("completes the couple's review only with both partners' reviews", () => {
    expect(bothPartnersReviewed(stamps)).toBe(false);
    expect(bothPartnersReviewed({ ...stamps, userBReviewedAt: "2026-11-21T10:00:00Z" })).toBe(true);
    expect(bothPartnersReviewed({ ...stamps, userBId: null, userBReviewedAt: "2026-11-21T10:00:00Z" })).toBe(false);
  });
});

describe("notarizationBlocker", () => {
  const ready = {
    generated: true,
    ownAttorneyRequired: true,
    ownAttorneyBooked: true,
    partnerAttorneyRequired: true,
    partnerAttorneyBooked: true,
    bothPartnersNeedAttorneys: true,
    status: "FULLY_APPROVED" as const,
    reviewedOrFinalized: true,
    reviewedByMe: true,
  };

  it("is null when everything is in place", () => {
    expect(notarizationBlocker(ready)).toBeNull();
    expect(
      notarizationBlocker({
        ...ready,
        ownAttorneyRequired: false,
        ownAttorneyBooked: false,
        partnerAttorneyRequired: false,
        bothPartnersNeedAttorneys: false,
        status: "NOT_APPROVED",
      }),
    ).toBeNull();
  });

  it("reports the spec's messages", () => {
    expect(notarizationBlocker({ ...ready, generated: false })).toEqual({
      reason: "NOT_GENERATED",
      title: "Notarization will be available after you have generated a document.",
      message: "You must generate a document before you can notarize it.",
    });
    expect(notarizationBlocker({ ...ready, ownAttorneyBooked: false })).toMatchObject({
      reason: "OWN_ATTORNEY_NOT_BOOKED",
      title: "Notarization will be available after you have met with your attorney.",
      message: "You're almost done! You must book an attorney before you can notarize your document.",
    });
    expect(notarizationBlocker({ ...ready, partnerAttorneyBooked: false })?.title).toBe(
      "Notarization will be available after your partner has met with their attorney.",
    );
    expect(notarizationBlocker({ ...ready, status: "PARTIALLY_APPROVED" })?.title).toBe(
      "Notarization will be available after your attorneys have approved your document.",
    );
    expect(notarizationBlocker({ ...ready, reviewedOrFinalized: false, reviewedByMe: false })?.title).toBe(
      "Notarization will be available after you have reviewed your document.",
    );
    expect(notarizationBlocker({ ...ready, reviewedOrFinalized: false })?.title).toBe(
      "Notarization will be available after your partner has reviewed the document.",
    );
  });

  it("applies the checks in order, first failure wins", () => {
    const allFailing = {
      ...ready,
      generated: false,
      ownAttorneyBooked: false,
      partnerAttorneyBooked: false,
      status: "NOT_APPROVED" as const,
      reviewedOrFinalized: false,
      reviewedByMe: false,
    };
    expect(notarizationBlocker(allFailing)?.reason).toBe("NOT_GENERATED");
    expect(notarizationBlocker({ ...allFailing, generated: true })?.reason).toBe("OWN_ATTORNEY_NOT_BOOKED");
    expect(notarizationBlocker({ ...allFailing, generated: true, ownAttorneyBooked: true })?.reason).toBe(
      "PARTNER_ATTORNEY_NOT_BOOKED",
    );
    expect(
      notarizationBlocker({ ...allFailing, generated: true, ownAttorneyBooked: true, partnerAttorneyBooked: true })
        ?.reason,
    ).toBe("NOT_FULLY_APPROVED");
    expect(notarizationBlocker({ ...ready, reviewedOrFinalized: false, reviewedByMe: false })?.reason).toBe(
      "NOT_REVIEWED",
    );
    expect(notarizationBlocker({ ...ready, reviewedOrFinalized: false, reviewedByMe: true })?.reason).toBe(
      "PARTNER_NOT_REVIEWED",
    );
  });

  it("ignores bookings and approval that are not required", () => {
    const noAttorneys = {
      ...ready,
      ownAttorneyRequired: false,
      ownAttorneyBooked: false,
      partnerAttorneyRequired: false,
      partnerAttorneyBooked: false,
    };
    expect(
      notarizationBlocker({ ...noAttorneys, bothPartnersNeedAttorneys: false, status: "NOT_APPROVED" }),
    ).toBeNull();
    expect(
      notarizationBlocker({ ...ready, bothPartnersNeedAttorneys: false, status: "PARTIALLY_APPROVED" }),
    ).toBeNull();
  });
});

describe("awaitsFinalizationForReview", () => {
  it("holds a represented California agreement until it is finalized", () => {
    expect(awaitsFinalizationForReview({ reviewDays: 7, finalizedAt: null, anyAttorneyInvolved: true })).toBe(true);
    expect(
      awaitsFinalizationForReview({ reviewDays: 7, finalizedAt: "2026-11-01T00:00:00Z", anyAttorneyInvolved: true }),
    ).toBe(false);
    expect(awaitsFinalizationForReview({ reviewDays: 7, finalizedAt: null, anyAttorneyInvolved: false })).toBe(false);
    expect(awaitsFinalizationForReview({ reviewDays: 0, finalizedAt: null, anyAttorneyInvolved: true })).toBe(false);
  });
});

describe("reviewWait", () => {
  const reviewedAt = "2026-11-10T12:00:00Z";
  const input = { reviewDays: 7, reviewedAt, finalizedAt: null, anyAttorneyInvolved: false, reviewPeriodFrom: null };

  it("waits 7 days after review in California", () => {
    expect(reviewWait({ ...input, now: new Date("2026-11-17T11:59:59Z") })).toEqual({
      mustWait: true,
      waitUntil: new Date("2026-11-17T12:00:00Z"),
    });
    expect(reviewWait({ ...input, now: new Date("2026-11-17T12:00:00Z") })).toEqual({
      mustWait: false,
      waitUntil: new Date("2026-11-17T12:00:00Z"),
    });
  });

  it("counts from finalization when an attorney is involved", () => {
    const withAttorney = { ...input, anyAttorneyInvolved: true, finalizedAt: new Date("2026-11-15T00:00:00Z") };
    expect(reviewWait({ ...withAttorney, now: new Date("2026-11-20T00:00:00Z") })).toEqual({
      mustWait: true,
      waitUntil: new Date("2026-11-22T00:00:00Z"),
    });
    expect(reviewWait({ ...withAttorney, finalizedAt: null, now: new Date("2026-11-20T00:00:00Z") })).toEqual({
      mustWait: false,
      waitUntil: null,
    });
  });

  it("waits the state's own number of days", () => {
    expect(reviewWait({ ...input, reviewDays: 3, now: new Date("2026-11-12T00:00:00Z") })).toEqual({
      mustWait: true,
      waitUntil: new Date("2026-11-13T12:00:00Z"),
    });
  });

  it("keeps the first presentation's start across a correction that does not change the terms (§ 1615(c)(2)(B))", () => {
    const finalizedAt = new Date("2026-11-15T00:00:00Z");
    const withAttorney = { ...input, anyAttorneyInvolved: true, finalizedAt };
    // The correction on the 18th keeps the 15th; the corrected text finalized on the 18th still ends the wait on the 22nd.
    const kept = keptReviewPeriodFrom(withAttorney, true);
    expect(kept).toEqual(finalizedAt);
    const corrected = { ...withAttorney, finalizedAt: new Date("2026-11-18T00:00:00Z"), reviewPeriodFrom: kept };
    expect(reviewWait({ ...corrected, now: new Date("2026-11-22T00:00:00Z") })).toEqual({
      mustWait: false,
      waitUntil: new Date("2026-11-22T00:00:00Z"),
    });
    // Until the corrected text is itself finalized there is no period to count.
    expect(reviewWait({ ...corrected, finalizedAt: null, now: new Date("2026-11-19T00:00:00Z") }).waitUntil).toBeNull();
    // A second correction before the new finalization keeps the same start.
    expect(keptReviewPeriodFrom({ ...corrected, finalizedAt: null }, true)).toEqual(finalizedAt);
    // Any other new text starts again, and so does a correction to a text never presented as final.
    expect(keptReviewPeriodFrom(corrected, false)).toBeNull();
    expect(keptReviewPeriodFrom({ ...withAttorney, finalizedAt: null }, true)).toBeNull();
  });

  it("does not apply where the state has no review period, or before review", () => {
    expect(reviewWait({ ...input, reviewDays: 0, now: new Date("2026-11-11T00:00:00Z") })).toEqual({
      mustWait: false,
      waitUntil: null,
    });
    expect(reviewWait({ ...input, reviewDays: 7, now: new Date("2026-11-11T00:00:00Z") }).mustWait).toBe(true);
    expect(reviewWait({ ...input, reviewedAt: null, now: new Date("2026-11-11T00:00:00Z") })).toEqual({
      mustWait: false,
      waitUntil: null,
    });
    expect(reviewWait({ ...input, reviewedAt: "garbage", now: new Date("2026-11-11T00:00:00Z") })).toEqual({
      mustWait: false,
      waitUntil: null,
    });
  });
});

describe("canOfferRegenerate", () => {
  const now = new Date("2026-11-21T23:00:00Z");
  it("offers regenerate only before the wedding day", () => {
    expect(canOfferRegenerate("2026-11-22", now, "PRENUP")).toBe(true);
    expect(canOfferRegenerate("2026-11-21", now, "PRENUP")).toBe(false);
    expect(canOfferRegenerate(new Date("2026-06-01T00:00:00Z"), now, "PRENUP")).toBe(false);
  });
  it("never blocks a postnup, whose wedding is behind it", () => {
    expect(canOfferRegenerate("2020-06-01", now, "POSTNUP")).toBe(true);
  });
  it("does not block on an unknown wedding date", () => {
    expect(canOfferRegenerate(null, now, "PRENUP")).toBe(true);
    expect(canOfferRegenerate("someday", now, "PRENUP")).toBe(true);
  });
});

describe("documentFileName", () => {
  const alex = { firstName: "Alex", lastName: "Rivera" };
  const jordan = { firstName: "Jordan", middleName: "", lastName: "Lee" };
  it("joins both full names and the term, ending in .pdf", () => {
    expect(documentFileName(alex, jordan)).toBe("Alex Rivera - Jordan Lee - Prenuptial Agreement.pdf");
    expect(documentFileName(alex, jordan, "Premarital Agreement")).toBe(
      "Alex Rivera - Jordan Lee - Premarital Agreement.pdf",
    );
    expect(documentFileName(alex, jordan, "  ")).toBe("Alex Rivera - Jordan Lee - Prenuptial Agreement.pdf");
  });
  it("leaves out a missing name and characters file systems reject", () => {
    expect(documentFileName(alex, {})).toBe("Alex Rivera - Prenuptial Agreement.pdf");
    expect(documentFileName({ firstName: "A/B", lastName: 'C:"D"' }, jordan)).toBe(
      "AB CD - Jordan Lee - Prenuptial Agreement.pdf",
    );
  });
});

describe("isDocumentImported", () => {
  it("recognises the marker of an imported document and nothing else", () => {
    expect(isDocumentImported({ lastGeneratedInputHash: IMPORTED_DOCUMENT_HASH })).toBe(true);
    expect(
      isDocumentImported({
        lastGeneratedInputHash: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
      }),
    ).toBe(false);
    expect(isDocumentImported({ lastGeneratedInputHash: null })).toBe(false);
    expect(isDocumentImported({})).toBe(false);
  });
});

describe("isFinalForSigning", () => {
  const at = "2026-11-21T12:00:00.000Z";
  it("is a draft until reviewed or finalized, and in California with attorneys until finalized", () => {
    expect(isFinalForSigning({ reviewDays: 0, reviewedAt: null, finalizedAt: null, anyAttorneyInvolved: false })).toBe(
      false,
    );
    expect(isFinalForSigning({ reviewDays: 0, reviewedAt: at, finalizedAt: null, anyAttorneyInvolved: true })).toBe(
      true,
    );
    expect(isFinalForSigning({ reviewDays: 7, reviewedAt: at, finalizedAt: null, anyAttorneyInvolved: false })).toBe(
      true,
    );
    expect(isFinalForSigning({ reviewDays: 7, reviewedAt: at, finalizedAt: null, anyAttorneyInvolved: true })).toBe(
      false,
    );
    expect(isFinalForSigning({ reviewDays: 7, reviewedAt: at, finalizedAt: at, anyAttorneyInvolved: true })).toBe(true);
  });
});

describe("agreementStage", () => {
  const flags = {
    generated: false,
    inEditor: false,
    reviewed: false,
    finalized: false,
    inProof: false,
    notarizationComplete: false,
  };
  it("names the furthest step the facts reach", () => {
    expect(agreementStage({ flags, hasLiveNotarization: false })).toBe("NOT_GENERATED");
    expect(agreementStage({ flags: { ...flags, generated: true }, hasLiveNotarization: false })).toBe("GENERATED");
    expect(agreementStage({ flags: { ...flags, generated: true, inEditor: true }, hasLiveNotarization: false })).toBe(
      "IN_EDITOR",
    );
    expect(agreementStage({ flags: { ...flags, generated: true, reviewed: true }, hasLiveNotarization: false })).toBe(
      "REVIEWED",
    );
    expect(
      agreementStage({
        flags: { ...flags, generated: true, reviewed: true, finalized: true },
        hasLiveNotarization: false,
      }),
    ).toBe("FINALIZED");
    expect(agreementStage({ flags: { ...flags, generated: true, finalized: true }, hasLiveNotarization: true })).toBe(
      "NOTARIZATION_UNDER_WAY",
    );
    expect(
      agreementStage({
        flags: { ...flags, generated: true, finalized: true, notarizationComplete: true },
        hasLiveNotarization: true,
      }),
    ).toBe("NOTARIZED");
  });

  it("calls a notarized agreement notarized whatever its attorneys' approval", () => {
    expect(
      agreementStage({
        flags: { ...flags, generated: true, reviewed: true, notarizationComplete: true },
        hasLiveNotarization: true,
      }),
    ).toBe("NOTARIZED");
  });
});

describe("reflectionAdvice", () => {
  const base = {
    reviewedAt: null,
    finalizedAt: null,
    anyAttorneyInvolved: false,
    reviewPeriodFrom: null,
    now: new Date("2026-11-28T12:00:00Z"),
  };

  it("is null where the state sets its own review period (reviewWait governs)", () => {
    expect(reflectionAdvice({ ...base, reviewDays: 7, reviewedAt: "2026-11-27T12:00:00Z" })).toBeNull();
  });

  it("recommends the days from the review, and says whether signing now is early", () => {
    const advice = reflectionAdvice({ ...base, reviewDays: 0, reviewedAt: "2026-11-27T12:00:00Z" });
    expect(advice).toEqual({
      days: RECOMMENDED_REFLECTION_DAYS,
      since: new Date("2026-11-27T12:00:00Z"),
      until: new Date("2026-12-04T12:00:00Z"),
      early: true,
    });
    const later = reflectionAdvice({
      ...base,
      reviewDays: 0,
      reviewedAt: "2026-11-27T12:00:00Z",
      now: new Date("2026-12-04T12:00:00Z"),
    });
    expect(later?.early).toBe(false);
  });

  it("counts from the finalization when an attorney is involved, and has nothing to count before it", () => {
    const waiting = reflectionAdvice({
      ...base,
      reviewDays: 0,
      reviewedAt: "2026-11-20T12:00:00Z",
      anyAttorneyInvolved: true,
    });
    expect(waiting).toEqual({ days: 7, since: null, until: null, early: false });
    const finalized = reflectionAdvice({
      ...base,
      reviewDays: 0,
      anyAttorneyInvolved: true,
      finalizedAt: "2026-11-26T09:00:00Z",
    });
    expect(finalized?.until).toEqual(new Date("2026-12-03T09:00:00Z"));
  });

  it("words the advice and the refusal with the state's name and the day", () => {
    expect(REFLECTION_MESSAGES.advice("Colorado", 7, "2026-12-04")).toContain(
      "Colorado sets no waiting period before signing",
    );
    expect(REFLECTION_MESSAGES.advice("Colorado", 7, "2026-12-04")).toContain("signing on or after December 4, 2026");
    expect(REFLECTION_MESSAGES.notConfirmed(7, "2026-12-04")).toContain("or sign on or after December 4, 2026");
  });
});
