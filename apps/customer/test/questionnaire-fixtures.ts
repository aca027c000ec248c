import type { Standing } from "@prenup/api-client";
import { fakeStanding, type FakeApiReply, type FakeApiRoutes } from "@prenup/api-client/testing";
import { customerUser, withSectionViews } from "./fixtures.ts";

/** The questionnaire as the API answers it for Alex (couple 1), in small: four sections, one group each. */
export const user = customerUser();

type Status = "NOT_STARTED" | "IN_PROGRESS" | "COMPLETED" | "NOT_APPLICABLE";

export function sectionFixture(
  order: number,
  key: string,
  label: string,
  status: Status,
  extra: { locked?: boolean; attorney?: boolean } = {},
) {
  return {
    id: `section-${key}`,
    key,
    label,
    name: label,
    description: `About ${label.toLowerCase()}.`,
    order,
    path: label.toLowerCase().replace(/\s+/g, "-"),
    status,
    attorneyRequiredQuestionPresentSection: extra.attorney ?? false,
    locked: extra.locked ?? false,
  };
}

export const californiaState = {
  id: "state-ca",
  name: "California",
  abbreviation: "CA",
  termForState: null,
  allowsOnlineNotary: true,
  distributionLaw: "COMMUNITY_PROPERTY",
  spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
  attorneySupport: "PARTNER",
  finalAgreementReviewDays: 7,
};

export function documentFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: "doc-1",
    isActive: true,
    templateId: null,
    respondent: "A",
    userAId: user.id,
    userBId: null,
    attorneyAId: null,
    attorneyBId: null,
    userAWillHireAttorney: null,
    userBWillHireAttorney: null,
    stateId: "state-ca",
    state: californiaState,
    partner: null,
    status: "NOT_APPROVED",
    statusModifiedAt: null,
    invitationSentAt: null,
    invitationAcceptedAt: null,
    reviewedAt: null,
    finalizedAt: null,
    lastGeneratedAt: null,
    lastGeneratedInputHash: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export const paidPrenup = {
  id: "pi-1",
  userId: user.id,
  productId: "product-prenup",
  documentId: "doc-1",
  attorneyId: null,
  paymentStatus: "SUCCESSFUL",
  bookingStatus: null,
  pricePaidInCents: 49_900,
  amountRefundedInCents: 0,
  refundedAt: null,
  createdAt: "2026-11-02T10:00:00.000Z",
  deletedAt: null,
  product: {
    id: "product-prenup",
    title: "Prenup",
    productType: "PRENUP",
    productCategory: "DOCUMENT",
    isSharedProduct: true,
  },
};

const option = (id: string, value: string) => ({
  id,
  value,
  order: 0,
  isDefault: false,
  proTip: null,
  restrictedOptionIds: [] as string[],
  attorneyRuleTypes: [],
  explanation: null as { meaning: string | null; withoutAgreement: string } | null,
});

export function questionFixture(overrides: Record<string, unknown>) {
  return {
    key: String(overrides.id),
    description: null,
    exampleScenario: null,
    proTip: null,
    isRequired: true,
    questionType: "RADIO",
    inputType: null,
    inputRestriction: null,
    allowsOtherOption: false,
    allowsCustomClause: false,
    generatesDispute: false,
    order: 0,
    parentQuestionId: null,
    depth: 0,
    showWhenOptionIds: [],
    videos: [],
    options: [] as ReturnType<typeof option>[],
    answer: null,
    ...overrides,
  };
}

/** The "Relationship" section: a radio whose "Yes" reveals a follow-up number question, and a required text question. */
export function relationshipGroups(
  answers: Record<string, { valueTyped: string | null; questionOptionIds: string[]; isSuggestion?: boolean }> = {},
) {
  const answer = (questionId: string) => {
    const value = answers[questionId];
    return value
      ? { id: `answer-${questionId}`, questionId, updatedAt: "2026-11-20T10:00:00.000Z", isSuggestion: false, ...value }
      : null;
  };
  return {
    section: sectionFixture(1, "relationship", "Relationship", "NOT_STARTED"),
    groups: [
      {
        id: "group-children",
        key: "children",
        title: "Children",
        description: "Children you have or plan to have.",
        icon: "IconBabyCarriage",
        iconColor: "teal",
        order: 0,
        videos: [],
        questions: [
          questionFixture({
            id: "q-children",
            title: "Do you have children?",
            options: [option("opt-yes", "Yes"), option("opt-no", "No")],
            answer: answer("q-children"),
          }),
          questionFixture({
            id: "q-how-many",
            title: "How many children do you have?",
            questionType: "TEXT_BOX",
            inputType: "NUMBER",
            inputRestriction: "GREATER_THAN_ZERO",
            parentQuestionId: "q-children",
            showWhenOptionIds: ["opt-yes"],
            depth: 1,
            answer: answer("q-how-many"),
          }),
          questionFixture({
            id: "q-story",
            title: "How did you meet?",
            questionType: "TEXT_AREA",
            order: 1,
            answer: answer("q-story"),
          }),
        ],
      },
    ],
  };
}

