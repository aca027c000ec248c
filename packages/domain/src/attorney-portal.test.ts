import { describe, expect, it } from "vitest";
import {
  attentionQueue,
  CLIENT_STAGE_LABELS,
  CLIENT_STAGES,
  clientStage,
  adminStageActionsFor,
  applicationProblems,
  attorneyLawFirmBodySchema,
  attorneyStageChange,
  internalNoteBodySchema,
  payoutAccountState,
  putAttorneyServicesBodySchema,
  updateOwnAttorneyServiceBodySchema,
  updateAttorneyApplicationSchema,
  type AttorneyApplicationLike,
} from "./attorney-portal.ts";

const complete: AttorneyApplicationLike = {
  bio: "Family lawyer",
  yearsOfExperience: 8,
  lawSchool: "Hastings",
  languages: ["English"],
  practiceAreas: ["Family law"],
  responseTimeHours: 24,
  hasMalpracticeInsurance: true,
  malpracticeInsuranceFileId: "f1",
  profilePhotoId: "p1",
  lawFirmId: "l1",
  states: [{ stateId: "s1", barLicenseNum: "123456" }],
};

describe("attorneyStageChange", () => {
  it("lets the applicant submit once, from FORM_MISSING", () => {
    expect(
      attorneyStageChange({ stage: "FORM_MISSING", action: "submit", actor: "attorney", actorIsSubject: true }),
    ).toEqual({ ok: true, stage: "UNDER_REVIEW" });
    expect(
      attorneyStageChange({ stage: "UNDER_REVIEW", action: "submit", actor: "attorney", actorIsSubject: true }).ok,
    ).toBe(false);
    expect(
      attorneyStageChange({ stage: "DECLINED", action: "submit", actor: "attorney", actorIsSubject: true }).ok,
    ).toBe(false);
  });

  it("never lets an attorney approve, nor an admin act on their own record", () => {
    expect(
      attorneyStageChange({ stage: "UNDER_REVIEW", action: "approve", actor: "attorney", actorIsSubject: true }),
    ).toEqual({ ok: false, reason: "Only an admin can change an attorney's stage." });
    expect(
      attorneyStageChange({ stage: "UNDER_REVIEW", action: "approve", actor: "admin", actorIsSubject: true }),
    ).toEqual({ ok: false, reason: "You cannot change your own stage." });
  });

  it("moves admins' decisions only along the listed transitions", () => {
    const outcome = (
      stage: Parameters<typeof attorneyStageChange>[0]["stage"],
      action: Parameters<typeof attorneyStageChange>[0]["action"],
    ) => attorneyStageChange({ stage, action, actor: "admin", actorIsSubject: false });
    expect(outcome("UNDER_REVIEW", "approve")).toEqual({ ok: true, stage: "APPROVED" });
    expect(outcome("DECLINED", "approve")).toEqual({ ok: true, stage: "APPROVED" });
    expect(outcome("UNDER_REVIEW", "decline")).toEqual({ ok: true, stage: "DECLINED" });
    expect(outcome("APPROVED", "deactivate")).toEqual({ ok: true, stage: "DEACTIVATED" });
    expect(outcome("DEACTIVATED", "reactivate")).toEqual({ ok: true, stage: "APPROVED" });
    expect(outcome("FORM_MISSING", "approve")).toEqual({
      ok: false,
      reason: "An attorney whose stage is FORM_MISSING cannot be approved.",
    });
    expect(outcome("APPROVED", "decline").ok).toBe(false);
    expect(outcome("UNDER_REVIEW", "deactivate").ok).toBe(false);
  });

  it("offers the admin the actions the stage allows", () => {
    expect(adminStageActionsFor("UNDER_REVIEW")).toEqual(["approve", "decline"]);
    expect(adminStageActionsFor("APPROVED")).toEqual(["deactivate"]);
    expect(adminStageActionsFor("DEACTIVATED")).toEqual(["reactivate"]);
    expect(adminStageActionsFor("FORM_MISSING")).toEqual([]);
  });
});

