/**
 * Golden texts: the fixture couple's agreement in each of the 51 jurisdictions, with the standard
 * answers (the questionnaire's defaults) and, where it changes the text, the waiver of rights at
 * death. Every wording change in the content shows in review as a change of these files.
 * Update them after a deliberate change with `UPDATE_GOLDEN=1 npx vitest run src/golden.test.ts`
 * (see README.md).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { states } from "@prenup/content";
import { describe, expect, it } from "vitest";
import { modelText } from "./build-model.ts";
import { ANSWER_VARIANTS, variantAgreement } from "./golden/standard-answers.ts";
import type { AgreementModel, AgreementPart } from "./model.ts";

const UPDATE = process.env.UPDATE_GOLDEN === "1";

function partText(model: AgreementModel, part: AgreementPart): string {
  return modelText({ ...model, parts: [part], certificate: null });
}

/** The golden text of a jurisdiction: the standard agreement, then the parts the death waiver changes. */
function goldenText(stateId: string): string {
  const standard = variantAgreement(stateId, { A: {} }, { record: null }).model;
  const waiver = variantAgreement(stateId, ANSWER_VARIANTS.deathWaiver ?? { A: {} }, { record: null }).model;
  const standardParts = new Set(standard.parts.map((part) => partText(standard, part)));
  const changed = waiver.parts.map((part) => partText(waiver, part)).filter((text) => !standardParts.has(text));
  return [
    `=== ${stateId}: the fixture couple's agreement with the standard answers ===`,
    modelText(standard),
    "",
    "=== With the waiver of rights at death: the parts that change ===",
    changed.length > 0 ? changed.join("\n\n") : "(none: the text does not change)",
    "",
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
        throw new Error(`no golden text for ${state.abbreviation}: run UPDATE_GOLDEN=1 npx vitest run src/golden.test.ts`);
      }
      expect(text).toBe(golden);
    });
  }
});