export const defaultSections = [
  sectionFixture(0, "background_information", "Background Information", "COMPLETED"),
  sectionFixture(1, "relationship", "Relationship", "NOT_STARTED"),
  sectionFixture(2, "property", "Property", "NOT_STARTED"),
  sectionFixture(3, "estate", "Estate", "NOT_APPLICABLE"),
];

/** The body of PUT /users/{id}/answers/{questionId} as the app sends it. */
export type AnswerPutBody = {
  valueTyped?: string | null;
  questionOptionIds?: string[];
  baseUpdatedAt?: string | null;
  keepAsSuggestion?: boolean;
};

type StoredAnswer = {
  id: string;
  questionId: string;
  valueTyped: string | null;
  questionOptionIds: string[];
  isSuggestion: boolean;
  updatedAt: string;
};

/**
 * PUT /users/{id}/answers/{questionId}'s answer once stored: the answer with the fields sent (a field
 * left out is empty), `created` (201) when the question had no answer, `updated` (200) when it had.
 */
export function answerPutReply(
  questionId: string,
  body: AnswerPutBody,
  outcome: "created" | "updated",
  extra: { validationError?: string | null; updatedAt?: string } = {},
): FakeApiReply {
  return {
    status: outcome === "created" ? 201 : 200,
    body: {
      answer: {
        id: `answer-${questionId}`,
        questionId,
        valueTyped: body.valueTyped ?? null,
        questionOptionIds: body.questionOptionIds ?? [],
        isSuggestion: body.keepAsSuggestion === true,
        updatedAt: extra.updatedAt ?? "2026-11-21T10:00:00.000Z",
      } satisfies StoredAnswer,
      validationError: extra.validationError ?? null,
      defaults: [],
      section: { id: "section-relationship", key: "relationship", status: "IN_PROGRESS" },
      outcome,
    },
  };
}

export interface QuestionnaireApiOptions {
  sections?: unknown[] | (() => FakeApiReply);
  documents?: unknown[];
  purchaseItems?: unknown[];
  groups?: ReturnType<typeof relationshipGroups> | (() => FakeApiReply);
  /**
   * Answers the PUT of one question's answer in place of the fake server; default: stored, and
   * echoed with the section IN_PROGRESS as the server does (see `questionnaireApi`).
   */
  saveAnswer?: (request: Request, body: AnswerPutBody, questionId: string) => FakeApiReply | Promise<FakeApiReply>;
  restrictions?: Record<string, unknown>;
  /** Facts of the standing to set as they are (the server computes them; the screens only read them). */
  standing?: Partial<Standing>;
  extra?: FakeApiRoutes;
}

type SectionRow = ReturnType<typeof sectionFixture>;

/**
 * GET /users/{id}/standing as the server would answer it for these options: the sections as given,
 * the prenup paid when a PRENUP purchase is listed, the attorney wishes of `restrictions`, blocked
 * when the document is reviewed, and where /questionnaire resumes. `standing` overrides any of it.
 */