describe("applicationProblems", () => {
  it("is empty for a complete application", () => {
    expect(applicationProblems(complete)).toEqual([]);
  });

  it("names each missing part by its field", () => {
    const problems = applicationProblems({
      ...complete,
      bio: " ",
      states: [],
      malpracticeInsuranceFileId: null,
      lawFirmId: null,
    });
    expect(problems.map((problem) => problem.path)).toEqual(["bio", "states", "malpracticeInsuranceFile", "lawFirm"]);
    expect(applicationProblems({ ...complete, states: [{ stateId: "s1", barLicenseNum: null }] })).toEqual([
      { path: "states", message: "Enter the bar licence number for each state" },
    ]);
  });
});

describe("request schemas", () => {
  it("reads a partial application and refuses unknown or bad fields with clear messages", () => {
    expect(updateAttorneyApplicationSchema.parse({ languages: [" English ", "English", ""] })).toEqual({
      languages: ["English"],
    });
    const bad = updateAttorneyApplicationSchema.safeParse({ yearsOfExperience: 90 });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe(
      "Years of experience must be a whole number from 0 to 70",
    );
    expect(updateAttorneyApplicationSchema.safeParse({ stage: "APPROVED" }).success).toBe(false);
    const twice = updateAttorneyApplicationSchema.safeParse({
      states: [
        { stateId: "7f0c1f4e-9a43-4c1e-8d5e-6a4d3d2c1b0a", barLicenseNum: "1" },
        { stateId: "7f0c1f4e-9a43-4c1e-8d5e-6a4d3d2c1b0a", barLicenseNum: "2" },
      ],
    });
    expect(twice.success ? null : twice.error.issues[0]?.message).toBe("Each state can be listed once");
  });

  it("joins or creates a law firm, not both", () => {
    expect(attorneyLawFirmBodySchema.safeParse({ lawFirmId: "7f0c1f4e-9a43-4c1e-8d5e-6a4d3d2c1b0a" }).success).toBe(
      true,
    );
    expect(attorneyLawFirmBodySchema.safeParse({ name: "Ellis & Co", website: "https://ellis.example" }).success).toBe(
      true,
    );
    expect(
      attorneyLawFirmBodySchema.safeParse({ name: "Ellis & Co", lawFirmId: "7f0c1f4e-9a43-4c1e-8d5e-6a4d3d2c1b0a" })
        .success,
    ).toBe(false);
  });

  it("trims a note and refuses an empty one", () => {
    expect(internalNoteBodySchema.parse({ message: "  Call back  " })).toEqual({ message: "Call back" });
    const empty = internalNoteBodySchema.safeParse({ message: "   " });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe("Write a note first");
  });
});

describe("payoutAccountState", () => {
  it("follows the provider's account", () => {
    expect(payoutAccountState({ accountId: null, detailsSubmitted: false, payoutsEnabled: false })).toBe("NOT_STARTED");
    expect(payoutAccountState({ accountId: "acct_1", detailsSubmitted: true, payoutsEnabled: false })).toBe(
      "IN_PROGRESS",
    );
    expect(payoutAccountState({ accountId: "acct_1", detailsSubmitted: true, payoutsEnabled: true })).toBe("ENABLED");
  });
});

