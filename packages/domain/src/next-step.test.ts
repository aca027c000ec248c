import { describe, expect, it } from "vitest";
import { nextStep, waitingOnText } from "./next-step.ts";
import { customerLegacyRedirect } from "./routing.ts";
import { NOTARIZATION_BLOCKERS, type NotarizationBlockerReason } from "./documents.ts";
import type { Standing } from "./standing.ts";

const flags = {
  generated: false,
  inEditor: false,
  reviewed: false,
  finalized: false,
  inProof: false,
  notarizationComplete: false,
};

/** A standing with only what the next step reads (the rest of the engine is tested in standing.test.ts). */
function standing(overrides: Partial<Standing> = {}): Standing {
  return {
    hasState: true,
    partnerJoined: true,
    prenupPaid: true,
    financialsComplete: true,
    partner: { questionnaireComplete: true, attorneyRequired: false },
    questionnaire: { blocked: false, complete: true, sections: [], resumePath: "assets" },
    alignment: { openDisputes: 0, complete: true, canSendReminder: false, proposalsAwaitingMe: 0 },
    document: { ...flags, generated: true },
    notarization: { blocker: null },
    ...overrides,
  } as unknown as Standing;
}
const blocked = (reason: NotarizationBlockerReason) =>
  ({ notarization: { blocker: { reason, ...NOTARIZATION_BLOCKERS[reason] } } }) as unknown as Partial<Standing>;

