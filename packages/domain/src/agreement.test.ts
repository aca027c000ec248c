import { describe, expect, it } from "vitest";
import {
  approvalProblem,
  approvalStatus,
  attorneySides,
  reviewWaitStatus,
  finalizeProblem,
  generationProblem,
  generationRequirements,
  unchosenBy,
  regenerateProblem,
  unchosenAnswersMessage,
  regenerationNeed,
  TEXT_EDIT_MESSAGES,
  textEditProblem,
  regenerationOverProblem,
  reviewProblem,
  upToDateProblem,
} from "./agreement.ts";
import type { DocumentFlags } from "./documents.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const flags = (overrides: Partial<DocumentFlags> = {}): DocumentFlags => ({
  generated: true,
  inEditor: false,
  reviewed: false,
  finalized: false,
  inProof: false,
  notarizationComplete: false,
  ...overrides,
});

describe("generationRequirements", () => {
  const ready = {
    prenupPaid: true,
    myQuestionnaireComplete: true,
    partnerJoined: true,
    partnerQuestionnaireComplete: true,
    openDisputes: 0,
    questionnaireBlocked: false,
  };

  it("is met in full for a paid couple with complete, aligned questionnaires", () => {
    const requirements = generationRequirements(ready);
    expect(requirements.every((r) => r.met)).toBe(true);
    expect(generationProblem(requirements)).toBeNull();
  });

  it("refuses with the first unmet requirement, in the order the couple meets them", () => {
    const unpaid = generationRequirements({ ...ready, prenupPaid: false, openDisputes: 2 });
    expect(generationProblem(unpaid)).toEqual({ code: "GENERATION_NOT_READY", message: "Pay for your prenup." });
    const disputes = generationRequirements({ ...ready, openDisputes: 1 });
    expect(disputes.filter((r) => !r.met).map((r) => r.key)).toEqual(["ALIGNMENT"]);
    expect(generationProblem(disputes)?.message).toBe("Resolve the questions you answered differently.");
  });

  it("needs the partner to have joined and finished, and no lock", () => {
    const alone = generationRequirements({ ...ready, partnerJoined: false, partnerQuestionnaireComplete: false });
    expect(alone.filter((r) => !r.met).map((r) => r.key)).toEqual([
      "PARTNER_JOINED",
      "PARTNER_QUESTIONNAIRE",
      "ALIGNMENT",
    ]);
    const locked = generationRequirements({ ...ready, questionnaireBlocked: true });
    expect(generationProblem(locked)?.message).toMatch(/Choose Regenerate/);
    expect(locked.find((r) => r.key === "NOT_LOCKED")?.path).toBe("/documents");
  });
});

describe("generation and answers nobody chose", () => {
  const ready = {
    prenupPaid: true,
    myQuestionnaireComplete: true,
    partnerJoined: true,
    partnerQuestionnaireComplete: true,
    openDisputes: 0,
    questionnaireBlocked: false,
  };

  it("refuses while an answer is still a suggestion, naming each question and whose answer it is", () => {
    const requirements = generationRequirements({
      ...ready,
      unchosen: [
        { title: "Property before the wedding", byMe: true, byPartner: true },
        { title: "Spousal support", byMe: false, byPartner: true },
      ],
    });
    expect(requirements.filter((r) => !r.met).map((r) => r.key)).toEqual(["ANSWERS_CHOSEN"]);
    expect(generationProblem(requirements)).toEqual({
      code: "GENERATION_NOT_READY",
      message:
        'Some answers are still a suggestion nobody chose. Choose them before your agreement is generated: "Property before the wedding" (you and your partner), "Spousal support" (your partner).',
    });
    expect(generationRequirements({ ...ready, unchosen: [] }).every((r) => r.met)).toBe(true);
  });

  it("names the partner as the documents page lists them, and says 'your partner' without a name", () => {
    const unchosen = [
      { title: "Property before the wedding", byMe: true, byPartner: true },
      { title: "Spousal support", byMe: false, byPartner: true },
      { title: "The home", byMe: true, byPartner: false },
    ];
    const label = (partnerName: string | null) =>
      generationRequirements({ ...ready, unchosen, partnerName }).find((r) => r.key === "ANSWERS_CHOSEN")?.label;
    expect(label("Jordan Lee")).toBe(
      'Some answers are still a suggestion nobody chose. Choose them before your agreement is generated: "Property before the wedding" (you and Jordan Lee), "Spousal support" (Jordan Lee), "The home" (you).',
    );
    expect(label("")).toContain('"Spousal support" (your partner)');
    expect(label(null)).toContain('"Property before the wedding" (you and your partner)');
    expect(unchosen.map((entry) => unchosenBy(entry, "Jordan Lee"))).toEqual([
      "you and Jordan Lee",
      "Jordan Lee",
      "you",
    ]);
  });

  it("names five questions and counts the rest", () => {
    const unchosen = Array.from({ length: 7 }, (_, index) => ({
      title: `Q${index + 1}`,
      byMe: true,
      byPartner: false,
    }));
    expect(unchosenAnswersMessage(unchosen)).toMatch(/"Q5" \(you\) and 2 more\.$/);
  });
});

