/**
 * Guards on the agreement's state-law wording: for every jurisdiction and a set of standard answer
 * sets, the generated text uses only the proceedings and rights the state has, and no waiver names
 * a right the state forbids giving up. The expectations come from the sourced state-law data the
 * templates themselves use (content: the state-law matrix, data/state-law/), not from copies of the text.
 */
import {
  CIVIL_LAW_SUCCESSION_STATE_IDS,
  COMMON_LAW_ESTATE_TERMS,
  PENDING_SUPPORT_PROTECTED_STATE_IDS,
  questionnaire,
  stateLawMatrix,
  stateLawOf,
  states,
  termsForState,
  type AnswerMap,
} from "@prenup/content";
import { describe, expect, it } from "vitest";
import { modelText } from "./build-model.ts";
import { ANSWER_VARIANTS, variantAgreement } from "./golden/standard-answers.ts";

const WAIVER_VERB = /\b(gives? up|waives?|renounces?)\b/i;

/**
 * The sentences in which a Party gives a right up. A parenthesis that says a right is not waived
 * (Louisiana's interim support) is not part of the waiver; a sentence that says nothing is given up
 * ("Nothing in this Article waives…", "Neither Party gives up…", "The Parties do not renounce…") is not a waiver.
 */
export function waiverSentences(text: string): string[] {
  return text
    .split(/\n|(?<=[.;])\s+(?=[A-Z])/)
    .map((sentence) => sentence.replace(/\([^()]*\b(not|cannot)\b[^()]*\)/gi, ""))
    .filter((sentence) => WAIVER_VERB.test(sentence))
    .filter(
      (sentence) =>
        !/^\s*(\d+(\.\d+)*\s+)?(nothing|neither)\b/i.test(sentence) &&
        !/\b(do|does|will) not (renounce|waive|give up)\b/i.test(sentence),
    );
}

/** Where support cannot be waived or limited in advance (the states' spousalSupportLaw, which the templates follow). */
const CANNOT_WAIVE_SUPPORT_STATE_IDS = states
  .filter((state) => state.spousalSupportLaw === "CANNOT_WAIVE_OR_MODIFY")
  .map((state) => state.abbreviation);

const allSeparationNames = [
  ...new Set(Object.values(stateLawMatrix).flatMap((row) => row.separationProceedings.value ?? [])),
].filter((name) => name.includes(" "));

describe("state-law wording in every jurisdiction", () => {
  for (const state of states) {
    const stateId = state.abbreviation;
    it(`${stateId}: uses only the state's own proceedings and rights, and waives nothing the state forbids`, () => {
      const separation = stateLawOf(stateId)?.separationProceedings.value ?? [];
      const rights = stateLawOf(stateId)!.survivorRights.value;
      const terms = termsForState(stateId);
      for (const [name, variant] of Object.entries(ANSWER_VARIANTS)) {
        const { model, missingAnswers, unresolvedPlaceholders } = variantAgreement(stateId, variant, { record: null });
        const text = modelText(model);
        const where = `${stateId} ${name}`;
        expect(missingAnswers, where).toEqual([]);
        expect(unresolvedPlaceholders, where).toEqual([]);

        // (a) Proceedings: only the state's own separation proceeding is named, and "legal
        // separation" only where the state has one by that name.
        for (const other of allSeparationNames.filter((candidate) => !separation.includes(candidate))) {
          expect(text.toLowerCase().includes(other), `${where}: names "${other}"`).toBe(false);
        }
        expect(text, where).toContain(`in any proceeding for ${terms.divorce_or_separation}`);
        for (const own of separation) expect(text, `${where}: names ${own}`).toContain(own);

        // (a) Rights at death: an elective share only where the survivor has one; no forced share
        // for a spouse anywhere; no common-law estate vocabulary under Louisiana's Civil Code.
        expect(/forced share/i.test(text), `${where}: forced share`).toBe(false);
        if (!rights.electiveShare) expect(/elective share/i.test(text), `${where}: elective share`).toBe(false);
        if (CIVIL_LAW_SUCCESSION_STATE_IDS.includes(stateId)) {
          for (const term of COMMON_LAW_ESTATE_TERMS)
            expect(text.toLowerCase().includes(term), `${where}: ${term}`).toBe(false);
        }

        // (b) Waivers: nothing the state forbids spouses to renounce, no rights at death where they
        // cannot be waived, no support where it is protected, no support pending a case where that
        // is protected, and in California no support-like provision against an unrepresented party.
        const waivers = waiverSentences(text);
        for (const sentence of waivers) {
          for (const right of rights.notRenounceable)
            expect(sentence.toLowerCase().includes(right), `${where}: waives ${right}: ${sentence}`).toBe(false);
          if (!rights.waivable)
            expect(sentence.includes("surviving spouse"), `${where}: waives rights at death: ${sentence}`).toBe(false);
          if (CANNOT_WAIVE_SUPPORT_STATE_IDS.includes(stateId))
            expect(sentence.includes(terms.support_term ?? ""), `${where}: waives support: ${sentence}`).toBe(false);
          if (PENDING_SUPPORT_PROTECTED_STATE_IDS.includes(stateId)) {
            expect(
              sentence.includes(terms.pending_support_term ?? ""),
              `${where}: waives ${terms.pending_support_term}: ${sentence}`,
            ).toBe(false);
          }
        }
        if (stateId === "CA" && name === "paymentsUnrepresented") {
          expect(
            waivers.filter((sentence) => sentence.includes(terms.support_term ?? "")),
            where,
          ).toEqual([]);
          expect(text).not.toContain("for each full year spent that way");
          expect(text).not.toContain("will pay the cost of the other Party's continuation coverage");
        }
      }
    });
  }
});

