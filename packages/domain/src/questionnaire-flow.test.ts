import { describe, expect, it } from "vitest";
import {
  alignmentWriteRefusal,
  financialDisclosureWriteRefusal,
  MENU_GATE_MESSAGES,
  ATTORNEY_RULE_DESCRIPTIONS,
  attorneyRuleDescriptionKey,
  canSendQuestionnaireReminder,
  customerMenuGates,
  sectionContinueAction,
  showAttorneyServicesButton,
} from "./questionnaire-flow.ts";

describe("sectionContinueAction", () => {
  const happy = {
    hasState: true,
    prenupPaid: true,
    sectionRequiresAttorney: false,
    wantsAttorney: false,
    representationPaid: false,
    sectionCompleted: true,
    isLastSection: false,
    allSectionsComplete: false,
    nextSectionSlug: "finances",
  };

  it("goes to the next section when this one is complete", () => {
    expect(sectionContinueAction(happy)).toEqual({ kind: "NAVIGATE", to: "/questionnaire/finances" });
  });

  it("applies the rules in order", () => {
    const everythingWrong = {
      ...happy,
      hasState: false,
      prenupPaid: false,
      sectionRequiresAttorney: true,
      wantsAttorney: true,
      sectionCompleted: false,
    };
    expect(sectionContinueAction(everythingWrong)).toEqual({ kind: "ALMOST_THERE_POPUP" });
    expect(sectionContinueAction({ ...everythingWrong, hasState: true })).toEqual({ kind: "UNANSWERED_POPUP" });
    expect(sectionContinueAction({ ...everythingWrong, hasState: true, sectionCompleted: true })).toEqual({
      kind: "NAVIGATE",
      to: "/payment",
    });
    expect(
      sectionContinueAction({ ...everythingWrong, hasState: true, sectionCompleted: true, prenupPaid: true }),
    ).toEqual({
      kind: "NAVIGATE",
      to: "/attorney-services?serviceType=REPRESENTATION",
    });
  });

  it("shows the section's own messages before payment or attorney services: a blank required question never leads on", () => {
    for (const prenupPaid of [true, false]) {
      for (const wantsAttorney of [true, false]) {
        const action = sectionContinueAction({
          ...happy,
          prenupPaid,
          wantsAttorney,
          sectionRequiresAttorney: true,
          sectionCompleted: false,
        });
        expect(action).toEqual({ kind: "UNANSWERED_POPUP" });
      }
    }
  });

  it("does not send to attorney services unless all three attorney conditions hold", () => {
    expect(sectionContinueAction({ ...happy, sectionRequiresAttorney: true })).toEqual({
      kind: "NAVIGATE",
      to: "/questionnaire/finances",
    });
    expect(sectionContinueAction({ ...happy, wantsAttorney: true })).toEqual({
      kind: "NAVIGATE",
      to: "/questionnaire/finances",
    });
    expect(
      sectionContinueAction({ ...happy, sectionRequiresAttorney: true, wantsAttorney: true, representationPaid: true }),
    ).toEqual({
      kind: "NAVIGATE",
      to: "/questionnaire/finances",
    });
  });

  it("proceeds from the last section when everything is complete", () => {
    const last = { ...happy, isLastSection: true, nextSectionSlug: null };
    expect(sectionContinueAction({ ...last, allSectionsComplete: true })).toEqual({ kind: "PROCEED" });
    expect(sectionContinueAction(last)).toEqual({ kind: "UNANSWERED_POPUP" });
  });

  it("shows the unanswered popup for an incomplete section", () => {
    expect(sectionContinueAction({ ...happy, sectionCompleted: false })).toEqual({ kind: "UNANSWERED_POPUP" });
  });

  it("treats a section without a next slug as the last one", () => {
    expect(sectionContinueAction({ ...happy, nextSectionSlug: null, allSectionsComplete: true })).toEqual({
      kind: "PROCEED",
    });
    expect(sectionContinueAction({ ...happy, nextSectionSlug: "" })).toEqual({ kind: "UNANSWERED_POPUP" });
  });
});

describe("the menu gates' server side", () => {
  it("refuses disclosure writes exactly while the Financial Disclosure item is closed", () => {
    for (const prenupPaid of [true, false]) {
      const open = customerMenuGates({
        prenupPaid,
        pendingFinancialDisputes: false,
        documentImported: false,
        alignmentComplete: false,
        questionnaireComplete: false,
        notarizationBlocked: false,
      }).financialDisclosure;
      expect(financialDisclosureWriteRefusal({ prenupPaid }) === null).toBe(open);
    }
    expect(financialDisclosureWriteRefusal({ prenupPaid: false })).toEqual({
      code: "PRENUP_NOT_PAID",
      message: MENU_GATE_MESSAGES.prenupNotPaid,
    });
  });

  it("refuses alignment writes exactly while the Alignment item is closed, saying why", () => {
    for (const prenupPaid of [true, false]) {
      for (const pendingFinancialDisputes of [true, false]) {
        for (const documentImported of [true, false]) {
          const facts = { prenupPaid, pendingFinancialDisputes, documentImported };
          const open = customerMenuGates({
            ...facts,
            alignmentComplete: false,
            questionnaireComplete: false,
            notarizationBlocked: false,
          }).alignment;
          expect(alignmentWriteRefusal(facts) === null, JSON.stringify(facts)).toBe(open);
        }
      }
    }
    expect(
      alignmentWriteRefusal({ prenupPaid: false, pendingFinancialDisputes: true, documentImported: false })?.code,
    ).toBe("PRENUP_NOT_PAID");
    expect(
      alignmentWriteRefusal({ prenupPaid: true, pendingFinancialDisputes: true, documentImported: false }),
    ).toEqual({ code: "ALIGNMENT_NOT_OPEN", message: MENU_GATE_MESSAGES.pendingFinancialDisputes });
    expect(
      alignmentWriteRefusal({ prenupPaid: true, pendingFinancialDisputes: false, documentImported: true }),
    ).toEqual({ code: "ALIGNMENT_NOT_OPEN", message: MENU_GATE_MESSAGES.documentImported });
  });
});