describe("regenerationNeed", () => {
  const base = {
    imported: false,
    everGenerated: true,
    lastGeneratedInputHash: "h1",
    currentInputHash: "h1",
    userAMadeChanges: false,
    userBMadeChanges: false,
  };

  it("is not needed while the inputs hash the same", () => {
    expect(regenerationNeed(base)).toEqual({ needsRegeneration: false, reason: null });
  });

  it("names why it is needed", () => {
    expect(regenerationNeed({ ...base, everGenerated: false, lastGeneratedInputHash: null })).toEqual({
      needsRegeneration: true,
      reason: "NOT_GENERATED",
    });
    expect(regenerationNeed({ ...base, lastGeneratedInputHash: null, userAMadeChanges: true }).reason).toBe(
      "REGENERATION_REQUESTED",
    );
    expect(regenerationNeed({ ...base, currentInputHash: "h2", userBMadeChanges: true }).reason).toBe(
      "PARTNER_CHANGES",
    );
    expect(regenerationNeed({ ...base, currentInputHash: "h2" }).reason).toBe("CONTENT_CHANGES");
  });

  it("never asks to regenerate an imported agreement", () => {
    expect(regenerationNeed({ ...base, imported: true, currentInputHash: "h2" }).needsRegeneration).toBe(false);
  });
});

describe("regenerate and generate again", () => {
  it("offers Regenerate only for a generated agreement while the wedding is ahead, never during notarization", () => {
    expect(
      regenerateProblem({ flags: flags({ reviewed: true }), weddingDate: "2027-06-12", now: NOW, kind: "PRENUP" }),
    ).toBeNull();
    expect(regenerateProblem({ flags: flags(), weddingDate: "2026-11-21", now: NOW, kind: "PRENUP" })?.code).toBe(
      "REGENERATION_NOT_OFFERED",
    );
    expect(
      regenerateProblem({ flags: flags({ generated: false }), weddingDate: "2027-06-12", now: NOW, kind: "PRENUP" })
        ?.code,
    ).toBe("DOCUMENT_NOT_GENERATED");
    expect(
      regenerateProblem({ flags: flags({ inProof: true }), weddingDate: "2027-06-12", now: NOW, kind: "PRENUP" })?.code,
    ).toBe("AGREEMENT_LOCKED");
    expect(
      regenerateProblem({
        flags: flags({ notarizationComplete: true }),
        weddingDate: "2027-06-12",
        now: NOW,
        kind: "PRENUP",
      })?.code,
    ).toBe("AGREEMENT_LOCKED");
  });

  it("lets the first generation run whatever the date, and refuses a repeat after the wedding or without changes", () => {
    expect(
      regenerationOverProblem({ everGenerated: false, weddingDate: "2020-01-01", now: NOW, kind: "PRENUP" }),
    ).toBeNull();
    expect(
      regenerationOverProblem({ everGenerated: true, weddingDate: "2020-01-01", now: NOW, kind: "PRENUP" })?.code,
    ).toBe("REGENERATION_NOT_OFFERED");
    // A postnup is made during the marriage: its wedding having passed stops nothing.
    expect(
      regenerationOverProblem({ everGenerated: true, weddingDate: "2020-01-01", now: NOW, kind: "POSTNUP" }),
    ).toBeNull();
    expect(upToDateProblem({ generated: true, needsRegeneration: false })?.message).toMatch(/up to date/);
    expect(upToDateProblem({ generated: true, needsRegeneration: true })).toBeNull();
    expect(upToDateProblem({ generated: false, needsRegeneration: true })).toBeNull();
  });
});