describe("the waivers name what each state's law names", () => {
  it("a waiver of rights at death names the survivor's real rights, Georgia's year's support among them", () => {
    for (const state of states) {
      const rights = stateLawOf(state.abbreviation)!.survivorRights.value;
      const text = modelText(
        variantAgreement(state.abbreviation, ANSWER_VARIANTS.deathWaiver as { A: AnswerMap }, { record: null }).model,
      );
      expect(text.includes(rights.waived), state.abbreviation).toBe(rights.waivable);
    }
    const georgia = modelText(
      variantAgreement("GA", ANSWER_VARIANTS.deathWaiver as { A: AnswerMap }, { record: null }).model,
    );
    expect(georgia).toContain("year's support from the other's estate");
  });

  it("Louisiana keeps the marital portion and the order of succession and offers no waiver", () => {
    const text = modelText(
      variantAgreement("LA", ANSWER_VARIANTS.deathWaiver as { A: AnswerMap }, { record: null }).model,
    );
    expect(text).toContain("do not renounce or alter the marital portion");
    expect(text).toContain("(article 2330)");
    const question = questionnaire
      .flatMap((section) => section.groups.flatMap((group) => group.questions))
      .find((candidate) => candidate.key === "elective_share");
    const offeredIn = (stateId: string) =>
      question?.options
        .filter((option) => option.restrictedToStateIds.length === 0 || option.restrictedToStateIds.includes(stateId))
        .map((option) => option.key);
    expect(offeredIn("LA")).toEqual(["elective_share__keep"]);
    expect(offeredIn("TX")).toEqual(["elective_share__waive", "elective_share__keep", "elective_share__minimum"]);
  });

  it("a support waiver keeps pending-case support where it is protected and names every kind of support the state knows", () => {
    // Where support cannot be waived at all (the state-law matrix), there is no waiver to keep it from.
    for (const stateId of PENDING_SUPPORT_PROTECTED_STATE_IDS.filter(
      (id) => !CANNOT_WAIVE_SUPPORT_STATE_IDS.includes(id),
    )) {
      const terms = termsForState(stateId);
      const text = modelText(
        variantAgreement(stateId, ANSWER_VARIANTS.supportWaiver as { A: AnswerMap }, { record: null }).model,
      );
      const waiver = text.split("\n").find((line) => line.includes("gives up any right to receive"));
      expect(waiver, stateId).toContain(terms.pending_support_term);
      expect(waiverSentences(waiver ?? "").join(" "), stateId).not.toContain(terms.pending_support_term);
    }
    for (const { stateId, supportKinds: kinds } of Object.values(stateLawMatrix).filter(
      (row) => row.supportKinds.value !== null,
    )) {
      const text = modelText(
        variantAgreement(stateId, ANSWER_VARIANTS.supportWaiver as { A: AnswerMap }, { record: null }).model,
      );
      const waiver = waiverSentences(text).find((sentence) => sentence.includes("gives up any right to receive")) ?? "";
      for (const kind of kinds.value ?? []) expect(waiver, `${stateId} ${kind}`).toContain(kind);
    }
  });

  it("the sunset keeps what was characterized before it and applies state law after it", () => {
    const text = modelText(variantAgreement("TX", ANSWER_VARIANTS.sunset as { A: AnswerMap }, { record: null }).model);
    expect(text).toContain("Property owned on the Sunset Date keeps the character this Agreement gave it");
    expect(text).toContain("For Property acquired after the Sunset Date");
    expect(text).toContain("done under this Agreement before the Sunset Date stand");
    expect(text).not.toContain("as if they had never signed it, but anything already done");
  });
});

