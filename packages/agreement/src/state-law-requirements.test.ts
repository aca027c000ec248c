/**
 * Generation follows the state-law matrix: in every jurisdiction, for the standard answer sets
 * (both partners represented; one without counsel and a support waiver; a death waiver; a sunset;
 * a business), the agreement contains what `stateLawRequirements` says the couple's facts require
 * in their state (the statutory notice in the statute's lines, the plain-language explanation, the
 * express written waiver of counsel, California's separate writings), prints no support limit it
 * refuses, and words the court's review of the support terms by the state's timing.
 */
import { stateLawOf, states, termsForState } from "@prenup/content";
import { stateLawRequirements, type StateLawRequirement } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { modelText } from "./build-model.ts";
import { FIXTURE_PARTIES } from "./fixtures.ts";
import { STANDARD_SETS, standardSetAgreement, type StandardSet } from "./golden/standard-answers.ts";

/** The fixture partners' full names as the agreement prints them. */
const FULL_NAMES = { A: "Avery J. Stone", B: "Blake Moreno Jr." };

type Case = StandardSet;
const CASES = STANDARD_SETS;

function agreementText(stateId: string, testCase: Case): string {
  return modelText(standardSetAgreement(stateId, testCase).model);
}

/** The words by which the document shows a requirement is met for its partner. */
function evidenceOf(requirement: StateLawRequirement): string[] {
  const name = FULL_NAMES[requirement.party];
  const first = FIXTURE_PARTIES[requirement.party].firstName;
  switch (requirement.kind) {
    case "STATUTORY_NOTICE":
      return [`To ${name}, who signs without independent legal representation:\n\n${requirement.lines.join("\n")}`];
    case "PLAIN_LANGUAGE_EXPLANATION":
      return [
        "Explanation of the Rights This Agreement Changes",
        `For ${name} You sign this Agreement without a lawyer of your own.`,
      ];
    case "EXPRESS_WAIVER_OF_COUNSEL":
      return [
        `By signing it, ${first} voluntarily and expressly waives, in writing, the opportunity to consult independent legal counsel before signing.`,
      ];
    case "SEPARATE_WAIVER_AND_EXPLANATION":
      return [
        "Waiver of Independent Counsel",
        `I, ${name}, was advised to have an independent attorney`,
        "Written Explanation for a Party Without an Attorney",
      ];
  }
}

const MARKERS: Record<StateLawRequirement["kind"], string> = {
  STATUTORY_NOTICE: "who signs without independent legal representation:",
  PLAIN_LANGUAGE_EXPLANATION: "Explanation of the Rights This Agreement Changes",
  EXPRESS_WAIVER_OF_COUNSEL: "expressly waives, in writing, the opportunity to consult independent legal counsel",
  SEPARATE_WAIVER_AND_EXPLANATION: "Waiver of Independent Counsel",
};

describe("every jurisdiction's agreement contains what its law requires for the couple, and nothing it forbids", () => {
  for (const state of states) {
    const stateId = state.abbreviation;
    it(`${stateId}: the standard answer sets`, () => {
      const row = stateLawOf(stateId);
      expect(row, stateId).not.toBeNull();
      if (!row) return;
      for (const testCase of CASES) {
        const where = `${stateId} ${testCase.name}`;
        const text = agreementText(stateId, testCase);
        const verdict = stateLawRequirements(row, testCase);
        for (const requirement of verdict.requirements) {
          for (const words of evidenceOf(requirement))
            expect(text, `${where}: ${requirement.kind} ${requirement.party}`).toContain(words);
        }
        const required = new Set(verdict.requirements.map((requirement) => requirement.kind));
        for (const [kind, marker] of Object.entries(MARKERS)) {
          if (!required.has(kind as StateLawRequirement["kind"]))
            expect(text, `${where}: no ${kind}`).not.toContain(marker);
        }
        const supportRefused = verdict.refusals.some((refusal) => refusal.term === "SUPPORT_LIMIT");
        if (testCase.limitsSupport) {
          expect(text.includes("gives up any right to receive from the other"), `${where}: the support waiver`).toBe(
            !supportRefused,
          );
          if (!supportRefused)
            expect(text, `${where}: the court's review`).toContain(termsForState(stateId).support_review);
        }
        if (testCase.waivesDeathRights)
          expect(text.includes(row.survivorRights.value.waived), `${where}: the death waiver`).toBe(
            row.survivorRights.value.waivable,
          );
      }
    });
  }
});