describe("nextStep", () => {
  it("asks for the acknowledgement of the partner's current disclosure version, awaited or lapsed", () => {
    const before = (state: "AWAITED" | "LAPSED" | "CURRENT" | "NOT_GIVEN", currentVersion: number | null) =>
      nextStep(
        standing({
          document: flags,
          partnerDisclosureAcknowledgement: { state, currentVersion, currentIsNew: false, acknowledgedVersion: 2 },
        }),
        "Jordan",
      );
    expect(before("AWAITED", 1)).toMatchObject({
      key: "ACKNOWLEDGE_DISCLOSURE",
      title: "Read Jordan's financial disclosure (version 1) and acknowledge it.",
      waitingOn: "YOU",
      action: { label: "Open the financial disclosure", path: "/financial-disclosure" },
    });
    expect(before("LAPSED", 3).title).toBe(
      "Jordan changed their financial disclosure since you acknowledged it. Read version 3 and acknowledge it.",
    );
    expect(before("CURRENT", 3).key).toBe("GENERATE");
    expect(before("NOT_GIVEN", null).key).toBe("GENERATE");
    // The user's own disclosure comes first.
    expect(
      nextStep(
        standing({
          document: flags,
          financialsComplete: false,
          partnerDisclosureAcknowledgement: {
            state: "AWAITED",
            currentVersion: 1,
            currentIsNew: false,
            acknowledgedVersion: null,
          },
        }),
        "Jordan",
      ).key,
    ).toBe("DISCLOSURE");
  });

  it("follows the path in order, one button each", () => {
    const cases: [Partial<Standing>, string, string, string][] = [
      [{ hasState: false }, "CHOOSE_STATE", "YOU", "/questionnaire"],
      [
        { questionnaire: { blocked: false, complete: false, sections: [], resumePath: "assets" } },
        "QUESTIONNAIRE",
        "YOU",
        "/questionnaire/assets",
      ],
      [
        { questionnaire: { blocked: false, complete: false, sections: [], resumePath: null } },
        "QUESTIONNAIRE",
        "YOU",
        "/questionnaire",
      ],
      [{ partnerJoined: false, partner: null }, "INVITE", "YOU", "/"],
      [{ prenupPaid: false }, "PAY", "YOU", "/payment"],
      [{ financialsComplete: false, document: flags }, "DISCLOSURE", "YOU", "/financial-disclosure"],
      // Generated (so each disclosure was given for it): the review comes next, not the disclosure again.
      [{ financialsComplete: false, ...blocked("NOT_REVIEWED") }, "REVIEW", "YOU", "/documents/review"],
      [
        { partner: { questionnaireComplete: false, attorneyRequired: false, sectionsLeft: 2 } },
        "PARTNER_QUESTIONNAIRE",
        "PARTNER",
        "/alignment",
      ],
      [
        { alignment: { openDisputes: 2, complete: false, canSendReminder: false, proposalsAwaitingMe: 0 } },
        "ALIGN",
        "YOU",
        "/alignment",
      ],
      [{ document: flags }, "GENERATE", "YOU", "/documents"],
      [blocked("OWN_ATTORNEY_NOT_BOOKED"), "ATTORNEY", "YOU", "/attorney-services"],
      [blocked("PARTNER_ATTORNEY_NOT_BOOKED"), "PARTNER_ATTORNEY", "PARTNER", "/documents"],
      [blocked("NOT_FULLY_APPROVED"), "APPROVAL", "ATTORNEYS", "/documents"],
      [blocked("NOT_REVIEWED"), "REVIEW", "YOU", "/documents/review"],
      [blocked("PARTNER_NOT_REVIEWED"), "PARTNER_REVIEW", "PARTNER", "/documents/review"],
      [blocked("OWN_COUNSEL_NOT_ON_RECORD"), "COUNSEL_CERTIFICATION", "YOU", "/notarize"],
      [blocked("PARTNER_COUNSEL_NOT_ON_RECORD"), "PARTNER_COUNSEL_CERTIFICATION", "PARTNER", "/notarize"],
      [{}, "NOTARIZE", "YOU", "/notarize"],
      [
        { document: { ...flags, generated: true, reviewed: true, notarizationComplete: true } },
        "DONE",
        "NOBODY",
        "/documents",
      ],
    ];
    for (const [overrides, key, waitingOn, path] of cases) {
      expect(nextStep(standing(overrides), "Jordan"), key).toMatchObject({ key, waitingOn, action: { path } });
      // The button opens a page of the app, never one the router bounces back to the dashboard.
      expect(customerLegacyRedirect(path), `${key} → ${path}`).toBeNull();
    }
  });

  it("names the partner in what is awaited", () => {
    expect(
      nextStep(
        standing({ partner: { questionnaireComplete: false, attorneyRequired: false, sectionsLeft: 2 } }),
        "Jordan",
      ).title,
    ).toBe("Waiting for Jordan to finish their questionnaire.");
    expect(
      nextStep(
        standing({ alignment: { openDisputes: 1, complete: false, canSendReminder: false, proposalsAwaitingMe: 0 } }),
        "Jordan",
      ).title,
    ).toBe("Resolve the answer you and Jordan see differently.");
    const proposed = nextStep(
      standing({ alignment: { openDisputes: 2, complete: false, canSendReminder: false, proposalsAwaitingMe: 1 } }),
      "Jordan",
    );
    expect(proposed).toMatchObject({ key: "ANSWER_PROPOSAL", waitingOn: "YOU", action: { path: "/alignment" } });
    expect(proposed.title).toBe("Jordan proposed an answer you see differently. Accept or propose another.");
    expect(
      nextStep(
        standing({ alignment: { openDisputes: 3, complete: false, canSendReminder: false, proposalsAwaitingMe: 2 } }),
        "your partner",
      ).title,
    ).toBe("Your partner proposed answers to 2 questions you see differently. Accept or propose another.");
    // The partner waits on the user: before the user's own financial disclosure, but not while the Alignment gate is closed.
    const awaiting = {
      alignment: { openDisputes: 1, complete: false, canSendReminder: false, proposalsAwaitingMe: 1 },
      financialsComplete: false,
      document: flags,
    };
    expect(nextStep(standing(awaiting), "Jordan").key).toBe("ANSWER_PROPOSAL");
    expect(
      nextStep(
        standing({
          ...awaiting,
          gates: { financialDisclosure: true, alignment: false, documents: false, reviewAndNotarize: false },
        }),
        "Jordan",
      ).key,
    ).toBe("DISCLOSURE");
    expect(waitingOnText(nextStep(standing(awaiting), "Jordan"), "Jordan")).toBe("Jordan is waiting on you.");
    expect(waitingOnText({ waitingOn: "PARTNER", partnerWaits: false }, "Jordan")).toBe("You are waiting on Jordan.");
    expect(waitingOnText({ waitingOn: "YOU", partnerWaits: true }, "your partner")).toBe("It's your turn.");
  });

  it("says the partner waits on the user only when the partner has done their part of the step", () => {
    const answering = { questionnaire: { blocked: false, complete: false, sections: [], resumePath: "property" } };
    // Right after joining, each partner answers their own questionnaire: nobody waits on anybody.
    const fresh = nextStep(
      standing({ ...answering, partner: { questionnaireComplete: false, attorneyRequired: false, sectionsLeft: 6 } }),
      "Jordan",
    );
    expect(fresh).toMatchObject({ key: "QUESTIONNAIRE", partnerWaits: false });
    expect(waitingOnText(fresh, "Jordan")).toBe("It's your turn.");
    const partnerDone = nextStep(
      standing({ ...answering, partner: { questionnaireComplete: true, attorneyRequired: false, sectionsLeft: 0 } }),
      "Jordan",
    );
    expect(waitingOnText(partnerDone, "Jordan")).toBe("Jordan is waiting on you.");
    // The review: the partner waits once they have reviewed the text.
    expect(waitingOnText(nextStep(standing({ ...blocked("NOT_REVIEWED") }), "Jordan"), "Jordan")).toBe(
      "It's your turn.",
    );
    const reviewedByJordan = {
      ...standing(blocked("NOT_REVIEWED")),
      agreement: { reviews: { partner: new Date("2026-11-20T10:00:00Z") } },
    };
    expect(waitingOnText(nextStep(reviewedByJordan, "Jordan"), "Jordan")).toBe("Jordan is waiting on you.");
  });

  it("skips the answers' steps once the agreement is in review", () => {
    const frozen = { blocked: true, complete: false, sections: [], resumePath: null };
    expect(
      nextStep(standing({ questionnaire: frozen, financialsComplete: false, ...blocked("NOT_REVIEWED") }), "Jordan")
        .key,
    ).toBe("REVIEW");
  });
});
