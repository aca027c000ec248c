/**
 * Each couple reads their own state's rules only: for every one of the 51 jurisdictions, every text
 * of the questionnaire a couple there is shown (sections, groups, the questions and options offered
 * in the state, with their state's hints added as the server adds them, and each option's
 * explanation) names no other state and cites no statute.
 */
import { STATE_ABBREVIATIONS } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { isOptionOffered, isQuestionAskedInState } from "./answers.ts";
import { explainOption } from "./clause-explanations.ts";
import { questionnaire } from "./index.ts";
import { stateLawMatrix, STATE_NAMES } from "./data/state-law/index.ts";
import { stateHintsFor, withStateHint } from "./state-hints.ts";

/** Every text a couple of this state is shown in the questionnaire, named by where it is. */
function shownTexts(stateId: string): [string, string][] {
  const hints = stateHintsFor(stateId);
  const texts: [string, string | null | undefined][] = [];
  for (const section of questionnaire) {
    texts.push([`${section.key} description`, section.description]);
    for (const group of section.groups) {
      texts.push([`${group.key} title`, group.title], [`${group.key} description`, group.description]);
      for (const question of group.questions.filter((candidate) => isQuestionAskedInState(candidate, stateId))) {
        const hint = hints.get(question.key);
        texts.push(
          [`${question.key} title`, question.title],
          [`${question.key} description`, withStateHint(question.description, hint?.description)],
          [`${question.key} example`, question.exampleScenario],
          [`${question.key} pro tip`, withStateHint(question.proTip, hint?.proTip)],
        );
        for (const option of question.options.filter((candidate) => isOptionOffered(candidate, stateId))) {
          const explanation = explainOption(option.key, stateId);
          texts.push(
            [`${option.key} value`, option.value],
            [`${option.key} pro tip`, withStateHint(option.proTip, hints.get(option.key)?.proTip)],
            [`${option.key} meaning`, explanation?.meaning],
            [`${option.key} without the agreement`, explanation?.withoutAgreement],
          );
        }
      }
    }
  }
  return texts.filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].length > 0);
}

/** The other states' names in a text (a state's own name removed first: "West Virginia" is not "Virginia" there). */
function otherStatesIn(text: string, stateId: string): string[] {
  const own = STATE_NAMES[stateId as keyof typeof STATE_NAMES];
  const rest = text.split(own).join(" ");
  return Object.values(STATE_NAMES).filter((name) => name !== own && new RegExp(`\\b${name}\\b`).test(rest));
}

describe("the questionnaire's hints, tips and explanations", () => {
  it("name no other state and cite no statute, for the couples of each of the 51 states", () => {
    const offending: string[] = [];
    for (const stateId of STATE_ABBREVIATIONS) {
      for (const [where, text] of shownTexts(stateId)) {
        const others = otherStatesIn(text, stateId);
        if (others.length > 0) offending.push(`${stateId} ${where}: names ${others.join(", ")}`);
        if (/§|\bCode\b.*\b(art|ch)\.|Stat\.|Ann\./.test(text))
          offending.push(`${stateId} ${where}: cites a statute: ${text}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("finds a planted mention of another state", () => {
    expect(otherStatesIn("In California the final agreement must be in hand for 7 full days.", "TX")).toEqual([
      "California",
    ]);
    expect(otherStatesIn("West Virginia couples", "WV")).toEqual([]);
    expect(otherStatesIn("Virginia couples", "WV")).toEqual(["Virginia"]);
    expect(otherStatesIn("Arkansas couples", "AR")).toEqual([]);
  });

  it("tell each couple their own state's rule, keyed by its matrix row", () => {
    const hint = (stateId: string, key: string) => stateHintsFor(stateId).get(key);
    // California: separate writings, a support limit needs counsel, seven days with the final text.
    expect(hint("CA", "attorney_plan__no_attorney")?.proTip).toBe(
      "In California you sign a separate waiver of counsel and receive a written explanation, and the agreement cannot limit spousal support.",
    );
    expect(hint("CA", "signing_timeline")?.proTip).toBe(
      "In California the final agreement must be in hand for 7 full days before anyone signs.",
    );
    expect(hint("CA", "career_pause__compensate")?.proTip).toMatch(
      /^In California this payment goes into your agreement only if each of you has your own attorney/,
    );
    // Texas: none of those.
    expect(hint("TX", "signing_timeline")).toBeUndefined();
    expect(hint("TX", "career_pause__compensate")).toBeUndefined();
    expect(hint("TX", "support_choice")).toBeUndefined();
    expect(hint("TX", "elective_share")?.description).toMatch(
      /^In Texas a waiver gives up any share of the other's estate if there is no will, the surviving spouse's right to occupy the homestead/,
    );
    // Statutory notices, an express waiver of counsel, protected support, the second look, Minnesota's seven days.
    expect(hint("CO", "attorney_plan__no_attorney")?.proTip).toBe(
      "In Colorado the agreement then includes, for you, the statute's notice of the rights you may be giving up and a plain-language explanation of them.",
    );
    expect(hint("NJ", "attorney_plan__no_attorney")?.proTip).toBe(
      "In New Jersey you waive, in writing in the agreement, the chance to consult a lawyer.",
    );
    expect(hint("IA", "support_choice")?.description).toBe(
      "In Iowa the law protects support, so only the first choice is offered.",
    );
    expect(hint("MA", "support_choice")?.description).toMatch(
      /^In Massachusetts a court can judge a waiver or limit of support again when the marriage ends/,
    );
    expect(hint("MN", "planned_signing_date")?.description).toBe(
      "In Minnesota, nothing can be signed within seven days of the wedding either.",
    );
    expect(hint("LA", "elective_share")?.description).toBe(
      "In Louisiana spouses cannot give up the marital portion, order of succession or usufruct by agreement, so only the first choice is offered; you can still provide for each other by will.",
    );
    // Community property trusts and Alaska's opt-in, only to their own couples.
    expect(hint("TN", "marital_property_regime")?.description).toMatch(
      /^Couples in Tennessee can also hold assets in a community property trust/,
    );
    expect(hint("AK", "marital_property_regime")?.description).toMatch(
      /^Alaska couples can opt in to community property/,
    );
    expect(hint("OH", "marital_property_regime")).toBeUndefined();
  });

  it("follow the matrix's facts in every state (a hint is shown exactly where its fact holds)", () => {
    for (const stateId of STATE_ABBREVIATIONS) {
      const row = stateLawMatrix[stateId];
      const hints = stateHintsFor(stateId);
      expect(hints.has("signing_timeline"), stateId).toBe(row.execution.finalAgreementReviewDays.value > 0);
      expect(hints.has("career_pause__compensate"), stateId).toBe(
        row.counsel.value.termsNeedingCounsel.includes("SUPPORT_LIMIT"),
      );
      expect(hints.has("marital_property_regime"), stateId).toBe(row.communityPropertyElection.value !== "NONE");
      expect(hints.has("planned_signing_date"), stateId).toBe(
        row.execution.signingDeadline.value === "SEVEN_DAYS_BEFORE_MARRIAGE",
      );
    }
  });
});