export function standingFor(options: QuestionnaireApiOptions): Standing {
  const sections = (Array.isArray(options.sections) ? options.sections : defaultSections) as SectionRow[];
  const documents = (options.documents ?? [documentFixture()]) as ReturnType<typeof documentFixture>[];
  const document = documents[0];
  const purchases = (options.purchaseItems ?? [paidPrenup]) as (typeof paidPrenup)[];
  const restrictions = {
    ruleTypes: [],
    requiresAttorney: false,
    representationPaid: false,
    ...options.restrictions,
  } as {
    ruleTypes: Standing["me"]["attorneyRuleTypes"];
    requiresAttorney: boolean;
    representationPaid: boolean;
  };
  const standingSections = [...sections]
    .sort((a, b) => a.order - b.order)
    .map((section) => ({
      id: section.id,
      key: section.key,
      label: section.label,
      name: section.name,
      description: section.description,
      path: section.path,
      order: section.order,
      status: (section.status ?? "NOT_STARTED") as Standing["questionnaire"]["sections"][number]["status"],
      locked: section.locked,
      hasAttorneyRules: section.attorneyRequiredQuestionPresentSection,
    }));
  const resume =
    standingSections.find(
      (section) => !section.locked && (section.status === "NOT_STARTED" || section.status === "IN_PROGRESS"),
    ) ?? standingSections.filter((section) => !section.locked).at(-1);
  const reviewed = Boolean(document?.reviewedAt);
  const base = fakeStanding();
  return {
    ...base,
    documentId: document?.id ?? null,
    hasState: Boolean(document?.stateId),
    prenupPaid: purchases.some((item) => item.product.productType === "PRENUP" && item.paymentStatus === "SUCCESSFUL"),
    me: {
      ...base.me,
      wantsAttorney:
        restrictions.requiresAttorney || (document?.userAWillHireAttorney as boolean | null | undefined) === true,
      attorneyRuleTypes: restrictions.ruleTypes,
      representationPaid: restrictions.representationPaid,
    },
    questionnaire: { blocked: reviewed, complete: false, sections: standingSections, resumePath: resume?.path ?? null },
    document: { ...base.document!, reviewed, generated: Boolean(document?.lastGeneratedAt) },
    ...options.standing,
  };
}

/**
 * The routes the questionnaire screens and the shell read, with answers saved in memory as the
 * server saves them: one PUT /users/{id}/answers/{questionId} route per question of the section's
 * groups (the fake fetch matches whole paths), which creates the answer (201, `created`) when the
 * question has none and updates it (200, `updated`) when it has one, and refuses a change made on
 * another version than the one stored (`baseUpdatedAt`, null for none) with 409 ANSWER_CHANGED and
 * the stored answer. Each section's groups route also answers the section's two lighter views
 * (`withSectionViews`: GET …/answers and GET …/content), which the questionnaire screens read.
 */
export function questionnaireApi(options: QuestionnaireApiOptions = {}): FakeApiRoutes {
  const groups = typeof options.groups === "object" ? options.groups : relationshipGroups();
  // Every question of the fixtures is made with an id and, when answered, a stored answer (`questionFixture` types neither).
  const questions = groups.groups.flatMap((group) => group.questions) as unknown as {
    id: string;
    answer: StoredAnswer | null;
  }[];
  const stored = new Map<string, StoredAnswer>();
  for (const question of questions) if (question.answer) stored.set(question.id, question.answer);

  const save = (questionId: string) => async (request: Request) => {
    const body = (await request.json()) as AnswerPutBody;
    if (options.saveAnswer) return options.saveAnswer(request, body, questionId);
    const current = stored.get(questionId) ?? null;
    if (body.baseUpdatedAt !== undefined && body.baseUpdatedAt !== (current?.updatedAt ?? null)) {
      return {
        status: 409,
        body: {
          error: "This answer was changed since you last saw it. Keep yours or take the saved one.",
          code: "ANSWER_CHANGED",
          current,
        },
      };
    }
    const reply = answerPutReply(questionId, body, current ? "updated" : "created");
    stored.set(questionId, (reply.body as { answer: StoredAnswer }).answer);
    return reply;
  };
  const saves = Object.fromEntries(
    questions.map((question) => [`PUT /users/${user.id}/answers/${question.id}`, save(question.id)]),
  );
  return withSectionViews({
    "GET /users/me": user,
    [`GET /users/${user.id}/documents`]: options.documents ?? [documentFixture()],
    [`GET /users/${user.id}/purchase-items`]: options.purchaseItems ?? [paidPrenup],
    [`GET /users/${user.id}/questionnaire-sections`]: options.sections ?? defaultSections,
    [`GET /users/${user.id}/standing`]:
      typeof options.sections === "function" ? options.sections : standingFor(options),
    [`GET /users/${user.id}/questionnaire-sections/relationship/groups`]: options.groups ?? relationshipGroups(),
    [`GET /users/${user.id}/answers/attorney-restrictions`]: {
      ruleTypes: [],
      descriptionKey: "DEFAULT",
      requiresAttorney: false,
      representationPaid: false,
      triggers: [],
      ...options.restrictions,
    },
    ...saves,
    ...options.extra,
  });
}