describe("waiverSentences", () => {
  it("finds the sentences that give a right up and leaves out those that keep one", () => {
    const text =
      "11.1 Each Party knowingly and voluntarily gives up any right to receive from the other final periodic spousal support (interim spousal support while a case is pending cannot be waived under Louisiana law and is not affected).\n" +
      "11.2 Nothing in this Article waives or limits interim spousal support while a case between the Parties is pending.\n" +
      "11.3 Neither Party gives up any right to spousal support.\n" +
      "12.1 The Parties do not renounce or alter the marital portion. Each Party gives up survivor benefits under the other's plans.";
    expect(waiverSentences(text)).toEqual([
      "11.1 Each Party knowingly and voluntarily gives up any right to receive from the other final periodic spousal support .",
      "Each Party gives up survivor benefits under the other's plans.",
    ]);
  });
});

describe("terms that follow the state-law matrix", () => {
  it("a career pause lifts no support waiver where support cannot be waived (Iowa, New Mexico, South Dakota), and the option is not offered there", () => {
    const reopen = { A: { future_children: ["future_children__yes"], career_pause: ["career_pause__reopen_support"] } };
    const question = questionnaire
      .flatMap((section) => section.groups.flatMap((group) => group.questions))
      .find((candidate) => candidate.key === "career_pause");
    const offeredIn = (stateId: string) =>
      question?.options
        .filter((option) => option.restrictedToStateIds.length === 0 || option.restrictedToStateIds.includes(stateId))
        .map((option) => option.key);
    for (const stateId of ["IA", "NM", "SD"]) {
      expect(modelText(variantAgreement(stateId, reopen, { record: null }).model), stateId).not.toContain(
        "any waiver or limit on",
      );
      expect(offeredIn(stateId), stateId).not.toContain("career_pause__reopen_support");
    }
    expect(modelText(variantAgreement("CO", reopen, { record: null }).model)).toContain(
      "any waiver or limit on maintenance in this Agreement does not apply to that Party",
    );
  });

  it("Texas's support waiver names temporary spousal support and spousal maintenance, each by its own name", () => {
    const text = modelText(variantAgreement("TX", ANSWER_VARIANTS.supportWaiver ?? { A: {} }, { record: null }).model);
    expect(text).toContain(
      "gives up any right to receive from the other temporary spousal support and spousal maintenance, in any proceeding for divorce.",
    );
    expect(text).not.toContain("spousal maintenance, temporary or permanent");
    expect(termsForState("TX").pending_support_term).toBe("temporary spousal support");
  });

  it("Louisiana: the authentic act is one of the forms the Civil Code allows, passed at one sitting on the date the act states", () => {
    const text = modelText(variantAgreement("LA", ANSWER_VARIANTS.defaults ?? { A: {} }, { record: null }).model);
    expect(text).toContain(
      "as an authentic act before a notary and two witnesses, one of the forms the Louisiana Civil Code allows for a matrimonial agreement (article 2331).",
    );
    expect(text).not.toContain("as the Louisiana Civil Code requires");
    expect(text).not.toContain("the notary named on its signature page");
    expect(text).toContain(
      "The Parties sign this Prenuptial Agreement at one sitting, with the witnesses and the notary, on the date the act below states.",
    );
    expect(text).not.toContain("on the dates written below");
  });

  it("Idaho and Nevada have each signature acknowledged as a conveyance of land is", () => {
    for (const [stateId, style] of [
      ["ID", "State of Idaho"],
      ["NV", "State of Nevada"],
    ] as const) {
      expect(
        modelText(variantAgreement(stateId, ANSWER_VARIANTS.defaults ?? { A: {} }, { record: null }).model),
        stateId,
      ).toContain(
        `Each Party will acknowledge their signature before a notary in the manner the law of the ${style} requires for a conveyance of land`,
      );
    }
    for (const stateId of ["CA", "NY", "TX"]) {
      expect(
        modelText(variantAgreement(stateId, ANSWER_VARIANTS.defaults ?? { A: {} }, { record: null }).model),
        stateId,
      ).not.toContain("requires for a conveyance of land");
    }
  });
});