describe("review and finalization", () => {
  it("marks reviewed only a generated, up-to-date agreement, once", () => {
    const fresh = { flags: flags(), needsRegeneration: false, reviewedByMe: false };
    expect(reviewProblem(fresh)).toBeNull();
    expect(reviewProblem({ ...fresh, flags: flags({ generated: false }), needsRegeneration: true })?.code).toBe(
      "DOCUMENT_NOT_GENERATED",
    );
    expect(reviewProblem({ ...fresh, needsRegeneration: true })?.code).toBe("DOCUMENT_NEEDS_REGENERATION");
    expect(reviewProblem({ ...fresh, flags: flags({ reviewed: true }) })?.code).toBe("DOCUMENT_ALREADY_REVIEWED");
  });

  it("takes each partner's review once: the partner's own review does not count as the other's", () => {
    expect(reviewProblem({ flags: flags(), needsRegeneration: false, reviewedByMe: true })).toEqual({
      code: "DOCUMENT_ALREADY_REVIEWED",
      message: "You have already reviewed this version of your agreement.",
    });
    // The partner reviewed, the caller did not: the caller may review.
    expect(reviewProblem({ flags: flags(), needsRegeneration: false, reviewedByMe: false })).toBeNull();
  });

  it("never lets one partner finalize alone: both reviews of the current text come first, with attorneys too", () => {
    const wait = { mustWait: false, waitUntil: null };
    const alone = {
      flags: flags(),
      needsRegeneration: false,
      anyAttorneyInvolved: false,
      status: "NOT_APPROVED" as const,
      reviews: { mine: true, partner: false },
      reviewWait: { ...wait, days: 7, stateName: "California" },
    };
    expect(finalizeProblem(alone)).toEqual({
      code: "PARTNER_NOT_REVIEWED",
      message: "Your partner has not reviewed this version yet: it can be finalized once you have both reviewed it.",
    });
    expect(finalizeProblem({ ...alone, reviews: { mine: false, partner: true } })?.code).toBe("DOCUMENT_NOT_REVIEWED");
    expect(
      finalizeProblem({ ...alone, flags: flags({ reviewed: true }), reviews: { mine: true, partner: true } }),
    ).toBeNull();
    const approved = {
      ...alone,
      flags: flags({ inEditor: true }),
      anyAttorneyInvolved: true,
      status: "FULLY_APPROVED" as const,
    };
    expect(finalizeProblem(approved)?.code).toBe("PARTNER_NOT_REVIEWED");
    expect(finalizeProblem({ ...approved, reviews: { mine: true, partner: true } })).toBeNull();
  });

  it("says why an out-of-date agreement must be generated again: the couple's answers, or wording an admin updated", () => {
    expect(
      reviewProblem({
        flags: flags(),
        needsRegeneration: true,
        regenerationReason: "PARTNER_CHANGES",
        reviewedByMe: false,
      })?.message,
    ).toBe("Your answers changed since the agreement was generated: generate it again, then review it.");
    expect(
      reviewProblem({
        flags: flags(),
        needsRegeneration: true,
        regenerationReason: "CONTENT_CHANGES",
        reviewedByMe: false,
      })?.message,
    ).toBe(
      "The agreement's wording or your state's rules were updated since it was generated: generate it again, then review it.",
    );
    const finalizing = {
      flags: flags(),
      needsRegeneration: true,
      anyAttorneyInvolved: false,
      status: "NOT_APPROVED" as const,
      reviews: { mine: true, partner: true },
      reviewWait: { mustWait: false, waitUntil: null, days: 7, stateName: "California" },
    };
    expect(finalizeProblem({ ...finalizing, regenerationReason: "CONTENT_CHANGES" })?.message).toBe(
      "The agreement's wording or your state's rules were updated since it was generated: generate it again first.",
    );
    expect(finalizeProblem({ ...finalizing, regenerationReason: "PARTNER_CHANGES" })?.message).toMatch(
      /^Your answers changed/,
    );
  });

  it("finalizes without attorneys after review and, in California, after the 7-day wait", () => {
    const reviewedAt = new Date("2026-11-20T09:00:00.000Z");
    const wait = reviewWaitStatus({
      reviewDays: 7,
      reviewPeriodFrom: null,
      reviewedAt,
      finalizedAt: null,
      anyAttorneyInvolved: false,
      now: NOW,
    });
    expect(wait).toEqual({
      applies: true,
      days: 7,
      startsAt: "REVIEW",
      waitUntil: new Date("2026-11-27T09:00:00.000Z"),
      mustWait: true,
      keptFrom: null,
    });
    const input = {
      flags: flags({ reviewed: true }),
      needsRegeneration: false,
      anyAttorneyInvolved: false,
      status: "NOT_APPROVED" as const,
      reviews: { mine: true, partner: true },
      reviewWait: { ...wait, days: 7, stateName: "California" },
    };
    expect(finalizeProblem(input)).toEqual({
      code: "CALIFORNIA_WAIT",
      message:
        "California law requires 7 days between receiving the final agreement and signing it. You can finalize on or after November 27, 2026.",
    });
    const later = reviewWaitStatus({
      reviewDays: 7,
      reviewPeriodFrom: null,
      reviewedAt,
      finalizedAt: null,
      anyAttorneyInvolved: false,
      now: new Date("2026-11-27T09:00:00.000Z"),
    });
    expect(finalizeProblem({ ...input, reviewWait: { ...later, days: 7, stateName: "California" } })).toBeNull();
    expect(
      finalizeProblem({
        ...input,
        flags: flags(),
        reviews: { mine: false, partner: false },
        reviewWait: { ...later, days: 7, stateName: "California" },
      })?.code,
    ).toBe("DOCUMENT_NOT_REVIEWED");
    const newYork = reviewWaitStatus({
      reviewDays: 0,
      reviewPeriodFrom: null,
      reviewedAt,
      finalizedAt: null,
      anyAttorneyInvolved: false,
      now: NOW,
    });
    expect(newYork.applies).toBe(false);
    expect(finalizeProblem({ ...input, reviewWait: { ...newYork, days: 0, stateName: "New York" } })).toBeNull();
  });

  it("finalizes with attorneys once every assigned attorney approved; the California clock then starts at finalization", () => {
    const wait = reviewWaitStatus({
      reviewDays: 7,
      reviewPeriodFrom: null,
      reviewedAt: null,
      finalizedAt: null,
      anyAttorneyInvolved: true,
      now: NOW,
    });
    expect(wait).toEqual({
      applies: true,
      days: 7,
      startsAt: "FINALIZATION",
      waitUntil: null,
      mustWait: false,
      keptFrom: null,
    });
    const input = {
      flags: flags({ inEditor: true }),
      needsRegeneration: false,
      anyAttorneyInvolved: true,
      reviews: { mine: true, partner: true },
      reviewWait: { ...wait, days: 7, stateName: "California" },
    };
    expect(finalizeProblem({ ...input, status: "PARTIALLY_APPROVED" })?.code).toBe("APPROVAL_NOT_READY");
    expect(finalizeProblem({ ...input, status: "FULLY_APPROVED" })).toBeNull();
    expect(finalizeProblem({ ...input, status: "FULLY_APPROVED", flags: flags({ finalized: true }) })?.code).toBe(
      "DOCUMENT_ALREADY_FINALIZED",
    );
    expect(finalizeProblem({ ...input, status: "FULLY_APPROVED", needsRegeneration: true })?.code).toBe(
      "DOCUMENT_NEEDS_REGENERATION",
    );
  });
});

