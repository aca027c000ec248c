import { describe, expect, it } from "vitest";
import {
  acknowledgementFormByState,
  acknowledgementFormTexts,
  ACKNOWLEDGEMENT_FORMS,
  articleExplanations,
  sectionTemplates,
  states,
} from "./index.ts";

describe("article explanations", () => {
  it("explain every article of the template, and only those", () => {
    const keys = sectionTemplates.map((section) => section.key).sort();
    expect(Object.keys(articleExplanations).sort()).toEqual(keys);
  });

  it("are plain text without placeholders or legal citations to decode", () => {
    for (const [key, text] of Object.entries(articleExplanations)) {
      expect(text, key).not.toMatch(/\{\{|\}\}/);
      expect(text.split(/(?<=[.!?])\s+/).length, key).toBeLessThanOrEqual(4);
    }
  });
});

describe("execution formalities", () => {
  it("name real states and known forms; every form has a body naming the party", () => {
    const abbreviations = new Set(states.map((state) => state.abbreviation));
    for (const [stateId, form] of Object.entries(acknowledgementFormByState)) {
      expect(abbreviations.has(stateId), stateId).toBe(true);
      expect(ACKNOWLEDGEMENT_FORMS).toContain(form);
    }
    for (const form of ACKNOWLEDGEMENT_FORMS) {
      expect(acknowledgementFormTexts[form].body, form).toContain("{{party}}");
      expect(acknowledgementFormTexts[form].signature.length, form).toBeGreaterThan(0);
    }
    expect(acknowledgementFormTexts.CALIFORNIA_CIVIL_CODE_1189.notice).toMatch(/verifies only the identity/);
  });
});
