import { describe, expect, it } from "vitest";
import {
  clauseExplanations,
  clauseTemplates,
  duplicateExplanationKeys,
  EXPLANATION_PLACEHOLDER,
  explainClause,
  explainOption,
  fillExplanation,
  questions,
  states,
  stateDefaults,
  terms,
  withoutLineOf,
  type ClauseExplanationEntry,
} from "./index.ts";

const names = {
  A: { firstName: "Maximiliana", fullName: "Maximiliana Okonkwo-Whitfield" },
  B: { firstName: "Bartholomew", fullName: "Bartholomew Castellanos" },
};
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
const explained = Object.entries(clauseExplanations).filter(
  (pair): pair is [string, Extract<ClauseExplanationEntry, { meaning: string }>] => !("boilerplate" in pair[1]),
);

/** Where a clause template can appear (its own state limits). */
function statesOf(conditions: { stateIds?: string[]; excludedStateIds?: string[] }): string[] {
  return states
    .map((state) => state.abbreviation)
    .filter(
      (id) =>
        (!conditions.stateIds?.length || conditions.stateIds.includes(id)) &&
        !(conditions.excludedStateIds ?? []).includes(id),
    );
}

describe("clause explanations", () => {
  it("cover every clause template, and only those, each either explained or marked boilerplate", () => {
    const keys = clauseTemplates.map((clause) => clause.key).sort();
    expect(duplicateExplanationKeys).toEqual([]);
    expect(Object.keys(clauseExplanations).sort()).toEqual(keys);
    for (const [key, entry] of Object.entries(clauseExplanations)) {
      if ("boilerplate" in entry) continue;
      expect(entry.meaning.trim().length, key).toBeGreaterThan(20);
      expect(stateDefaults[entry.without], key).toBeDefined();
    }
  });

  it("explain, in every state where the clause can appear, with both texts filled in for the couple", () => {
    for (const clause of clauseTemplates) {
      const entry = clauseExplanations[clause.key]!;
      for (const stateId of statesOf(clause.conditions)) {
        const explanation = explainClause(clause.key, { stateId, names });
        if ("boilerplate" in entry) {
          expect(explanation, `${clause.key} in ${stateId}`).toBeNull();
          continue;
        }
        expect(explanation, `${clause.key} in ${stateId}`).not.toBeNull();
        expect(explanation!.meaning, clause.key).not.toMatch(/\{\{|\}\}/);
        expect(explanation!.withoutAgreement, clause.key).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it("use only the clause text's placeholders for names and the state's terms, which exist in every state", () => {
    const termKeys = new Set(terms.map((term) => term.key));
    const used = [
      ...explained.map(([, entry]) => entry.meaning),
      ...Object.values(stateDefaults).flatMap((rule) =>
        "choose" in rule ? states.map((state) => rule.choose(state).text) : [rule.text],
      ),
    ];
    for (const text of used) {
      for (const [, namespace, name] of text.matchAll(EXPLANATION_PLACEHOLDER)) {
        const known =
          ((namespace === "partyA" || namespace === "partyB") && (name === "firstName" || name === "fullName")) ||
          (namespace === "term" && termKeys.has(name!));
        expect(known, `{{${namespace}.${name}}} in "${text}"`).toBe(true);
      }
      // Answers are not delivered with the explanations: an {{answer…}} placeholder could never be filled.
      expect(text).not.toMatch(/\{\{\s*(answer[AB]?|schedule)\./);
    }
    for (const state of states)
      expect(fillExplanation("{{term.state_name}} {{partyB.firstName}}", { stateId: state.abbreviation, names })).toBe(
        `${state.name} Bartholomew`,
      );
    expect(fillExplanation("{{answer.wedding_date}}", { stateId: "CA", names })).toBeNull();
  });

  it("are short: at most two sentences each, like the article explanations", () => {
    for (const clause of clauseTemplates) {
      for (const stateId of statesOf(clause.conditions)) {
        const explanation = explainClause(clause.key, { stateId, names });
        if (!explanation) continue;
        expect(sentencesOf(explanation.meaning).length, clause.key).toBeLessThanOrEqual(2);
        expect(explanation.meaning.length, `${clause.key}: ${explanation.meaning}`).toBeLessThanOrEqual(240);
        expect(sentencesOf(explanation.withoutAgreement).length, clause.key).toBeLessThanOrEqual(2);
        expect(
          explanation.withoutAgreement.length,
          `${clause.key} in ${stateId}: ${explanation.withoutAgreement}`,
        ).toBeLessThanOrEqual(240);
      }
    }
  });

  it("resolve every state default for every state in the state table, each line naming its source where it states law", () => {
    for (const [key, rule] of Object.entries(stateDefaults)) {
      for (const state of states) {
        const line = "choose" in rule ? rule.choose(state) : rule;
        expect(line.text, `${key} in ${state.abbreviation}`).toMatch(/^(Without|With or without)\b/);
        expect(
          fillExplanation(line.text, { stateId: state.abbreviation, names }),
          `${key} in ${state.abbreviation}`,
        ).not.toBeNull();
        if (line.source === null) expect(line.confirmed, key).toBe(false);
        else expect(line.source.length, key).toBeGreaterThan(5);
      }
    }
    for (const [key, entry] of explained)
      for (const state of states)
        expect(withoutLineOf(entry, state.abbreviation), `${key} in ${state.abbreviation}`).not.toBeNull();
  });

  it("choose the line by the state's data: community property beside equitable distribution, support law, rights at death", () => {
    const california = explainClause("mp_all_shared", { stateId: "CA", names })!;
    const newYork = explainClause("mp_all_shared", { stateId: "NY", names })!;
    expect(california.withoutAgreement).toMatch(/community property, owned by you both equally/);
    expect(newYork.withoutAgreement).toMatch(/a court divides in the way it finds fair/);
    expect(explainClause("ss_state_law", { stateId: "CA", names })!.withoutAgreement).toMatch(/their own attorney/);
    expect(explainClause("ss_state_law", { stateId: "IA", names })!.withoutAgreement).toMatch(
      /cannot take that right away/,
    );
    expect(explainClause("ss_state_law", { stateId: "NY", names })!.withoutAgreement).toMatch(
      /maintenance, how much and for how long, under New York law/,
    );
    expect(explainClause("de_keep", { stateId: "NY", names })!.withoutAgreement).toMatch(/whatever the will says/);
    expect(explainClause("de_keep", { stateId: "TX", names })!.withoutAgreement).toMatch(
      /no set share against the will/,
    );
    expect(explainClause("debt_student_loans_b", { stateId: "NY", names })!.meaning).toBe(
      "Bartholomew's student loans stay Bartholomew's own debt.",
    );
    expect(explainClause("gen_severability", { stateId: "NY", names })).toBeNull();
    expect(explainClause(null, { stateId: "NY", names })).toBeNull();
  });

  it("choose the business, home, growth, retirement and death lines by the state's row of the state-law matrix", () => {
    const without = (key: string, stateId: string) => explainClause(key, { stateId, names })!.withoutAgreement;
    expect(without("bus_owner_keeps_a", "TX")).toMatch(/claim for reimbursement/);
    expect(without("bus_owner_keeps_a", "TX")).not.toMatch(/may be partly/);
    expect(without("bus_owner_keeps_a", "CA")).toMatch(/may be partly community property/);
    expect(without("bus_owner_keeps_a", "MA")).toMatch(/a court in Massachusetts may divide a business/);
    expect(without("home_owned", "TX")).toMatch(/reimbursed, not a share of the home/);
    // Wisconsin: unpaid work that made separate property grow creates marital property, not a claim for reimbursement.
    expect(without("bus_owner_keeps_a", "WI")).toMatch(
      /growth that came from a spouse's unpaid work during the marriage is marital property too/,
    );
    expect(without("bus_owner_keeps_a", "WI")).not.toMatch(/reimbursement/);
    for (const stateId of ["TX", "WA"])
      expect(without("ret_marital_shared", stateId), stateId).not.toMatch(/shared equally/);
    expect(without("ret_marital_shared", "CA")).toMatch(/shared equally/);
    expect(without("de_keep", "CA")).toMatch(/already owns half of the community property/);
    expect(without("de_keep", "NY")).not.toMatch(/already owns half/);
    const homeDuringCase = stateDefaults.homeDuringCase;
    expect("source" in homeDuringCase ? homeDuringCase.source : "").not.toContain("6321");
  });

  it("state each state's own rule in the embryo, premarital property, division and rent lines (the matrix's cells)", () => {
    const without = (key: string, stateId: string) => explainClause(key, { stateId, names })!.withoutAgreement;
    // California's courts have followed the couple's disposition form; an advance agreement may not bind in Massachusetts.
    expect(without("embryo_thaw", "CA")).not.toMatch(/may not bind/);
    expect(without("embryo_thaw", "CA")).toMatch(/followed the choice you both made on the clinic's disposition form/);
    expect(without("embryo_thaw", "MA")).toMatch(/may not bind you/);
    expect(without("embryo_consent", "AZ")).toMatch(/gives the embryos to the spouse who intends to use them/);
    expect(without("embryo_consent", "NY")).toMatch(/followed the choice you both made/);
    expect(without("sp_premarital_all", "MA")).toMatch(
      /a court in Massachusetts may divide what either of you owned before the wedding/,
    );
    expect(without("sp_premarital_all", "WA")).toMatch(/may divide what either of you owned/);
    expect(without("sp_premarital_all", "NY")).toMatch(/may take it into account/);
    expect(without("mp_division_equal", "TX")).toMatch(/in the way it finds just/);
    expect(without("mp_division_equal", "CA")).toMatch(/equally/);
    expect(without("re_other_owner_a", "TX")).toMatch(
      /rent from separate real estate during the marriage is generally community property/,
    );
    expect(without("re_other_owner_a", "CA")).toMatch(/stays separate, like the property itself/);
  });

  it("help a questionnaire option with the clause it puts in the agreement, in the partner's state", () => {
    const regime = questions.find((question) => question.key === "marital_property_regime")!;
    expect(regime).toBeDefined();
    const california = explainOption("marital_property_regime__all_shared", "CA")!;
    expect(california.meaning).toMatch(/shared equally/);
    expect(california.withoutAgreement).toMatch(/community property/);
    expect(explainOption("marital_property_regime__all_shared", "NY")!.withoutAgreement).toMatch(/finds fair/);
    // A meaning that names the partners is left out where the names are not known.
    expect(explainOption("student_loans__yes", "NY")).toEqual({
      meaning: null,
      withoutAgreement: expect.stringMatching(/^Without this agreement/),
    });
    expect(explainOption("marital_property_regime__no_such_option", "CA")).toBeNull();
    // With the answering partner's side and the names, a per-partner clause reads for them.
    expect(explainOption("student_loans__yes", "NY", { side: "B", names: { A: "Avery", B: "Blake" } })?.meaning).toBe(
      "Blake's student loans stay Blake's own debt.",
    );
    expect(explainOption("student_loans__yes", "NY", { side: "A", names: { A: "Avery", B: null } })?.meaning).toBe(
      "Avery's student loans stay Avery's own debt.",
    );
    expect(
      explainOption("student_loans__yes", "NY", { side: "B", names: { A: "Avery", B: null } })?.meaning,
    ).toBeNull();
  });
});
