import { describe, expect, it } from "vitest";
import { stateHintsFor } from "./state-hints.ts";
import { finalReviewDaysFor } from "./data/state-law/execution.ts";
import { PENDING_SUPPORT_PROTECTED_STATE_IDS, stateLawMatrix } from "./data/state-law/index.ts";
import {
  assessQuestionnaire,
  INPUT_RESTRICTIONS,
  INPUT_TYPES,
  isRecordedFactKey,
  isRecordedFactOptionId,
  QUESTION_TYPES,
} from "@prenup/domain";
import {
  clauseTemplates,
  country,
  demo,
  documentTemplate,
  documentTemplateStates,
  visibleQuestionKeys,
  buildDefaultAnswers,
  questionnaireInState,
  toConditionAnswers,
  libraryGroups,
  products,
  questionnaire,
  questions,
  sectionTemplates,
  states,
  terms,
  videos,
  type ContentClauseConditions,
  type Question,
} from "./index.ts";

const stateIds = new Set(states.map((s) => s.abbreviation));
const questionByKey = new Map(questions.map((q) => [q.key, q]));
const optionOwner = new Map(questions.flatMap((q) => q.options.map((o) => [o.key, q.key] as const)));
const groups = questionnaire.flatMap((s) => s.groups);
const byAbbreviation = (id: string) => states.find((s) => s.abbreviation === id);

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe("jurisdictions", () => {
  it("has the United States and all 50 states plus DC, each once", () => {
    expect(country).toMatchObject({ name: "United States", abbreviation: "US", isActive: true });
    expect(states).toHaveLength(51);
    expect(duplicates(states.map((s) => s.abbreviation))).toEqual([]);
    expect(duplicates(states.map((s) => s.key))).toEqual([]);
    expect(byAbbreviation("DC")).toMatchObject({ name: "District of Columbia", termForState: "District" });
  });

  it("encodes distribution law, official style and online notarization from the reference", () => {
    const community = states
      .filter((s) => s.distributionLaw === "COMMUNITY_PROPERTY")
      .map((s) => s.abbreviation)
      .sort();
    expect(community).toEqual(["AZ", "CA", "ID", "LA", "NM", "NV", "TX", "WA", "WI"]);
    expect(byAbbreviation("AK")?.distributionLaw).toBe("EQUITABLE_DISTRIBUTION");
    expect(byAbbreviation("FL")?.distributionLaw).toBe("EQUITABLE_DISTRIBUTION");
    const commonwealths = states
      .filter((s) => s.termForState === "Commonwealth")
      .map((s) => s.abbreviation)
      .sort();
    expect(commonwealths).toEqual(["KY", "MA", "PA", "VA"]);
    const noOnline = states
      .filter((s) => !s.allowsOnlineNotary)
      .map((s) => s.abbreviation)
      .sort();
    // The matrix's cells: California's notaries have no online act, Louisiana excludes matrimonial
    // agreements, Georgia's and Minnesota's witnesses must be present, and the rest not offered.
    expect(noOnline).toEqual(
      Object.values(stateLawMatrix)
        .filter((row) => !row.execution.remoteNotarizationAllowed.value)
        .map((row) => row.stateId)
        .sort(),
    );
    expect(noOnline).toEqual(expect.arrayContaining(["CA", "GA", "LA", "MN"]));
    for (const state of states) {
      if (state.allowsOnlineNotary) expect(state.notaryBlockText).toBeNull();
      else expect(state.notaryBlockText).toContain("in person");
    }
  });

  it("encodes spousal-support law: counsel in California, protected in Iowa, New Mexico and South Dakota", () => {
    expect(byAbbreviation("CA")?.spousalSupportLaw).toBe("ATTORNEY_REQUIRED");
    const cannot = states
      .filter((s) => s.spousalSupportLaw === "CANNOT_WAIVE_OR_MODIFY")
      .map((s) => s.abbreviation)
      .sort();
    expect(cannot).toEqual(["IA", "NM", "SD"]);
    expect(states.filter((s) => s.spousalSupportLaw === "CAN_WAIVE_OR_MODIFY")).toHaveLength(47);
  });

  it("offers attorney support exactly where a demo attorney is approved and licensed", () => {
    const licensed = new Set(
      demo.attorneys
        .filter((a) => a.stage === "APPROVED" && a.lawFirmKey !== null)
        .flatMap((a) => a.licences.map((l) => l.stateId)),
    );
    const partner = new Set(states.filter((s) => s.attorneySupport === "PARTNER").map((s) => s.abbreviation));
    expect([...partner].sort()).toEqual([...licensed].sort());
  });

  it("licenses the approved demo attorney Morgan Ellis in CA, NY and WA, covering every demo couple's state", () => {
    const morgan = demo.attorneys.find((a) => a.externalId === "demo-attorney-approved");
    expect(morgan).toMatchObject({
      firstName: "Morgan",
      lastName: "Ellis",
      stage: "APPROVED",
      lawFirmKey: demo.lawFirms[0]?.key,
    });
    expect(morgan?.licences.map((l) => l.stateId)).toEqual(["CA", "NY", "WA"]);
    expect(morgan?.licences.map((l) => l.order)).toEqual([0, 1, 2]);
    const barNumbers = demo.attorneys.flatMap((a) => a.licences.map((l) => l.barLicenseNum));
    expect(new Set(barNumbers).size).toBe(barNumbers.length);
    for (const couple of demo.couples) {
      expect(byAbbreviation(couple.stateId)?.attorneySupport, couple.key).toBe("PARTNER");
      expect(
        morgan?.licences.some((l) => l.stateId === couple.stateId),
        couple.key,
      ).toBe(true);
    }
    expect(demo.couples.map((c) => c.stateId)).toEqual(["CA", "NY", "CA", "CA", "CA"]);
  });

  it("has one template setting per state, witnesses in Georgia, Minnesota and Louisiana, statutes everywhere", () => {
    expect(documentTemplateStates).toHaveLength(51);
    expect(new Set(documentTemplateStates.map((t) => t.stateId))).toEqual(stateIds);
    expect(
      documentTemplateStates
        .filter((t) => t.witnessRequired)
        .map((t) => t.stateId)
        .sort(),
    ).toEqual(["GA", "LA", "MN"]);
    const byState = new Map(documentTemplateStates.map((t) => [t.stateId, t]));
    expect(byState.get("CA")?.statute).toContain("Family Code § 1600");
    expect(byState.get("MN")?.statute).toContain("519.11");
    expect(byState.get("NY")?.statute).toContain("236(B)(3)");
    expect(byState.get("CA")?.termForDocument).toBe("Premarital Agreement");
    expect(byState.get("NY")?.termForDocument).toBe("Prenuptial Agreement");
  });
});