describe("customerMenuGates", () => {
  const open = {
    prenupPaid: true,
    pendingFinancialDisputes: false,
    documentImported: false,
    alignmentComplete: true,
    questionnaireComplete: true,
    notarizationBlocked: false,
  };
  it("opens everything when all conditions hold", () => {
    expect(customerMenuGates(open)).toEqual({
      financialDisclosure: true,
      alignment: true,
      documents: true,
      reviewAndNotarize: true,
    });
  });
  it("closes everything while the prenup is unpaid", () => {
    expect(customerMenuGates({ ...open, prenupPaid: false })).toEqual({
      financialDisclosure: false,
      alignment: false,
      documents: false,
      reviewAndNotarize: false,
    });
  });
  it("closes each item on its own condition", () => {
    expect(customerMenuGates({ ...open, pendingFinancialDisputes: true }).alignment).toBe(false);
    expect(customerMenuGates({ ...open, documentImported: true }).alignment).toBe(false);
    expect(customerMenuGates({ ...open, alignmentComplete: false })).toMatchObject({
      documents: false,
      alignment: true,
    });
    expect(customerMenuGates({ ...open, questionnaireComplete: false })).toMatchObject({
      reviewAndNotarize: false,
      documents: true,
    });
    expect(customerMenuGates({ ...open, notarizationBlocked: true })).toMatchObject({
      reviewAndNotarize: false,
      financialDisclosure: true,
    });
  });
});

describe("showAttorneyServicesButton", () => {
  const shown = {
    prenupPaid: true,
    attorneySupport: "PARTNER" as const,
    loaded: true,
    hasError: false,
    representationBooked: false,
    qaWaitingOrScheduled: false,
  };
  it("shows for a paid prenup in a PARTNER state", () => {
    expect(showAttorneyServicesButton(shown)).toBe(true);
  });
  it("hides on each failing condition", () => {
    expect(showAttorneyServicesButton({ ...shown, prenupPaid: false })).toBe(false);
    expect(showAttorneyServicesButton({ ...shown, attorneySupport: "NONE" })).toBe(false);
    expect(showAttorneyServicesButton({ ...shown, attorneySupport: null })).toBe(false);
    expect(showAttorneyServicesButton({ ...shown, loaded: false })).toBe(false);
    expect(showAttorneyServicesButton({ ...shown, hasError: true })).toBe(false);
    expect(showAttorneyServicesButton({ ...shown, representationBooked: true })).toBe(false);
  });
  it("shows despite booked representation while a Q&A is waiting or scheduled", () => {
    expect(showAttorneyServicesButton({ ...shown, representationBooked: true, qaWaitingOrScheduled: true })).toBe(true);
  });
});

describe("canSendQuestionnaireReminder", () => {
  it("needs linked accounts, this user done and the partner not", () => {
    expect(canSendQuestionnaireReminder({ accountsLinked: true, userDone: true, partnerDone: false })).toBe(true);
    expect(canSendQuestionnaireReminder({ accountsLinked: false, userDone: true, partnerDone: false })).toBe(false);
    expect(canSendQuestionnaireReminder({ accountsLinked: true, userDone: false, partnerDone: false })).toBe(false);
    expect(canSendQuestionnaireReminder({ accountsLinked: true, userDone: true, partnerDone: true })).toBe(false);
  });
});

describe("attorneyRuleDescriptionKey", () => {
  it("prefers spousal support, then embryo clause, then hiring", () => {
    expect(attorneyRuleDescriptionKey(["HIRES_ATTORNEY", "INCLUDES_EMBRYO_CLAUSE", "WAIVES_SPOUSAL_SUPPORT"])).toBe(
      "WAIVES_SPOUSAL_SUPPORT",
    );
    expect(attorneyRuleDescriptionKey(["HIRES_ATTORNEY", "INCLUDES_EMBRYO_CLAUSE"])).toBe("INCLUDES_EMBRYO_CLAUSE");
    expect(attorneyRuleDescriptionKey(["HIRES_ATTORNEY"])).toBe("HIRES_ATTORNEY");
    expect(attorneyRuleDescriptionKey([])).toBe("DEFAULT");
  });
  it("has a description for every key", () => {
    expect(ATTORNEY_RULE_DESCRIPTIONS.WAIVES_SPOUSAL_SUPPORT).toContain("spousal support is waived");
    expect(ATTORNEY_RULE_DESCRIPTIONS.INCLUDES_EMBRYO_CLAUSE).toContain("embryo clauses are added");
  });
});