describe("the support article's review follows the state's own rule", () => {
  const waiver = CASES[0]!;
  const reviewOf = (stateId: string) =>
    agreementText(stateId, waiver)
      .split("\n")
      .find((line) => line.includes("The Parties understand that a court")) ?? "";

  it("says when the state judges unconscionability and what power its court keeps over a support waiver, and never a rule the state does not have", () => {
    for (const state of states) {
      const row = stateLawOf(state.abbreviation);
      if (!row || row.spousalSupport.value !== "CAN_WAIVE_OR_MODIFY") continue;
      const review = reviewOf(state.abbreviation);
      const where = `${state.abbreviation} (${row.unconscionability.value}, ${row.supportFloor.value})`;
      expect(review, where).toContain(termsForState(state.abbreviation).support_review);
      expect(review.includes("enforcement is sought"), where).toBe(
        row.unconscionability.value === "AT_SIGNING_AND_ENFORCEMENT",
      );
      expect(review.includes("unconscionable"), where).toBe(row.unconscionability.value !== "NOT_JUDGED");
      expect(review.includes("public assistance"), where).toBe(row.supportFloor.value === "PUBLIC_ASSISTANCE");
      expect(review.includes("undue hardship"), where).toBe(row.supportFloor.value === "UNDUE_HARDSHIP");
      expect(review.includes("extreme hardship"), where).toBe(row.supportFloor.value === "EXTREME_HARDSHIP");
      expect(review, where).not.toContain("basic needs");
    }
  });

  it("in Pennsylvania, whose statute has no unconscionability ground, says a court does not review the support terms for fairness", () => {
    expect(stateLawOf("PA")?.unconscionability.value).toBe("NOT_JUDGED");
    const review = reviewOf("PA");
    expect(review).toContain("a court does not review this Article for fairness");
    expect(review).not.toContain("unconscionable");
  });
});

describe("the partner without counsel", () => {
  const alone: Case = CASES[1]!;

  it("in Colorado and North Dakota receives the statutory notice, in the statute's lines and in bold, and the plain-language explanation", () => {
    for (const stateId of ["CO", "ND"]) {
      const { model } = standardSetAgreement(stateId, alone);
      const text = modelText(model);
      expect(text, stateId).toContain(
        "If you sign this agreement, you may be:\nGiving up your right to be supported by the person you are marrying or to whom you are married.\nGiving up your right to ownership or control of money and property.",
      );
      expect(text, stateId).toContain(
        `You give up the right to ask the other for ${termsForState(stateId).support_term} if the marriage ends.`,
      );
      expect(text, stateId).not.toContain(`To ${FULL_NAMES.B}, who signs without independent legal representation`);
      const notice = model.parts.flatMap((part) =>
        part.type === "article" && part.article.key === "notice_of_waiver" ? part.article.clauses : [],
      );
      expect(
        notice.map((clause) => [clause.key, clause.emphasis]),
        stateId,
      ).toEqual([["notice_of_waiver_1_a", "BOLD"]]);
    }
  });

  it("in New Jersey waives, expressly and in writing, the opportunity to consult counsel", () => {
    const text = agreementText("NJ", alone);
    expect(text).toContain(
      "Avery has not consulted independent legal counsel about this Agreement. By signing it, Avery voluntarily and expressly waives, in writing, the opportunity to consult independent legal counsel before signing.",
    );
    expect(text).not.toContain("Blake has not consulted independent legal counsel");
  });
});