describe("terms", () => {
  it("defines the same keys for every state, once each", () => {
    const keysByState = new Map<string, string[]>();
    for (const term of terms) keysByState.set(term.stateId, [...(keysByState.get(term.stateId) ?? []), term.key]);
    expect(new Set(keysByState.keys())).toEqual(stateIds);
    const reference = [...(keysByState.get("CA") ?? [])].sort();
    for (const [, keys] of keysByState) {
      expect(duplicates(keys)).toEqual([]);
      expect([...keys].sort()).toEqual(reference);
    }
    expect(terms.every((t) => t.documentTemplateKey === documentTemplate.key)).toBe(true);
  });

  it("defines every term a template uses, for every state", () => {
    const used = new Set<string>();
    for (const text of [
      ...sectionTemplates.flatMap((s) => [s.title, s.text]),
      ...clauseTemplates.flatMap((c) => [c.title ?? "", c.text]),
    ]) {
      for (const match of text.matchAll(/\{\{term\.([a-z_]+)\}\}/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(5);
    for (const state of states) {
      const defined = new Set(terms.filter((t) => t.stateId === state.abbreviation).map((t) => t.key));
      for (const key of used) expect(defined.has(key), `${key} in ${state.abbreviation}`).toBe(true);
    }
  });

  it("uses community-property words in community-property states only, and Wisconsin's own term", () => {
    for (const state of states) {
      const value = terms.find((t) => t.stateId === state.abbreviation && t.key === "marital_property")?.value;
      expect(value).toBe(
        state.distributionLaw === "COMMUNITY_PROPERTY" && state.abbreviation !== "WI"
          ? "community property"
          : "marital property",
      );
    }
  });
});

describe("questionnaire", () => {
  it("has unique keys for sections, groups, questions and options", () => {
    expect(duplicates(questionnaire.map((s) => s.key))).toEqual([]);
    expect(duplicates(groups.map((g) => g.key))).toEqual([]);
    expect(duplicates(questions.map((q) => q.key))).toEqual([]);
    expect(duplicates(questions.flatMap((q) => q.options.map((o) => o.key)))).toEqual([]);
  });

  it("starts with background information and keeps the identity group in the understanding section", () => {
    const sorted = [...questionnaire].sort((a, b) => a.order - b.order);
    expect(sorted[0]).toMatchObject({
      key: "background_information",
      label: "Background Information",
      blocks: ["STATE", "NAME"],
    });
    const identity = questionnaire.find((s) => s.key === "understanding")?.groups.find((g) => g.key === "identity");
    expect(identity?.questions.map((q) => q.key)).toEqual(["pronouns", "date_of_birth", "phone_number"]);
    expect(identity?.questions.every((q) => q.isRequired)).toBe(true);
    expect(identity?.questions[0]?.options.map((o) => o.value)).toEqual([
      "he/him/his",
      "she/her/hers",
      "they/them/theirs",
    ]);
    expect(identity?.questions[1]).toMatchObject({ inputType: "DATE", inputRestriction: "PAST_DATE" });
    expect(identity?.questions[2]).toMatchObject({ inputType: "PHONE" });
  });

  it("covers the sections a real prenup needs", () => {
    expect(questionnaire.map((s) => s.key)).toEqual([
      "background_information",
      "understanding",
      "about_you_two",
      "separate_property",
      "marital_property",
      "debts_and_taxes",
      "retirement_and_business",
      "marital_home",
      "spousal_support",
      "death_and_estate",
      "optional_clauses",
    ]);
    expect(groups.map((g) => g.key)).toEqual(
      expect.arrayContaining([
        "prior_marriages",
        "children",
        "residence",
        "pets",
        "privacy",
        "embryos",
        "business",
        "retirement",
      ]),
    );
  });

  it("asks between 80 and 140 questions using every type, input type and restriction", () => {
    expect(questions.length).toBeGreaterThanOrEqual(80);
    expect(questions.length).toBeLessThanOrEqual(140);
    expect(new Set(questions.map((q) => q.questionType))).toEqual(new Set(QUESTION_TYPES));
    expect(new Set(questions.map((q) => q.inputType).filter(Boolean))).toEqual(new Set(INPUT_TYPES));
    expect(new Set(questions.map((q) => q.inputRestriction).filter(Boolean))).toEqual(new Set(INPUT_RESTRICTIONS));
    expect(questions.some((q) => q.allowsOtherOption)).toBe(true);
    expect(questions.some((q) => q.allowsCustomClause)).toBe(true);
    expect(questions.some((q) => q.proTip) && questions.some((q) => q.exampleScenario)).toBe(true);
  });

  it("links every follow-up to an earlier question of its group and to that question's own options", () => {
    for (const group of groups) {
      const seen = new Set<string>();
      for (const question of group.questions) {
        if (question.parentKey !== null) {
          expect(seen.has(question.parentKey), `${question.key} after its parent`).toBe(true);
          for (const optionKey of question.visibleWhenOptionKeys)
            expect(optionOwner.get(optionKey)).toBe(question.parentKey);
        }
        seen.add(question.key);
      }
    }
  });

  it("nests follow-ups several levels deep somewhere", () => {
    const depth = (q: Question): number =>
      q.parentKey === null ? 0 : 1 + depth(questionByKey.get(q.parentKey) as Question);
    expect(Math.max(...questions.map(depth))).toBeGreaterThanOrEqual(3);
  });

  it("restricts questions and options to real states, and never restricts a default away", () => {
    const restricted = [
      ...questions.flatMap((q) => q.stateIds),
      ...questions.flatMap((q) => q.options.flatMap((o) => o.restrictedToStateIds)),
    ];
    expect(restricted.length).toBeGreaterThan(0);
    for (const id of restricted) expect(stateIds.has(id)).toBe(true);
    for (const option of questions.flatMap((q) => q.options)) {
      if (option.isDefault) expect(option.restrictedToStateIds, option.key).toEqual([]);
    }
  });

  it("explains Massachusetts' second look and the TN/KY/SD (and Florida) community property trusts where the choice is made, each to its own couples", () => {
    expect(questionByKey.get("support_choice")!.description ?? null).toBeNull();
    expect(stateHintsFor("MA").get("support_choice")?.description).toMatch(
      /Massachusetts.*judge a waiver or limit of support again when the marriage ends/,
    );
    expect(questionByKey.get("marital_property_regime")!.description ?? "").not.toMatch(
      /Florida|Tennessee|Kentucky|South Dakota|Alaska/,
    );
    for (const stateId of ["FL", "TN", "KY", "SD"])
      expect(stateHintsFor(stateId).get("marital_property_regime")?.description).toContain("community property trust");
  });

  it("makes a support waiver or limit want an attorney in California only, through the domain's one rule", () => {
    const supportChoice = questionByKey.get("support_choice")!;
    const limits = supportChoice.options.filter((o) => !o.isDefault).map((o) => o.key);
    expect(limits).toHaveLength(4);
    for (const stateId of ["CA", "NY", "TX", "WA"]) {
      for (const limit of limits) {
        const answers = { ...buildDefaultAnswers(questionnaire, stateId), support_choice: [limit] };
        const assessment = assessQuestionnaire(questionnaireInState(questionnaire, stateId), {
          answers: toConditionAnswers(answers),
          today: new Date("2026-11-23T12:00:00Z"),
          stateAbbreviation: stateId,
          reviewDays: finalReviewDaysFor(stateId, "PRENUP"),
          agreementKind: "PRENUP",
          background: { hasState: true, firstName: "Alex", lastName: "Rivera" },
          willHireAttorney: null,
          representationPaid: false,
        });
        expect(assessment.wantsAttorney, `${stateId} ${limit}`).toBe(stateId === "CA");
      }
    }
  });

  it("puts attorney rules exactly where the state's law or our policy asks for counsel", () => {
    const options = questions.flatMap((q) => q.options.map((o) => ({ ...o, questionKey: q.key })));
    const ruleStates = (type: string) =>
      new Set(options.flatMap((o) => o.attorneyRules.filter((r) => r.type === type).flatMap((r) => r.stateIds)));
    const counselForSupport = states
      .filter((s) => s.spousalSupportLaw === "ATTORNEY_REQUIRED")
      .map((s) => s.abbreviation);
    expect([...ruleStates("WAIVES_SPOUSAL_SUPPORT")].sort()).toEqual(counselForSupport.sort());
    const embryoOffered = states
      .filter((s) => s.embryoRepRequired && s.attorneySupport === "PARTNER")
      .map((s) => s.abbreviation);
    expect([...ruleStates("INCLUDES_EMBRYO_CLAUSE")].sort()).toEqual(embryoOffered.sort());
    // Where counsel is required but no partner attorney exists, the embryo clause is not offered at all.
    const include = options.find((o) => o.key === "embryo_clause__include");
    for (const state of states.filter((s) => s.embryoRepRequired && s.attorneySupport === "NONE")) {
      expect(include?.restrictedToStateIds).not.toContain(state.abbreviation);
    }
    const hires = options.filter((o) => o.attorneyRules.some((r) => r.type === "HIRES_ATTORNEY"));
    expect(hires.map((o) => o.value)).toEqual(["Yes, I will hire an attorney through the platform"]);
    // A rule only ever applies where its option is offered.
    for (const option of options) {
      for (const rule of option.attorneyRules) {
        for (const id of rule.stateIds) {
          expect(stateIds.has(id)).toBe(true);
          if (option.restrictedToStateIds.length > 0) expect(option.restrictedToStateIds).toContain(id);
        }
      }
    }
  });

  it("does not offer a support waiver where the law protects support", () => {
    const waive =
      questions.find((q) => q.key === "support_choice")?.options.filter((o) => o.key !== "support_choice__state_law") ??
      [];
    expect(waive.length).toBe(4);
    for (const option of waive)
      for (const id of ["IA", "NM", "SD"]) expect(option.restrictedToStateIds).not.toContain(id);
  });

  it("never defaults to giving up a right or to going without counsel", () => {
    const defaults = questions.flatMap((q) => q.options.filter((o) => o.isDefault));
    expect(defaults.filter((o) => o.attorneyRules.length > 0 || o.key.endsWith("__waive")).map((o) => o.key)).toEqual(
      [],
    );
    expect(questions.find((q) => q.key === "attorney_plan")?.options.some((o) => o.isDefault)).toBe(false);
  });

  it("marks the sections that carry attorney-required questions", () => {
    const marked = questionnaire.filter((s) => s.attorneyRequiredQuestionPresentSection).map((s) => s.key);
    expect(marked).toEqual(["understanding", "spousal_support", "optional_clauses"]);
  });

  it("gives every group an icon and links its videos", () => {
    const videoKeys = new Set(videos.map((v) => v.key));
    for (const group of groups) {
      expect(group.icon.name).toMatch(/^Icon/);
      for (const key of group.videoKeys) expect(videoKeys.has(key)).toBe(true);
    }
    const locations = new Set([
      ...questionnaire.map((s) => s.key),
      ...groups.map((g) => g.key),
      ...questions.map((q) => q.key),
    ]);
    for (const video of videos) {
      expect(locations.has(video.location), video.key).toBe(true);
      for (const id of video.stateIds) expect(stateIds.has(id)).toBe(true);
    }
    expect(videos.some((v) => v.location === "background_information" && v.stateIds.includes("CA"))).toBe(true);
    const communityVideo = videos.find((v) => v.key === "video_community_property_states");
    expect([...(communityVideo?.stateIds ?? [])].sort()).toEqual(
      states
        .filter((s) => s.distributionLaw === "COMMUNITY_PROPERTY")
        .map((s) => s.abbreviation)
        .sort(),
    );
  });
});

function checkConditions(conditions: ContentClauseConditions, where: string) {
  for (const id of [...(conditions.stateIds ?? []), ...(conditions.excludedStateIds ?? [])])
    expect(stateIds.has(id), where).toBe(true);
  for (const condition of [...(conditions.conditions ?? []), ...(conditions.anyOf ?? []).flat()]) {
    // A recorded fact (generation supplies it) names its own options.
    if (isRecordedFactKey(condition.questionId)) {
      for (const optionId of condition.questionOptionIds ?? [])
        expect(
          optionId.startsWith(`${condition.questionId}__`) && isRecordedFactOptionId(optionId),
          `${where}: ${optionId}`,
        ).toBe(true);
      continue;
    }
    expect(questionByKey.has(condition.questionId), `${where}: ${condition.questionId}`).toBe(true);
    for (const optionId of condition.questionOptionIds ?? [])
      expect(optionOwner.get(optionId), `${where}: ${optionId}`).toBe(condition.questionId);
  }
}

describe("agreement templates", () => {
  it("has unique keys and resolvable references", () => {
    expect(duplicates(sectionTemplates.map((s) => s.key))).toEqual([]);
    expect(duplicates(clauseTemplates.map((c) => c.key))).toEqual([]);
    const sectionKeys = new Set(sectionTemplates.map((s) => s.key));
    for (const section of sectionTemplates) checkConditions(section.conditions, section.key);
    for (const clause of clauseTemplates) {
      expect(sectionKeys.has(clause.sectionTemplateKey)).toBe(true);
      if (clause.parentKey !== null) {
        expect(clauseTemplates.find((c) => c.key === clause.parentKey)?.sectionTemplateKey).toBe(
          clause.sectionTemplateKey,
        );
      }
      checkConditions(clause.conditions, clause.key);
    }
  });

  it("refers only to questions that exist, or to a recorded fact generation supplies, in answer placeholders", () => {
    for (const clause of clauseTemplates) {
      for (const match of clause.text.matchAll(/\{\{answer[AB]?\.([a-z0-9_]+)\}\}/g))
        expect(questionByKey.has(match[1] as string) || isRecordedFactKey(match[1] as string), clause.key).toBe(true);
    }
  });

  it("puts the signature, notary and schedule pages on separate pages", () => {
    const separate = sectionTemplates.filter((s) => s.isSeparatePage).map((s) => s.key);
    expect(separate).toEqual([
      "signatures",
      "acknowledgements",
      "california_explanation",
      "california_counsel_waiver",
      "schedule_a",
      "schedule_b",
    ]);
  });

  it("offers library groups of library-only clauses that exist", () => {
    expect(libraryGroups.length).toBeGreaterThanOrEqual(4);
    expect(duplicates(libraryGroups.map((g) => g.key))).toEqual([]);
    for (const group of libraryGroups) {
      for (const key of group.clauseTemplateKeys)
        expect(clauseTemplates.find((c) => c.key === key)?.isLibraryOnly, key).toBe(true);
      for (const key of group.sectionTemplateKeys) expect(sectionTemplates.some((s) => s.key === key)).toBe(true);
      for (const id of group.stateIds) expect(stateIds.has(id)).toBe(true);
    }
    // Library-only exactly when linked from a library group: the database has no flag of its own.
    const linked = new Set(libraryGroups.flatMap((g) => g.clauseTemplateKeys));
    expect(
      clauseTemplates
        .filter((c) => c.isLibraryOnly)
        .map((c) => c.key)
        .sort(),
    ).toEqual([...linked].sort());
  });
});

describe("products", () => {
  it("sells the prenup, representation, Q&A and notarization at the agreed prices", () => {
    const byType = new Map(products.map((p) => [p.productType, p]));
    expect(byType.get("PRENUP")).toMatchObject({
      priceInCents: 59_900,
      isSharedProduct: true,
      onePerUser: true,
      productCategory: "DOCUMENT",
    });
    expect(byType.get("REPRESENTATION")).toMatchObject({
      priceInCents: 69_900,
      productCategory: "ATTORNEY_SERVICE",
      discountsAllowed: false,
    });
    expect(byType.get("Q_A")).toMatchObject({ productCategory: "ATTORNEY_SERVICE" });
    expect(byType.get("Q_A")?.priceInCents).toBeLessThan(69_900);
    expect(byType.get("NOTARIZATION")).toMatchObject({ productCategory: "DOCUMENT", isSharedProduct: true });
    expect(duplicates(products.map((p) => p.key))).toEqual([]);
  });
});

describe("demo data", () => {
  it("puts Morgan Ellis and Priya Raman, who can sign in, in different firms and gives the other attorneys no sign-in", () => {
    const firmKeys = new Set(demo.lawFirms.map((f) => f.key));
    const morgan = demo.attorneys.find((a) => a.externalId === "demo-attorney-approved");
    expect(morgan).toMatchObject({
      firstName: "Morgan",
      lastName: "Ellis",
      email: "attorney@demo.prenup.test",
      stage: "APPROVED",
      lawFirmKey: demo.lawFirms[0]?.key,
    });
    const priya = demo.attorneys.find((a) => a.externalId === "demo-attorney-priya");
    expect(priya).toMatchObject({
      firstName: "Priya",
      lastName: "Raman",
      email: "priya@demo.prenup.test",
      stage: "APPROVED",
      lawFirmKey: demo.lawFirms[1]?.key,
    });
    expect(priya?.licences.map((l) => l.stateId)).toContain("CA");
    // Every attorney who can sign in has a demo address (the identity provider seeds those).
    for (const attorney of demo.attorneys.filter((a) => a.externalId !== null))
      expect(attorney.email).toMatch(/@demo\.prenup\.test$/);
    expect(demo.attorneys.find((a) => a.externalId === "demo-attorney-review")).toMatchObject({
      stage: "UNDER_REVIEW",
      lawFirmKey: null,
    });
    const others = demo.attorneys.filter((a) => a.externalId === null);
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const attorney of demo.attorneys) {
      if (attorney.lawFirmKey !== null) expect(firmKeys.has(attorney.lawFirmKey)).toBe(true);
      for (const licence of attorney.licences) expect(stateIds.has(licence.stateId)).toBe(true);
      for (const service of attorney.services) expect(products.some((p) => p.key === service.productKey)).toBe(true);
    }
    for (const firm of demo.lawFirms)
      expect(
        demo.attorneys.filter((a) => a.lawFirmKey === firm.key && a.stage === "APPROVED").length,
      ).toBeGreaterThanOrEqual(2);
  });

  it("has reviews for existing attorneys by demo customers", () => {
    const customers = new Set(demo.couples.flatMap((c) => [c.partnerA.externalId, c.partnerB.externalId]));
    for (const review of demo.reviews) {
      expect(demo.attorneys.some((a) => a.key === review.attorneyKey)).toBe(true);
      expect(customers.has(review.reviewerExternalId)).toBe(true);
    }
  });

  it("seeds the five couples of the demo accounts with answers that fit the questionnaire", () => {
    expect(demo.couples.map((c) => [c.stateId, c.prenupPaid, c.partnerA.email, c.partnerB.email])).toEqual([
      ["CA", true, "alex@demo.prenup.test", "jordan@demo.prenup.test"],
      ["NY", false, "sam@demo.prenup.test", "riley@demo.prenup.test"],
      ["CA", true, "noah@demo.prenup.test", "emma@demo.prenup.test"],
      ["CA", true, "lena@demo.prenup.test", "omar@demo.prenup.test"],
      ["CA", true, "mia@demo.prenup.test", "theo@demo.prenup.test"],
    ]);
    for (const couple of [...demo.couples, ...demo.clientCouples]) {
      for (const answers of [couple.answersA, couple.answersB]) {
        for (const [key, value] of Object.entries(answers)) {
          const question = questionByKey.get(key);
          expect(question, key).toBeDefined();
          if (!question) continue;
          expect(visibleQuestionKeys(questionnaire, answers, couple.stateId).has(key), `${key} visible`).toBe(true);
          if (question.options.length === 0) expect(typeof value).toBe("string");
          else for (const optionKey of value as string[]) expect(optionOwner.get(optionKey), optionKey).toBe(key);
        }
      }
    }
  });

  it("gives the paid couples and the attorneys' clients a complete questionnaire, every suggestion chosen", () => {
    for (const couple of [...demo.couples.filter((c) => c.prenupPaid), ...demo.clientCouples])
      for (const answers of [couple.answersA, couple.answersB]) {
        const visible = visibleQuestionKeys(questionnaire, answers, couple.stateId);
        const unanswered = questions.filter(
          (q) =>
            q.isRequired && visible.has(q.key) && answers[q.key] === undefined && !q.options.some((o) => o.isDefault),
        );
        expect(unanswered.map((q) => q.key)).toEqual([]);
        // A question with a suggestion (default options) left unanswered is nobody's choice: generation waits for it.
        const unchosen = questions.filter(
          (q) => visible.has(q.key) && answers[q.key] === undefined && q.options.some((o) => o.isDefault),
        );
        expect(
          unchosen.map((q) => q.key),
          couple.key,
        ).toEqual([]);
      }
  });
});

describe("the demo attorneys' clients", () => {
  it("puts a couple at each point of the path, each represented by an attorney licensed in its state", () => {
    expect(demo.clientCouples.map((c) => [c.partnerA.firstName, c.stateId, c.stage, c.attorneyKey])).toEqual([
      ["Maya", "CA", "waiting", "morgan_ellis"],
      ["Olivia", "NY", "in_review", "morgan_ellis"],
      ["Sofia", "WA", "approved", "morgan_ellis"],
      ["Grace", "WA", "notarized", "morgan_ellis"],
      ["Hannah", "NY", "in_review", "priya_raman"],
    ]);
    for (const couple of demo.clientCouples) {
      const attorney = demo.attorneys.find((a) => a.key === couple.attorneyKey);
      expect(
        attorney?.licences.map((l) => l.stateId),
        couple.key,
      ).toContain(couple.stateId);
    }
    // The notarized couple signed online with the local notary: their state allows it.
    const notarized = demo.clientCouples.find((c) => c.stage === "notarized");
    expect(byAbbreviation(notarized!.stateId)?.allowsOnlineNotary).toBe(true);
  });

  it("agrees on every question that raises a dispute, so their agreements can be generated", () => {
    for (const couple of demo.clientCouples) {
      const disputed = questions.filter(
        (q) =>
          q.generatesDispute &&
          couple.answersA[q.key] !== undefined &&
          couple.answersB[q.key] !== undefined &&
          JSON.stringify(couple.answersA[q.key]) !== JSON.stringify(couple.answersB[q.key]),
      );
      expect(
        disputed.map((q) => q.key),
        couple.key,
      ).toEqual([]);
    }
  });
});

describe("the content review's corrections", () => {
  const term = (stateId: string, key: string) => terms.find((t) => t.stateId === stateId && t.key === key)?.value ?? "";
  const clause = (key: string) => clauseTemplates.find((c) => c.key === key);
  const statute = (stateId: string) => documentTemplateStates.find((t) => t.stateId === stateId)?.statute ?? "";

  it("cites the common law for Washington, the Arkansas act by its name, and Alaska's Act only in the opt-in clause", () => {
    expect(statute("WA")).not.toContain("26.16.120");
    expect(statute("WA")).toContain("Bernard");
    expect(statute("AR")).toContain("Arkansas Premarital Agreement Act");
    expect(statute("AK")).not.toContain("34.77");
    expect(clause("mp_alaska_opt_in")?.text).toMatch(/^WARNING: [A-Z ,.:]+\n\n.*§ 34\.77\.010/s);
  });

  it("keeps premarital property separate only as the agreement provides, and names Wisconsin's marital property", () => {
    expect(clause("def_separate_property")?.text).toContain("except as this Agreement provides otherwise");
    expect(term("WI", "marital_property_title")).toBe("Marital Property");
    expect(term("WI", "default_property_rule")).toContain("ch. 766");
  });

  it("never waives support while a case is pending in Louisiana and Florida", () => {
    expect(term("LA", "support_waiver_scope")).toMatch(
      /^final periodic spousal support in any proceeding for divorce \(interim .* cannot be waived/,
    );
    expect(term("FL", "support_waiver_scope")).toMatch(/alimony pendente lite while a case is pending is not waived/);
    // New York names temporary maintenance apart from maintenance after the divorce (Dom. Rel. Law § 236(B)(5-a), (6)).
    expect(term("NY", "support_waiver_scope")).toBe(
      "temporary maintenance and post-divorce maintenance, during the marriage or in any proceeding for divorce or separation",
    );
    // Pennsylvania names each kind of support its Divorce Code knows (23 Pa.C.S. §§ 3701, 3702).
    expect(term("PA", "support_waiver_scope")).toBe(
      "spousal support, alimony pendente lite and alimony, during the marriage or in any proceeding for divorce",
    );
    expect(clause("ss_pending_case_support")?.conditions.stateIds).toEqual(PENDING_SUPPORT_PROTECTED_STATE_IDS);
    expect(PENDING_SUPPORT_PROTECTED_STATE_IDS).toEqual(expect.arrayContaining(["FL", "LA"]));
  });

  it("binds only the parties on child support, gives COBRA its 36 months, and rests infidelity on provable facts", () => {
    expect(
      clauseTemplates
        .filter((c) => c.key.startsWith("debt_prior_child_support"))
        .every((c) => c.text.includes("As between the Parties") && !c.text.includes("not used to calculate")),
    ).toBe(true);
    expect(clause("ss_health_insurance")?.text).toContain("thirty-six months");
    expect(clause("ss_health_insurance")?.text).not.toContain("eighteen");
    expect(clause("infidelity_payment")?.text).not.toMatch(/court finds/);
    expect(clause("infidelity_payment")?.text).toContain("does not depend on any finding of fault");
  });

  it("states no signing timeline it cannot know, and notes recording where third parties need it", () => {
    expect(clause("recital_timing_early")?.text).not.toContain("thirty days");
    expect(clause("recital_timing_early_married")?.text).not.toContain("thirty days");
    expect(clause("gen_recording_louisiana")?.text).toContain("article 2332");
    expect(clause("gen_recording_missouri")?.text).toContain("451.230");
  });
});

describe("'Other (please specify)'", () => {
  it("is offered only where the answer is informational, never where a clause would have to carry it", () => {
    const offered = questions.filter((q) => q.allowsOtherOption).map((q) => q.key);
    expect(offered).toEqual(["counsel_waiver_reason"]);
    expect(questions.find((q) => q.key === "counsel_waiver_reason")?.options.every((o) => o.isInformational)).toBe(
      true,
    );
  });
});
