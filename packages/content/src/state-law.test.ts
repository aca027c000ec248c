/**
 * The sourced state-law facts behind the agreement's wording (the state-law matrix, data/state-law/) and how
 * the terms, the questionnaire and California's written explanation follow them.
 */
import { describe, expect, it } from "vitest";
import { stateHintsFor } from "./state-hints.ts";
import {
  clauseTemplates,
  NO_DEATH_WAIVER_STATE_IDS,
  questionnaire,
  questionnaireInState,
  sectionTemplates,
  stateLawOf,
  termsForState,
} from "./index.ts";

const law = (stateId: string) => stateLawOf(stateId)!;

describe("state-law facts", () => {
  it("name no legal separation where the state has none (Texas, Florida, Pennsylvania and others)", () => {
    for (const id of ["TX", "FL", "PA", "DE", "MS", "MD", "MA", "LA"]) {
      expect(law(id).separationProceedings.value, id).toBeNull();
      expect(termsForState(id).divorce_or_separation, id).toBe(termsForState(id).divorce_term);
    }
    expect(termsForState("CA").divorce_or_separation).toBe("dissolution of marriage or legal separation");
    expect(termsForState("NJ").divorce_or_separation).toBe("divorce, including a divorce from bed and board");
    expect(termsForState("AR").divorce_or_separation).toBe(
      "divorce, including a divorce from bed and board, or separate maintenance",
    );
    expect(termsForState("KS").divorce_or_separation).toBe("divorce or separate maintenance");
  });

  it("give no elective share to community property states (save Idaho's and Wisconsin's limited ones), Georgia or Louisiana", () => {
    for (const id of ["CA", "TX", "AZ", "NV", "NM", "WA", "GA", "LA"]) {
      expect(law(id).survivorRights.value.electiveShare, id).toBe(false);
      expect(termsForState(id).survivor_rights_waived, id).not.toMatch(/elective share|forced share/);
    }
    expect(termsForState("ID").survivor_rights_waived).toMatch(
      /elective share of the other's .*quasi-community property/,
    );
    expect(termsForState("WI").survivor_rights_waived).toContain("deferred marital property elective share");
    expect(termsForState("GA").survivor_rights_waived).toContain("year's support");
    expect(termsForState("TX").survivor_rights_waived).toContain("homestead");
    expect(termsForState("CA").survivor_rights_waived).toContain("probate homestead");
    expect(termsForState("OH").survivor_rights_waived).not.toContain("forced share");
  });

  it("name Connecticut's statutory share as the life use of one third, and no homestead where probate has none", () => {
    expect(termsForState("CT").survivor_rights_waived).toContain("the use for life of one third of the other's estate");
    for (const id of ["CT", "NJ", "OH"]) expect(termsForState(id).survivor_rights_waived, id).not.toMatch(/homestead/);
  });

  it("withhold the waiver of rights at death in Louisiana, in the questionnaire and in the clauses", () => {
    expect(NO_DEATH_WAIVER_STATE_IDS).toEqual(["LA"]);
    const offered = (stateId: string) =>
      questionnaireInState(questionnaire, stateId)
        .questionById.get("elective_share")
        ?.options.map((option) => option.id);
    expect(offered("LA")).toEqual(["elective_share__keep"]);
    expect(offered("NY")).toEqual(["elective_share__waive", "elective_share__keep", "elective_share__minimum"]);
    for (const key of ["de_waive", "de_minimum"])
      expect(clauseTemplates.find((clause) => clause.key === key)?.conditions.excludedStateIds, key).toEqual(["LA"]);
    expect(termsForState("LA").will_term).toBe("testament");
  });

  it("cite Utah's act where Title 81 put it in 2024, and Wisconsin's marital property agreements as no uniform premarital act", () => {
    expect(termsForState("UT").statute_reference).toContain("Utah Code § 81-3-201 et seq.");
    expect(termsForState("UT").statute_reference).not.toContain("30-8");
    expect(law("UT").governingAct).toMatchObject({ value: { kind: "UPAA" }, confirmed: true });
    expect(law("WI").governingAct.value.kind).toBe("UNIFORM_MARITAL_PROPERTY_ACT");
    expect(termsForState("WI").document_title).toBe("Prenuptial Agreement");
    expect(termsForState("WI").statute_reference).toBe("Wis. Stat. § 766.58 (marital property agreements)");
  });

  it("tell a partner, before they choose to sign without an attorney, what their own state then asks for", () => {
    const tip = (stateId: string) => stateHintsFor(stateId).get("attorney_plan__no_attorney")?.proTip;
    for (const [stateId, name] of [
      ["CO", "Colorado"],
      ["ND", "North Dakota"],
    ] as const) {
      expect(tip(stateId)).toBe(
        `In ${name} the agreement then includes, for you, the statute's notice of the rights you may be giving up and a plain-language explanation of them.`,
      );
    }
    expect(tip("NJ")).toBe("In New Jersey you waive, in writing in the agreement, the chance to consult a lawyer.");
    expect(tip("CA")).toContain("In California you sign a separate waiver of counsel");
  });

  it("name each kind of support Pennsylvania's waiver covers", () => {
    expect(law("PA").supportKinds.value).toEqual(["spousal support", "alimony pendente lite", "alimony"]);
  });
});

describe("California's written explanation (Fam. Code § 1615(c)(3))", () => {
  const points = clauseTemplates.filter(
    (clause) =>
      clause.sectionTemplateKey === "california_explanation" &&
      clause.key.startsWith("ca_expl_") &&
      !clause.key.startsWith("ca_expl_always_"),
  );

  it("explains each chosen clause under exactly that clause's conditions, for each reader", () => {
    expect(points.length).toBeGreaterThan(40);
    for (const point of points) {
      const explained = point.key.replace(/^ca_expl_/, "").replace(/_[ab]$/, "");
      const clause = clauseTemplates.find((candidate) => candidate.key === explained);
      expect(clause, point.key).toBeDefined();
      expect(point.conditions, point.key).toEqual(clause?.conditions);
      expect(point.parentKey, point.key).toBe(`ca_explanation_${point.key.slice(-1)}`);
    }
  });

  it("says what the couple chose, not what the Agreement might say", () => {
    for (const clause of clauseTemplates.filter(
      (candidate) => candidate.sectionTemplateKey === "california_explanation",
    )) {
      expect(clause.text, clause.key).not.toMatch(/\bIf the Agreement\b|\bif this Agreement (waives|limits|says)\b/i);
    }
  });

  it("cites § 1615(c)(1) for the waiver of counsel and (c)(3) for the explanation, outside the upper-cased headings", () => {
    const section = (key: string) => sectionTemplates.find((candidate) => candidate.key === key);
    expect(section("california_counsel_waiver")?.text).toContain("section 1615(c)(1)");
    expect(section("california_explanation")?.text).toContain("section 1615(c)(3)");
    for (const template of sectionTemplates) expect(template.title, template.key).not.toMatch(/\([a-z0-9]\)/);
    // (c)(2) is the seven days; nothing in the content cites it for anything else.
    for (const text of [
      ...sectionTemplates.map((template) => template.text),
      ...clauseTemplates.map((clause) => clause.text),
    ])
      expect(text).not.toContain("1615(c)(2)");
  });
});
