import { describe, expect, it } from "vitest";
import type { AnswerLike } from "./answer-shape.ts";
import { IMPORTED_DOCUMENT_HASH, NOTARIZATION_BLOCKERS } from "./documents.ts";
import type { BookingStatus, PaymentStatus, ProductType } from "./enums.ts";
import { progressLabels } from "./progress.ts";
import {
  assessQuestionnaire,
  buildQuestionnaire,
  type AssessmentFacts,
  type ContentOption,
  type ContentQuestion,
  type Questionnaire,
  type QuestionnaireContent,
} from "./questionnaire.ts";
import { computeStanding, unchosenQuestionsOf, type StandingFacts } from "./standing.ts";

// ---------------------------------------------------------------------------------------------
// Five sections, so that progress step 2 (the first four) and step 3 (the rest) can be told apart:
//   Background Information (0) ← the identity group (pronouns)
//   Our Finances (1)   accounts (dispute), spousal support (waive: CA attorney rule)
//   Family Planning (2, path "kids")   children (dispute; "ask an attorney": CA HIRES_ATTORNEY)
//   Debts (3)          a New York-only question: NOT_APPLICABLE elsewhere
//   Estate (4)         a will?
// ---------------------------------------------------------------------------------------------

const now = new Date("2026-11-21T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
/** The calendar day (YYYY-MM-DD, UTC) `days` after `now`. */
const dayAfter = (days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

function question(id: string, groupId: string, extra: Partial<ContentQuestion> = {}): ContentQuestion {
  return {
    id,
    title: `Question ${id}`,
    isRequired: true,
    questionType: "RADIO",
    inputType: null,
    groupId,
    parentQuestionId: null,
    order: 0,
    allowsOtherOption: false,
    generatesDispute: false,
    showWhenOptionIds: [],
    ...extra,
  };
}
const option = (id: string, questionId: string, order: number, extra: Partial<ContentOption> = {}): ContentOption => ({
  id,
  questionId,
  order,
  value: id,
  isDefault: false,
  ...extra,
});

const content: QuestionnaireContent = {
  sections: [
    { id: "s-bg", key: "background_information", label: "Background Information", order: 0 },
    { id: "s-fin", key: "finances", label: "Our Finances", order: 1 },
    {
      id: "s-fam",
      key: "family",
      label: "Family Planning",
      name: "Family Planning",
      description: null,
      path: "kids",
      order: 2,
    },
    { id: "s-debts", key: "debts", label: "Debts", order: 3 },
    { id: "s-estate", key: "estate", label: "Estate", order: 4 },
  ],
  groups: [
    { id: "g-identity", key: "identity", sectionId: "s-fin", title: "About you", order: 0 },
    { id: "g-money", key: "money", sectionId: "s-fin", title: "Money", order: 1 },
    { id: "g-kids", key: "kids", sectionId: "s-fam", title: "Children", order: 0 },
    { id: "g-debts", key: "debts", sectionId: "s-debts", title: "Debts", order: 0 },
    { id: "g-estate", key: "estate", sectionId: "s-estate", title: "Estate", order: 0 },
  ],
  questions: [
    question("q-pronouns", "g-identity"),
    question("q-accounts", "g-money", { questionType: "CHECKBOX", generatesDispute: true }),
    question("q-support", "g-money", { order: 1 }),
    question("q-kids", "g-kids", { generatesDispute: true }),
    question("q-debts", "g-debts", { questionType: "TEXT_BOX", inputType: "TEXT", onlyStateIds: ["ny"] }),
    question("q-will", "g-estate"),
  ],
  options: [
    option("o-they", "q-pronouns", 0),
    option("o-joint", "q-accounts", 0),
    option("o-separate", "q-accounts", 1),
    option("o-keep", "q-support", 0, { isDefault: true }),
    option("o-waive", "q-support", 1, { attorneyRules: [{ stateId: "ca", type: "WAIVES_SPOUSAL_SUPPORT" }] }),
    option("o-kids-yes", "q-kids", 0),
    option("o-kids-no", "q-kids", 1),
    option("o-kids-attorney", "q-kids", 2, { attorneyRules: [{ stateId: "ca", type: "HIRES_ATTORNEY" }] }),
    option("o-will-yes", "q-will", 0),
  ],
};

const ca = buildQuestionnaire(content, "ca");
const tx = buildQuestionnaire(content, "tx");
const noState = buildQuestionnaire(content, null);

const california = {
  abbreviation: "CA",
  name: "California",
  attorneySupport: "PARTNER",
  allowsOnlineNotary: true,
  reviewDays: 7,
} as const;
const texas = { abbreviation: "TX", attorneySupport: "NONE", allowsOnlineNotary: false, reviewDays: 0 } as const;

const chose = (questionId: string, ...questionOptionIds: string[]): AnswerLike => ({ questionId, questionOptionIds });
const FIRST_FOUR: AnswerLike[] = [
  chose("q-pronouns", "o-they"),
  chose("q-accounts", "o-joint"),
  chose("q-support", "o-keep"),
  chose("q-kids", "o-kids-no"),
];
const COMPLETE: AnswerLike[] = [...FIRST_FOUR, chose("q-will", "o-will-yes")];
/** COMPLETE but for the support question, left at its suggestion (nothing saved for it). */
const SUGGESTION_STANDS: AnswerLike[] = COMPLETE.filter((answer) => answer.questionId !== "q-support");

function assess(
  answers: readonly AnswerLike[],
  overrides: Partial<AssessmentFacts> = {},
  questionnaire: Questionnaire = ca,
) {
  return assessQuestionnaire(questionnaire, {
    answers,
    today: now,
    stateAbbreviation: "CA",
    reviewDays: 7,
    agreementKind: "PRENUP",
    background: { hasState: true, firstName: "Alex", lastName: "Rivera" },
    willHireAttorney: null,
    representationPaid: false,
    ...overrides,
  });
}

type Item = StandingFacts["purchaseItems"][number];
function purchase(
  productType: ProductType,
  userId: string,
  extra: {
    documentId?: string | null;
    paymentStatus?: PaymentStatus;
    bookingStatus?: BookingStatus | null;
    deletedAt?: string | null;
  } = {},
): Item {
  return {
    userId,
    product: { productType },
    paymentStatus: extra.paymentStatus ?? "SUCCESSFUL",
    bookingStatus: extra.bookingStatus ?? null,
    deletedAt: extra.deletedAt ?? null,
    documentId: extra.documentId === undefined ? "doc" : extra.documentId,
  };
}

type DocumentFacts = NonNullable<StandingFacts["document"]>;
const baseDocument: DocumentFacts = { id: "doc", stateId: "ca", userAId: "a", userBId: "b", status: "NOT_APPROVED" };
const generated = { lastGeneratedAt: "2026-11-10T09:00:00Z" };

function standing(
  overrides: Partial<Omit<StandingFacts, "document">> & { document?: Partial<DocumentFacts> | null } = {},
) {
  const { document, ...rest } = overrides;
  return computeStanding({
    now,
    userId: "a",
    document: document === null ? null : { ...baseDocument, ...document },
    state: california,
    notarization: null,
    purchaseItems: [],
    financials: { entryCount: 0, incomeYears: [] },
    questionnaire: ca,
    me: assess([]),
    partner: null,
    ...rest,
  });
}

const PAID = [purchase("PRENUP", "a")];
const FINANCIALS_DONE = { entryCount: 3, incomeYears: [2024, 2025, 2026], completedAt: "2026-01-02T10:00:00Z" };

describe("computeStanding", () => {
  describe("before there is a document", () => {
    const noDocument = (overrides: Partial<StandingFacts> = {}) =>
      standing({
        document: null,
        state: null,
        questionnaire: noState,
        me: assess(
          [],
          { stateAbbreviation: null, background: { hasState: false, firstName: null, lastName: null } },
          noState,
        ),
        ...overrides,
      });

    it("has no document, no state, no partner and nothing paid, blocked or unlocked", () => {
      const result = noDocument();
      expect(result).toMatchObject({
        documentId: null,
        respondent: null,
        hasState: false,
        partnerJoined: false,
        prenupPaid: false,
        notarizationPaid: false,
        representationType: "NO_REPRESENTATION",
        partner: null,
        document: null,
        financialsComplete: false,
        attorneyServicesButton: false,
      });
      expect(result.me).toEqual({
        wantsAttorney: false,
        attorneyRuleTypes: [],
        attorneyRequired: false,
        representationPaid: false,
        representationBookingStatus: null,
        qaBookingStatus: null,
        questionnaireComplete: false,
      });
      expect(result.questionnaire).toMatchObject({
        blocked: false,
        complete: false,
        resumePath: "background-information",
      });
      expect(result.alignment).toEqual({
        openDisputes: 0,
        complete: false,
        canSendReminder: false,
        proposalsAwaitingMe: 0,
      });
      expect(result.notarization).toEqual({
        blocker: { reason: "NOT_GENERATED", ...NOTARIZATION_BLOCKERS.NOT_GENERATED },
        counselCertification: { mine: "NOT_NEEDED", partner: "NOT_NEEDED" },
        waitUntil: null,
        reflection: null,
        awaitingFinalization: false,
        signingCutoff: { maySign: true, lastDay: null, message: null },
        signingWindow: {
          open: true,
          firstDay: null,
          lastDay: null,
          closesAt: null,
          weddingDay: null,
          deadline: "BEFORE_MARRIAGE",
          stateName: null,
          reviewDays: 0,
        },
        signBy: null,
      });
      expect(result.gates).toEqual({
        financialDisclosure: false,
        alignment: false,
        documents: false,
        reviewAndNotarize: false,
      });
      expect(result.progress).toEqual({ step: 0, percent: 0, label: progressLabels().start });
    });

    it("counts the user's own prenup bought for no document, and nobody else's", () => {
      expect(noDocument({ purchaseItems: [purchase("PRENUP", "a", { documentId: null })] }).prenupPaid).toBe(true);
      expect(
        noDocument({ purchaseItems: [purchase("PRENUP", "a", { documentId: null })] }).gates.financialDisclosure,
      ).toBe(true);
      expect(noDocument({ purchaseItems: [purchase("PRENUP", "b", { documentId: null })] }).prenupPaid).toBe(false);
      expect(noDocument({ purchaseItems: [purchase("PRENUP", "a", { documentId: "old-doc" })] }).prenupPaid).toBe(
        false,
      );
    });

    it("offers the sections with no state chosen, without attorney rules", () => {
      expect(
        noDocument().questionnaire.sections.map((section) => [section.id, section.status, section.hasAttorneyRules]),
      ).toEqual([
        ["s-bg", "NOT_STARTED", false],
        ["s-fin", "NOT_STARTED", false],
        ["s-fam", "NOT_STARTED", false],
        ["s-debts", "NOT_APPLICABLE", false],
        ["s-estate", "NOT_STARTED", false],
      ]);
    });
  });

  describe("the document and the couple", () => {
    it("identifies the user as partner A or B and the partner once they joined", () => {
      expect(standing()).toMatchObject({
        documentId: "doc",
        respondent: "A",
        hasState: true,
        partnerJoined: false,
        partner: null,
      });
      expect(standing({ userId: "b" }).respondent).toBe("B");
      expect(standing({ partner: assess([]) })).toMatchObject({
        partnerJoined: true,
        partner: { questionnaireComplete: false, attorneyRequired: false },
      });
      expect(standing({ userId: "b", partner: assess([]) }).partnerJoined).toBe(true);
    });

    it("has no partner while partner B has not joined the document, whatever assessment is passed", () => {
      expect(standing({ document: { userBId: null }, partner: assess([]) })).toMatchObject({
        partnerJoined: false,
        partner: null,
      });
    });

    it("has no state while the document has none", () => {
      expect(standing({ document: { stateId: null } }).hasState).toBe(false);
    });
  });

  describe("paid products", () => {
    it("is unpaid without a counting purchase: every gate closed and no attorney-services button", () => {
      const result = standing({ me: assess(COMPLETE) });
      expect(result.prenupPaid).toBe(false);
      expect(result.gates).toEqual({
        financialDisclosure: false,
        alignment: false,
        documents: false,
        reviewAndNotarize: false,
      });
      expect(result.attorneyServicesButton).toBe(false);
    });

    it("is paid by either partner's purchase for this document, or one made before any document", () => {
      expect(standing({ purchaseItems: PAID }).prenupPaid).toBe(true);
      expect(standing({ purchaseItems: [purchase("PRENUP", "b")] }).prenupPaid).toBe(true);
      expect(standing({ userId: "b", purchaseItems: [purchase("PRENUP", "a")] }).prenupPaid).toBe(true);
      expect(standing({ purchaseItems: [purchase("PRENUP", "b", { documentId: null })] }).prenupPaid).toBe(true);
    });

    it("does not count a purchase for another document, a refunded or deleted one, or a stranger's", () => {
      for (const item of [
        purchase("PRENUP", "a", { documentId: "another-doc" }),
        purchase("PRENUP", "b", { paymentStatus: "FULL_REFUNDED" }),
        purchase("PRENUP", "a", { deletedAt: "2026-11-01T00:00:00Z" }),
        purchase("PRENUP", "someone-else"),
        purchase("NOTARIZATION", "a"),
      ]) {
        expect(standing({ purchaseItems: [item] }).prenupPaid).toBe(false);
      }
    });

    it("reads notarization as paid the same way, apart from the prenup", () => {
      expect(standing({ purchaseItems: [purchase("NOTARIZATION", "b")] })).toMatchObject({
        notarizationPaid: true,
        prenupPaid: false,
      });
      expect(
        standing({ purchaseItems: [purchase("NOTARIZATION", "b", { documentId: "another-doc" })] }).notarizationPaid,
      ).toBe(false);
    });
  });

  describe("representation", () => {
    it("reads the user's own representation purchase and bookings, not the partner's", () => {
      const items = [
        purchase("REPRESENTATION", "a", { bookingStatus: "SCHEDULED" }),
        purchase("Q_A", "a", { bookingStatus: "WAITING" }),
        purchase("REPRESENTATION", "b", { bookingStatus: "BOOKED" }),
      ];
      expect(standing({ purchaseItems: items }).me).toMatchObject({
        representationPaid: true,
        representationBookingStatus: "SCHEDULED",
        qaBookingStatus: "WAITING",
      });
      expect(standing({ purchaseItems: [purchase("REPRESENTATION", "b")] }).me.representationPaid).toBe(false);
      expect(
        standing({ purchaseItems: [purchase("REPRESENTATION", "a", { paymentStatus: "FULL_REFUNDED" })] }).me
          .representationPaid,
      ).toBe(false);
    });

    it("requires an attorney by the will-hire flag or a representation purchase, per partner, and types the couple's representation", () => {
      const partner = assess([]);
      expect(standing({ partner }).representationType).toBe("NO_REPRESENTATION");
      const mine = standing({ partner, document: { userAWillHireAttorney: true } });
      expect(mine).toMatchObject({
        representationType: "PARTIAL_REPRESENTATION",
        me: { attorneyRequired: true },
        partner: { attorneyRequired: false },
      });
      const theirs = standing({ partner, purchaseItems: [purchase("REPRESENTATION", "b")] });
      expect(theirs).toMatchObject({
        representationType: "PARTIAL_REPRESENTATION",
        me: { attorneyRequired: false },
        partner: { attorneyRequired: true },
      });
      expect(
        standing({ partner, document: { userAWillHireAttorney: true, userBWillHireAttorney: true } })
          .representationType,
      ).toBe("FULL_REPRESENTATION");
      // Seen from partner B, the flags swap.
      expect(standing({ userId: "b", partner, document: { userAWillHireAttorney: true } })).toMatchObject({
        me: { attorneyRequired: false },
        partner: { attorneyRequired: true },
      });
    });

    it("passes on whether the user wants an attorney", () => {
      expect(standing({ me: assess([chose("q-kids", "o-kids-attorney")]) }).me.wantsAttorney).toBe(true);
      expect(standing({ me: assess([], { willHireAttorney: true }) }).me.wantsAttorney).toBe(true);
      expect(standing().me.wantsAttorney).toBe(false);
    });
  });

  describe("the questionnaire", () => {
    it("lists the user's sections with route, status, lock and attorney rules, and where to resume", () => {
      const result = standing({ me: assess([chose("q-pronouns", "o-they"), chose("q-kids", "o-kids-attorney")]) });
      expect(result.questionnaire.sections).toEqual([
        {
          id: "s-bg",
          key: "background_information",
          label: "Background Information",
          name: "Background Information",
          description: null,
          path: "background-information",
          order: 0,
          status: "COMPLETED",
          locked: false,
          hasAttorneyRules: false,
        },
        {
          id: "s-fin",
          key: "finances",
          label: "Our Finances",
          name: "Our Finances",
          description: null,
          path: "our-finances",
          order: 1,
          status: "NOT_STARTED",
          locked: true,
          hasAttorneyRules: true,
        },
        {
          id: "s-fam",
          key: "family",
          label: "Family Planning",
          name: "Family Planning",
          description: null,
          path: "kids",
          order: 2,
          status: "COMPLETED",
          locked: false,
          hasAttorneyRules: true,
        },
        {
          id: "s-debts",
          key: "debts",
          label: "Debts",
          name: "Debts",
          description: null,
          path: "debts",
          order: 3,
          status: "NOT_APPLICABLE",
          locked: false,
          hasAttorneyRules: false,
        },
        {
          id: "s-estate",
          key: "estate",
          label: "Estate",
          name: "Estate",
          description: null,
          path: "estate",
          order: 4,
          status: "NOT_STARTED",
          locked: false,
          hasAttorneyRules: false,
        },
      ]);
      // Finances is locked until representation is paid: resume skips it.
      expect(result.questionnaire.resumePath).toBe("estate");
      expect(standing({ me: assess([chose("q-pronouns", "o-they")]) }).questionnaire.resumePath).toBe("our-finances");
      expect(standing({ me: assess(COMPLETE) }).questionnaire).toMatchObject({ complete: true, resumePath: "estate" });
    });

    it("resumes nowhere when every section is locked", () => {
      const familyOnly = buildQuestionnaire(
        { ...content, sections: content.sections.filter((section) => section.id === "s-fam") },
        "ca",
      );
      const result = standing({ questionnaire: familyOnly, me: assess([], { willHireAttorney: true }, familyOnly) });
      expect(result.questionnaire.resumePath).toBeNull();
    });

    it("is blocked while a notarization is under way in a state with online notary, not in one without", () => {
      expect(standing({ notarization: {} }).questionnaire.blocked).toBe(true);
      expect(standing({ notarization: { notarizationCompletedAt: null } }).document?.inProof).toBe(true);
      const texan = standing({
        state: texas,
        questionnaire: tx,
        me: assess([], { stateAbbreviation: "TX" }, tx),
        notarization: {},
      });
      expect(texan.questionnaire.blocked).toBe(false);
      expect(texan.document?.inProof).toBe(false);
      expect(standing({ state: null, notarization: {} }).questionnaire.blocked).toBe(false);
    });

    it("is blocked once the document is reviewed, finalized, notarized or with an attorney", () => {
      expect(standing().questionnaire.blocked).toBe(false);
      expect(standing({ document: { reviewedAt: daysAgo(1) } }).questionnaire.blocked).toBe(true);
      expect(standing({ document: { finalizedAt: daysAgo(1) } }).questionnaire.blocked).toBe(true);
      expect(standing({ document: { ...generated, attorneyBId: "att" } }).questionnaire.blocked).toBe(true);
      expect(
        standing({ state: texas, notarization: { notarizationCompletedAt: daysAgo(1) } }).questionnaire.blocked,
      ).toBe(true);
      expect(standing({ document: generated }).document).toEqual({
        generated: true,
        inEditor: false,
        reviewed: false,
        finalized: false,
        inProof: false,
        notarizationComplete: false,
      });
    });
  });

  describe("alignment", () => {
    it("counts open disputes on questions both partners are shown", () => {
      const result = standing({
        purchaseItems: PAID,
        me: assess(COMPLETE),
        partner: assess([...COMPLETE.slice(0, 2), chose("q-kids", "o-kids-yes"), chose("q-accounts", "o-separate")]),
      });
      // The partner's second accounts answer is ignored: the first one (joint) counts, so only children differ.
      expect(result.alignment).toEqual({
        openDisputes: 1,
        complete: false,
        canSendReminder: true,
        proposalsAwaitingMe: 0,
      });
      expect(result.gates.documents).toBe(false);
    });

    it("counts the partner's proposals awaiting the user on questions still disputed", () => {
      const partner = assess([
        ...COMPLETE.slice(0, 2),
        chose("q-kids", "o-kids-yes"),
        chose("q-accounts", "o-separate"),
      ]);
      const pendingProposals = [
        { questionId: "q-kids", proposedByUserId: "b" },
        // The user's own proposal waits for the partner, and a proposal on a question no longer disputed waits for nobody.
        { questionId: "q-kids", proposedByUserId: "a" },
        { questionId: "q-accounts", proposedByUserId: "b" },
      ];
      expect(
        standing({ purchaseItems: PAID, me: assess(COMPLETE), partner, pendingProposals }).alignment
          .proposalsAwaitingMe,
      ).toBe(1);
      expect(
        standing({ purchaseItems: PAID, me: assess(COMPLETE), partner: assess(COMPLETE), pendingProposals }).alignment
          .proposalsAwaitingMe,
      ).toBe(0);
    });

    it("is complete when both questionnaires are complete without disputes", () => {
      const result = standing({ purchaseItems: PAID, me: assess(COMPLETE), partner: assess(COMPLETE) });
      expect(result.alignment).toEqual({
        openDisputes: 0,
        complete: true,
        canSendReminder: false,
        proposalsAwaitingMe: 0,
      });
      expect(result.partner).toEqual({ questionnaireComplete: true, attorneyRequired: false, sectionsLeft: 0 });
      // What the user may know of an unfinished partner: how many sections they have left.
      expect(
        standing({ purchaseItems: PAID, me: assess(COMPLETE), partner: assess([]) }).partner?.sectionsLeft,
      ).toBeGreaterThan(0);
      expect(result.gates).toMatchObject({ alignment: true, documents: true });
    });

    it("offers the reminder only when the user is done and the partner is not", () => {
      expect(standing({ me: assess(COMPLETE), partner: assess([]) }).alignment).toMatchObject({
        complete: false,
        canSendReminder: true,
      });
      expect(standing({ me: assess([]), partner: assess(COMPLETE) }).alignment.canSendReminder).toBe(false);
      expect(standing({ me: assess(COMPLETE) }).alignment.canSendReminder).toBe(false);
    });
  });

  describe("gates", () => {
    it("opens Financial Disclosure and Alignment once paid, but not Alignment for an imported document", () => {
      expect(standing({ purchaseItems: PAID }).gates).toEqual({
        financialDisclosure: true,
        alignment: true,
        documents: false,
        reviewAndNotarize: false,
      });
      expect(
        standing({ purchaseItems: PAID, document: { lastGeneratedInputHash: IMPORTED_DOCUMENT_HASH } }).gates,
      ).toMatchObject({
        financialDisclosure: true,
        alignment: false,
      });
    });

    it("opens Review & Notarize when paid, the questionnaire is complete and nothing blocks notarization", () => {
      const ready = { purchaseItems: PAID, me: assess(COMPLETE), document: { ...generated, reviewedAt: daysAgo(10) } };
      expect(standing(ready)).toMatchObject({
        gates: { reviewAndNotarize: true },
        notarization: { blocker: null, waitUntil: null },
      });
      expect(standing({ ...ready, me: assess(FIRST_FOUR) }).gates.reviewAndNotarize).toBe(false);
      expect(standing({ ...ready, purchaseItems: [] }).gates.reviewAndNotarize).toBe(false);
      expect(standing({ ...ready, document: generated }).gates.reviewAndNotarize).toBe(false);
    });
  });

  describe("notarization", () => {
    const blocker = (overrides: Parameters<typeof standing>[0]) =>
      standing(overrides).notarization.blocker?.reason ?? null;

    it("is blocked in the spec's order: generated, own attorney, partner's attorney, approval, review", () => {
      const partner = assess([]);
      expect(blocker({})).toBe("NOT_GENERATED");
      expect(
        blocker({ document: { ...generated, userAWillHireAttorney: true, userBWillHireAttorney: true }, partner }),
      ).toBe("OWN_ATTORNEY_NOT_BOOKED");
      const ownBooked = [purchase("REPRESENTATION", "a", { bookingStatus: "BOOKED" })];
      expect(
        blocker({
          document: { ...generated, userAWillHireAttorney: true, userBWillHireAttorney: true },
          partner,
          purchaseItems: ownBooked,
        }),
      ).toBe("PARTNER_ATTORNEY_NOT_BOOKED");
      const bothBooked = [...ownBooked, purchase("REPRESENTATION", "b", { bookingStatus: "BOOKED" })];
      expect(blocker({ document: generated, partner, purchaseItems: bothBooked })).toBe("NOT_FULLY_APPROVED");
      expect(
        blocker({ document: { ...generated, status: "FULLY_APPROVED" }, partner, purchaseItems: bothBooked }),
      ).toBe("NOT_REVIEWED");
      expect(
        blocker({
          document: { ...generated, status: "FULLY_APPROVED", finalizedAt: daysAgo(1) },
          partner,
          purchaseItems: bothBooked,
        }),
      ).toBeNull();
      expect(blocker({ document: { ...generated, status: undefined, reviewedAt: daysAgo(1) } })).toBeNull();
    });

    it("waits for each partner's own review: the one who reviewed waits on the other, who is asked to review", () => {
      const onlyA = { ...generated, userAReviewedAt: daysAgo(1) };
      expect(blocker({ document: onlyA })).toBe("PARTNER_NOT_REVIEWED");
      expect(blocker({ userId: "b", document: onlyA })).toBe("NOT_REVIEWED");
      expect(standing({ document: onlyA }).agreement?.reviews).toEqual({ mine: onlyA.userAReviewedAt, partner: null });
      expect(standing({ userId: "b", document: onlyA }).agreement?.reviews).toEqual({
        mine: null,
        partner: onlyA.userAReviewedAt,
      });
      // The couple's review (reviewedAt, stamped by the second review) lifts the blocker for both.
      const both = { ...onlyA, userBReviewedAt: daysAgo(0), reviewedAt: daysAgo(0) };
      expect(blocker({ document: both })).toBeNull();
      expect(blocker({ userId: "b", document: both })).toBeNull();
    });

    it("gives the blocker's title and message", () => {
      expect(standing({ document: generated }).notarization.blocker).toEqual({
        reason: "NOT_REVIEWED",
        ...NOTARIZATION_BLOCKERS.NOT_REVIEWED,
      });
    });

    it("makes a California couple wait 7 days after review, or after finalization when an attorney is involved", () => {
      const reviewedAt = daysAgo(2);
      expect(standing({ document: { ...generated, reviewedAt } }).notarization.waitUntil).toEqual(
        new Date(reviewedAt.getTime() + 7 * DAY),
      );
      expect(standing({ document: { ...generated, reviewedAt: daysAgo(8) } }).notarization.waitUntil).toBeNull();
      expect(
        standing({ document: { ...generated, reviewedAt, attorneyAId: "att" } }).notarization.waitUntil,
      ).toBeNull();
      const finalizedAt = daysAgo(1);
      expect(
        standing({ document: { ...generated, reviewedAt, finalizedAt, attorneyAId: "att" } }).notarization.waitUntil,
      ).toEqual(new Date(finalizedAt.getTime() + 7 * DAY));
      expect(
        standing({
          document: {
            ...generated,
            reviewedAt: "2026-11-20T12:00:00Z",
            attorneyBId: "att",
            finalizedAt: "2026-11-19T12:00:00Z",
          },
        }).notarization.waitUntil,
      ).toEqual(new Date("2026-11-26T12:00:00Z"));
    });

    it("makes a represented California couple who reviewed wait for the finalization first (the 7 days start there)", () => {
      const reviewedAt = daysAgo(20);
      const represented = { ...generated, reviewedAt, attorneyAId: "att", status: "FULLY_APPROVED" as const };
      expect(standing({ document: represented }).notarization).toMatchObject({
        waitUntil: null,
        awaitingFinalization: true,
      });
      expect(
        standing({ document: { ...represented, finalizedAt: daysAgo(1) } }).notarization.awaitingFinalization,
      ).toBe(false);
      expect(standing({ document: { ...generated, reviewedAt } }).notarization.awaitingFinalization).toBe(false);
      expect(standing({ state: texas, document: represented }).notarization.awaitingFinalization).toBe(false);
    });

    it("recommends days to reflect where the state sets no review period, and none where it sets one", () => {
      const reviewed = standing({ state: texas, document: { ...generated, reviewedAt: daysAgo(2) } }).notarization;
      expect(reviewed.reflection).toMatchObject({ days: 7, early: true });
      expect(reviewed.reflection?.until?.getTime()).toBe(daysAgo(2).getTime() + 7 * 24 * 60 * 60 * 1000);
      expect(
        standing({ state: texas, document: { ...generated, reviewedAt: daysAgo(8) } }).notarization.reflection,
      ).toMatchObject({ early: false });
      expect(standing({ document: { ...generated, reviewedAt: daysAgo(2) } }).notarization.reflection).toBeNull();
    });

    it("has no wait outside California or without a state", () => {
      expect(
        standing({ state: texas, document: { ...generated, reviewedAt: daysAgo(2) } }).notarization.waitUntil,
      ).toBeNull();
      expect(
        standing({ state: null, document: { ...generated, reviewedAt: daysAgo(2) } }).notarization.waitUntil,
      ).toBeNull();
    });
  });

  describe("the agreement", () => {
    it("lists what generation still needs, in order, and is ready when nothing is missing", () => {
      const alone = standing({ purchaseItems: PAID, me: assess(COMPLETE) }).agreement;
      expect(alone?.generation.ready).toBe(false);
      expect(alone?.generation.requirements.filter((r) => !r.met).map((r) => r.key)).toEqual([
        "PARTNER_JOINED",
        "PARTNER_QUESTIONNAIRE",
        "ALIGNMENT",
      ]);
      const together = standing({ purchaseItems: PAID, me: assess(COMPLETE), partner: assess(COMPLETE) }).agreement;
      expect(together?.generation.ready).toBe(true);
      expect(standing({ document: null, state: null, questionnaire: noState }).agreement).toBeNull();
    });

    it("waits for every answer still at a suggestion, naming each question and whose it is", () => {
      const kept: AnswerLike = { questionId: "q-support", questionOptionIds: ["o-keep"], isSuggestion: true };
      const [mineKept, partnerComplete] = [assess([...SUGGESTION_STANDS, kept]), assess(SUGGESTION_STANDS)];
      const waiting = standing({ purchaseItems: PAID, me: mineKept, partner: partnerComplete });
      const agreement = waiting.agreement;
      expect(agreement?.generation.ready).toBe(false);
      // A section whose suggestion stands is not complete, for either partner.
      expect(waiting.questionnaire.sections.find((section) => section.id === "s-fin")?.status).toBe("IN_PROGRESS");
      expect(waiting.questionnaire.complete).toBe(false);
      expect(unchosenQuestionsOf(ca, mineKept, partnerComplete)).toEqual([
        {
          questionId: "q-support",
          title: "Question q-support",
          sectionPath: "our-finances",
          byMe: true,
          byPartner: true,
        },
      ]);
      const requirement = agreement?.generation.requirements.find((r) => r.key === "ANSWERS_CHOSEN");
      expect(requirement).toMatchObject({ met: false, path: "/alignment" });
      expect(requirement?.label).toContain('"Question q-support" (you and your partner)');
      // Only the partner's answer is still the suggestion.
      const [mineChosen, partnerKept] = [assess(COMPLETE), assess([...SUGGESTION_STANDS, kept])];
      const mine = standing({ purchaseItems: PAID, me: mineChosen, partner: partnerKept }).agreement;
      expect(mine?.generation.requirements.find((r) => r.key === "ANSWERS_CHOSEN")?.label).toContain(
        '"Question q-support" (your partner)',
      );
      expect(unchosenQuestionsOf(ca, mineChosen, partnerKept)).toEqual([
        expect.objectContaining({ questionId: "q-support", byMe: false, byPartner: true }),
      ]);
    });

    it("is locked for generation once reviewed, and offers Regenerate only while the wedding is ahead", () => {
      const reviewed = standing({
        purchaseItems: PAID,
        me: assess(COMPLETE),
        partner: assess(COMPLETE),
        document: { ...generated, reviewedAt: daysAgo(1) },
        weddingDate: "2027-06-12",
      });
      expect(reviewed.agreement?.generation.requirements.find((r) => r.key === "NOT_LOCKED")?.met).toBe(false);
      expect(reviewed.agreement?.canOfferRegenerate).toBe(true);
      expect(standing({ weddingDate: "2026-11-20" }).agreement?.canOfferRegenerate).toBe(false);
    });

    it("closes signing on the wedding day, seven days earlier where the state wants the agreement signed a week ahead", () => {
      const today = standing().notarization.signingCutoff;
      expect(today).toEqual({ maySign: true, lastDay: null, message: null });
      const tomorrow = standing({ weddingDate: dayAfter(1) }).notarization.signingCutoff;
      expect(tomorrow).toMatchObject({ maySign: true });
      expect(standing({ weddingDate: dayAfter(0) }).notarization.signingCutoff).toMatchObject({
        maySign: false,
        message: expect.stringMatching(/before the wedding/),
      });
      const minnesota = {
        abbreviation: "MN",
        attorneySupport: "NONE" as const,
        allowsOnlineNotary: false,
        signingDeadline: "SEVEN_DAYS_BEFORE_MARRIAGE" as const,
        reviewDays: 0,
      };
      expect(standing({ state: minnesota, weddingDate: dayAfter(6) }).notarization.signingCutoff).toMatchObject({
        maySign: false,
        message: expect.stringMatching(/at least seven days before the wedding/),
      });
      expect(standing({ state: minnesota, weddingDate: dayAfter(7) }).notarization.signingCutoff).toMatchObject({
        maySign: true,
      });
    });

    it("serves the signing window: from the end of California's 7 days to the wedding-day cutoff", () => {
      const reviewedAt = new Date("2026-11-21T12:00:00.000Z");
      const window = standing({ document: { ...generated, reviewedAt }, weddingDate: "2026-12-12" }).notarization
        .signingWindow;
      expect(window).toMatchObject({
        open: true,
        firstDay: "2026-11-28",
        lastDay: "2026-12-11",
        closesAt: "2026-12-12T08:00:00.000Z",
        weddingDay: "2026-12-12",
      });
      expect(
        standing({ state: texas, document: { ...generated, reviewedAt }, weddingDate: "2026-12-12" }).notarization
          .signingWindow.firstDay,
      ).toBeNull();
    });

    it("counts down to the sign-by date from the same window, and stops once notarized", () => {
      // November 21 in California; its 7 days have not started (not reviewed): they must start by December 4.
      expect(standing({ document: generated, weddingDate: "2026-12-12" }).notarization.signBy).toEqual({
        lastDay: "2026-12-11",
        daysLeft: 20,
        startWaitBy: "2026-12-04",
        reviewDays: 7,
        stateName: "California",
        waitStartsWith: "REVIEW",
      });
      expect(
        standing({ state: texas, document: generated, weddingDate: "2026-12-12" }).notarization.signBy,
      ).toMatchObject({ daysLeft: 20, startWaitBy: null });
      expect(
        standing({
          document: generated,
          notarization: { notarizationCompletedAt: daysAgo(1) },
          weddingDate: "2026-12-12",
        }).notarization.signBy,
      ).toBeNull();
      expect(standing({ document: generated }).notarization.signBy).toBeNull();
    });

    it("shows the approval status and the California wait as it stands", () => {
      const reviewedAt = daysAgo(2);
      const agreement = standing({ document: { ...generated, reviewedAt, status: "PARTIALLY_APPROVED" } }).agreement;
      expect(agreement?.status).toBe("PARTIALLY_APPROVED");
      expect(agreement?.californiaWait).toEqual({
        applies: true,
        days: 7,
        startsAt: "REVIEW",
        waitUntil: new Date(reviewedAt.getTime() + 7 * DAY),
        mustWait: true,
        keptFrom: null,
      });
      expect(standing({ state: texas, document: generated }).agreement?.californiaWait.applies).toBe(false);
    });
  });

  describe("progress", () => {
    const step = (overrides: Parameters<typeof standing>[0]) => standing(overrides).progress;

    it("counts the steps met in order", () => {
      expect(step({ me: assess([], { background: { hasState: true, firstName: "Alex", lastName: null } }) }).step).toBe(
        0,
      );
      expect(step({ me: assess(FIRST_FOUR) })).toEqual({ step: 1, percent: 20, label: "20%" });
      expect(step({ purchaseItems: PAID, me: assess(FIRST_FOUR.slice(0, 1)) }).step).toBe(1);
      expect(step({ purchaseItems: PAID, me: assess(FIRST_FOUR) })).toEqual({ step: 2, percent: 40, label: "40%" });
      expect(step({ purchaseItems: PAID, me: assess(COMPLETE) }).step).toBe(3);
      expect(step({ purchaseItems: PAID, me: assess(COMPLETE), financials: FINANCIALS_DONE }).step).toBe(4);
      expect(step({ purchaseItems: PAID, me: assess(COMPLETE), document: { reviewedAt: daysAgo(1) } }).step).toBe(4);
      const done = step({
        purchaseItems: PAID,
        me: assess(COMPLETE),
        financials: FINANCIALS_DONE,
        notarization: { notarizationCompletedAt: daysAgo(1) },
      });
      expect(done).toEqual({ step: 5, percent: 100, label: progressLabels().done });
    });

    it("does not count a later step while an earlier one is missing", () => {
      expect(
        step({
          me: assess(COMPLETE),
          financials: FINANCIALS_DONE,
          notarization: { notarizationCompletedAt: daysAgo(1) },
        }).step,
      ).toBe(1);
    });

    it("reads the user's acknowledgement of the partner's disclosure: awaited, current, lapsed by a later change", () => {
      const partnerDisclosure = (acknowledgedVersion: number | null, changeCount: number) => ({
        given: true,
        latest: { number: 2, asOfChange: 4 },
        changeCount,
        acknowledgedVersion,
      });
      expect(standing({ partnerDisclosure: null }).partnerDisclosureAcknowledgement).toBeNull();
      expect(
        standing({ partnerDisclosure: partnerDisclosure(null, 4) }).partnerDisclosureAcknowledgement,
      ).toMatchObject({ state: "AWAITED", currentVersion: 2 });
      expect(standing({ partnerDisclosure: partnerDisclosure(2, 4) }).partnerDisclosureAcknowledgement).toMatchObject({
        state: "CURRENT",
        currentVersion: 2,
      });
      expect(standing({ partnerDisclosure: partnerDisclosure(2, 5) }).partnerDisclosureAcknowledgement).toMatchObject({
        state: "LAPSED",
        currentVersion: 3,
        currentIsNew: true,
      });
    });

    it("reads financials as complete when the disclosure is given: marked complete, or declared empty", () => {
      expect(standing({ financials: FINANCIALS_DONE }).financialsComplete).toBe(true);
      expect(
        standing({ financials: { entryCount: 0, incomeYears: [], nothingToDiscloseAt: "2026-01-02T10:00:00Z" } })
          .financialsComplete,
      ).toBe(true);
      // Every year's income listed, but not marked complete: the disclosure page asks for the mark, and so does the standing.
      expect(standing({ financials: { entryCount: 5, incomeYears: [2024, 2025, 2026] } }).financialsComplete).toBe(
        false,
      );
    });

    it("closes the Alignment gate while a joint entry awaits the partner's confirmation", () => {
      const pending = standing({
        purchaseItems: PAID,
        financials: { entryCount: 1, incomeYears: [], pendingJointEntries: 2 },
      });
      expect(pending.pendingFinancialDisputes).toBe(2);
      expect(pending.gates).toMatchObject({ financialDisclosure: true, alignment: false });
      expect(
        standing({ purchaseItems: PAID, financials: { entryCount: 1, incomeYears: [], pendingJointEntries: 0 } }).gates
          .alignment,
      ).toBe(true);
    });
  });

  describe("the attorney-services button", () => {
    it("shows once paid in a state with partner attorneys, until representation is booked — unless a Q&A is pending", () => {
      expect(standing({ purchaseItems: PAID }).attorneyServicesButton).toBe(true);
      expect(standing({ purchaseItems: PAID, state: texas }).attorneyServicesButton).toBe(false);
      expect(standing({ purchaseItems: PAID, state: null }).attorneyServicesButton).toBe(false);
      const booked = [...PAID, purchase("REPRESENTATION", "a", { bookingStatus: "BOOKED" })];
      expect(standing({ purchaseItems: booked }).attorneyServicesButton).toBe(false);
      expect(
        standing({ purchaseItems: [...booked, purchase("Q_A", "a", { bookingStatus: "SCHEDULED" })] })
          .attorneyServicesButton,
      ).toBe(true);
      expect(
        standing({ purchaseItems: [...booked, purchase("Q_A", "a", { bookingStatus: "BOOKED" })] })
          .attorneyServicesButton,
      ).toBe(false);
      // The partner's booking is theirs.
      expect(
        standing({ purchaseItems: [...PAID, purchase("REPRESENTATION", "b", { bookingStatus: "BOOKED" })] })
          .attorneyServicesButton,
      ).toBe(true);
    });

    it("offers the services that fit the user's attorney choice and the agreement's stage (attorneyServicesThatApply)", () => {
      expect(standing({ purchaseItems: PAID }).attorneyServices).toEqual(["REPRESENTATION", "Q_A"]);
      expect(standing({ purchaseItems: PAID, attorneyPlan: "NO_ATTORNEY" }).attorneyServices).toEqual([]);
      expect(
        standing({ purchaseItems: PAID, document: { ...generated, finalizedAt: "2026-11-12T09:00:00Z" } })
          .attorneyServices,
      ).toEqual(["Q_A"]);
      expect(
        standing({ purchaseItems: PAID, notarization: { notarizationCompletedAt: "2026-11-20T09:00:00Z" } })
          .attorneyServices,
      ).toEqual([]);
    });
  });
});