describe("approvals", () => {
  const none = { attorneyAId: null, attorneyBId: null, attorneyAApprovedAt: null, attorneyBApprovedAt: null };

  it("needs both attorneys when both partners are represented, the one when only one is", () => {
    expect(approvalStatus(none)).toBe("NOT_APPROVED");
    expect(approvalStatus({ ...none, attorneyAId: "a" })).toBe("NOT_APPROVED");
    expect(approvalStatus({ ...none, attorneyAId: "a", attorneyAApprovedAt: NOW })).toBe("FULLY_APPROVED");
    expect(approvalStatus({ ...none, attorneyAId: "a", attorneyBId: "b", attorneyAApprovedAt: NOW })).toBe(
      "PARTIALLY_APPROVED",
    );
    expect(
      approvalStatus({
        ...none,
        attorneyAId: "a",
        attorneyBId: "b",
        attorneyAApprovedAt: NOW,
        attorneyBApprovedAt: NOW.toISOString(),
      }),
    ).toBe("FULLY_APPROVED");
    // A leftover approval of a side nobody represents counts for nothing.
    expect(approvalStatus({ ...none, attorneyBApprovedAt: NOW })).toBe("NOT_APPROVED");
  });

  it("lets only the assigned attorney approve an up-to-date agreement for their side, once, and rescind their own", () => {
    const document = { attorneyAId: "att-1", attorneyBId: "att-2" };
    expect(attorneySides(document, "att-1")).toEqual(["A"]);
    expect(attorneySides({ attorneyAId: "x", attorneyBId: "x" }, "x")).toEqual(["A", "B"]);
    const base = {
      action: "grant" as const,
      sides: ["A" as const],
      approvedSides: [],
      flags: flags({ inEditor: true }),
      needsRegeneration: false,
    };
    expect(approvalProblem(base)).toBeNull();
    expect(approvalProblem({ ...base, sides: [] })?.code).toBe("NOT_ASSIGNED_ATTORNEY");
    expect(approvalProblem({ ...base, approvedSides: ["A"] })?.code).toBe("ALREADY_APPROVED");
    expect(approvalProblem({ ...base, approvedSides: ["B"] })).toBeNull();
    expect(approvalProblem({ ...base, needsRegeneration: true })?.code).toBe("DOCUMENT_NEEDS_REGENERATION");
    expect(approvalProblem({ ...base, flags: flags({ generated: false }) })?.code).toBe("DOCUMENT_NOT_GENERATED");
    expect(approvalProblem({ ...base, action: "rescind" })?.code).toBe("NOT_APPROVED");
    expect(approvalProblem({ ...base, action: "rescind", approvedSides: ["A"], needsRegeneration: true })).toBeNull();
    expect(
      approvalProblem({ ...base, action: "rescind", approvedSides: ["A"], flags: flags({ inProof: true }) })?.code,
    ).toBe("AGREEMENT_LOCKED");
  });
});

describe("textEditProblem", () => {
  it("lets attorneys edit with no live notarization, and refuses during a session and after a notarized copy", () => {
    expect(textEditProblem(null)).toBeNull();
    expect(textEditProblem({ notarizationCompletedAt: null })).toEqual({
      code: "AGREEMENT_LOCKED",
      message: TEXT_EDIT_MESSAGES.notarizing,
    });
    expect(textEditProblem({ notarizationCompletedAt: "2026-11-20T10:00:00.000Z" })).toEqual({
      code: "AGREEMENT_LOCKED",
      message: TEXT_EDIT_MESSAGES.notarized,
    });
  });
});
