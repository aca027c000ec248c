/**
 * Golden texts: the fixture couple's agreement in each of the 51 jurisdictions, with the standard
 * answers (the questionnaire's defaults), then for each of the product's standard answer sets
 * (STANDARD_SETS: both represented with a support waiver, one partner without counsel and a support
 * waiver, a death waiver, a sunset, a business) the parts of the agreement it changes. Every
 * wording change in the content shows in review as a change of these files. Update them after a deliberate change with `UPDATE_GOLDEN=1 npx vitest run src/golden.test.ts`
 * (see README.md).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { states } from "@prenup/content";
import { describe, expect, it } from "vitest";
import { modelText } from "./build-model.ts";
import { STANDARD_SETS, standardSetAgreement, variantAgreement } from "./golden/standard-answers.ts";
import type { AgreementModel, AgreementPart } from "./model.ts";

const UPDATE = process.env.UPDATE_GOLDEN === "1";

function partText(model: AgreementModel, part: AgreementPart): string {
  return modelText({ ...model, parts: [part], certificate: null });
}

/** The golden text of a jurisdiction: the standard agreement, then for each standard answer set the parts it changes. */
function goldenText(stateId: string): string {
  const standard = variantAgreement(stateId, { A: {} }, { record: null }).model;
  const standardParts = new Set(standard.parts.map((part) => partText(standard, part)));
  const changes = STANDARD_SETS.flatMap((set) => {
    const model = standardSetAgreement(stateId, set).model;
    const changed = model.parts.map((part) => partText(model, part)).filter((text) => !standardParts.has(text));
    return [
      `=== ${set.name}: the parts that change ===`,
      changed.length > 0 ? changed.join("\n\n") : "(none: the text does not change)",
      "",
    ];
  });
  return [
    `=== ${stateId}: the fixture couple's agreement with the standard answers ===`,
    modelText(standard),
    "",
    ...changes,
  ].join("\n");
}

describe("golden texts", () => {
  for (const state of states) {
    it(`${state.abbreviation}: the agreement reads as its golden text`, () => {
      const file = new URL(`./golden/${state.abbreviation}.txt`, import.meta.url);
      const text = goldenText(state.abbreviation);
      if (UPDATE) writeFileSync(file, text);
      let golden: string;
      try {
        golden = readFileSync(file, "utf8");
      } catch {
        throw new Error(
          `no golden text for ${state.abbreviation}: run UPDATE_GOLDEN=1 npx vitest run src/golden.test.ts`,
        );
      }
      expect(text).toBe(golden);
    });
  }
});