describe("booking links", () => {
  it("takes a full https:// address, trimmed, or null for the built-in slots", () => {
    expect(updateOwnAttorneyServiceBodySchema.parse({ bookingLink: "  https://cal.example/lena  " })).toEqual({
      bookingLink: "https://cal.example/lena",
    });
    expect(updateOwnAttorneyServiceBodySchema.parse({ bookingLink: null })).toEqual({ bookingLink: null });
  });

  it("refuses anything else with one message, for the attorney and the admin alike", () => {
    for (const bookingLink of ["http://cal.example/lena", "cal.example/lena", "not a link", ""]) {
      const own = updateOwnAttorneyServiceBodySchema.safeParse({ bookingLink });
      expect(own.error?.issues[0]?.message, bookingLink).toBe("A booking link must be a full https:// address");
      const admin = putAttorneyServicesBodySchema.safeParse({
        services: [{ productId: "5c8e7a8e-1f0a-4a43-9f40-2f3b8f0c1d11", bookingLink }],
      });
      expect(admin.error?.issues[0]?.message, bookingLink).toBe("A booking link must be a full https:// address");
    }
  });

  it("lets the attorney change only the link (what is offered is the admin's)", () => {
    expect(
      updateOwnAttorneyServiceBodySchema.safeParse({
        bookingLink: null,
        productId: "5c8e7a8e-1f0a-4a43-9f40-2f3b8f0c1d11",
      }).success,
    ).toBe(false);
  });
});

describe("clientStage", () => {
  const facts = {
    represents: true,
    waitingForCall: false,
    generated: false,
    approvedByAttorney: false,
    finalized: false,
  };

  it("follows a represented client from the first call to the finalized agreement", () => {
    expect(clientStage({ ...facts, waitingForCall: true })).toBe("WAITING_FOR_CALL");
    expect(clientStage(facts)).toBe("QUESTIONNAIRE");
    expect(clientStage({ ...facts, generated: true })).toBe("AWAITING_YOUR_APPROVAL");
    expect(clientStage({ ...facts, generated: true, approvedByAttorney: true })).toBe("APPROVED");
    expect(clientStage({ ...facts, generated: true, approvedByAttorney: true, finalized: true })).toBe("FINALIZED");
  });

  it("puts a waiting call before the agreement, and a finalized agreement before everything", () => {
    expect(clientStage({ ...facts, generated: true, waitingForCall: true })).toBe("WAITING_FOR_CALL");
    expect(clientStage({ ...facts, waitingForCall: true, finalized: true })).toBe("FINALIZED");
  });

  it("gives a Q&A-only client no agreement stage", () => {
    expect(clientStage({ ...facts, represents: false, generated: true })).toBe("QA_ONLY");
    expect(clientStage({ ...facts, represents: false, waitingForCall: true })).toBe("WAITING_FOR_CALL");
  });

  it("has a label for every stage", () => {
    for (const stage of CLIENT_STAGES) expect(CLIENT_STAGE_LABELS[stage]).toBeTruthy();
  });
});

describe("attentionQueue", () => {
  const client = (id: string, overrides: Partial<Parameters<typeof attentionQueue>[0]["clients"][number]> = {}) => ({
    id,
    firstName: id,
    lastName: null,
    represents: true,
    waitingForCall: false,
    generated: true,
    approvedByAttorney: true,
    finalized: false,
    unreadMessages: 0,
    openQuestions: 0,
    ...overrides,
  });

  it("lists calls, approvals, messages, questions and payouts, in that order, with their counts", () => {
    const queue = attentionQueue({
      clients: [
        client("ada", { unreadMessages: 3 }),
        client("ben", { generated: true, approvedByAttorney: false, openQuestions: 2 }),
        client("cy", { waitingForCall: true }),
        client("dee"),
      ],
      payoutsDueInCents: 69_900,
      payoutsDueCount: 1,
    });
    expect(queue.map((item) => [item.kind, item.client?.id ?? null, item.count])).toEqual([
      ["WAITING_FOR_CALL", "cy", 1],
      ["AWAITING_YOUR_APPROVAL", "ben", 1],
      ["UNREAD_MESSAGES", "ada", 3],
      ["DISAGREEMENT_QUESTIONS", "ben", 2],
      ["PAYOUTS_DUE", null, 1],
    ]);
    expect(queue.at(-1)).toMatchObject({ amountInCents: 69_900 });
  });

  it("is empty when nothing needs the attorney", () => {
    expect(attentionQueue({ clients: [client("dee")], payoutsDueInCents: 0, payoutsDueCount: 0 })).toEqual([]);
  });
});
