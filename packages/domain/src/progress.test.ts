import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { SECTION_STATUSES, type SectionStatus } from "./enums.ts";
import {
  computeProgressStep,
  firstIncompleteSection,
  isQuestionnaireComplete,
  nextSectionAfter,
  normalizeSectionStatus,
  progressLabel,
  progressPercent,
  sectionBySlug,
  sectionSlug,
  type ProgressInput,
} from "./progress.ts";

const s = (order: number, status: SectionStatus | Lowercase<SectionStatus>) => ({
  order,
  status,
  label: `Section ${order}`,
});
const done6 = [1, 2, 3, 4, 5, 6].map((order) => s(order, "COMPLETED"));
const everything: ProgressInput = {
  sections: done6,
  prenupPaid: true,
  financialsComplete: true,
  documentReviewed: true,
  notarizationComplete: true,
};

describe("computeProgressStep", () => {
  it("is 0 with nothing done or no sections", () => {
    expect(
      computeProgressStep({ ...everything, sections: done6.map((x) => ({ ...x, status: "NOT_STARTED" as const })) }),
    ).toBe(0);
    expect(computeProgressStep({ ...everything, sections: [] })).toBe(0);
  });

  it("counts consecutive steps from step 1", () => {
    expect(computeProgressStep(everything)).toBe(5);
    expect(computeProgressStep({ ...everything, notarizationComplete: false })).toBe(4);
    expect(computeProgressStep({ ...everything, financialsComplete: false, documentReviewed: false })).toBe(3);
    expect(computeProgressStep({ ...everything, sections: [...done6.slice(0, 5), s(6, "IN_PROGRESS")] })).toBe(2);
    expect(computeProgressStep({ ...everything, prenupPaid: false })).toBe(1);
  });

  it("needs the first section COMPLETED for step 1 (not applicable is not enough)", () => {
    expect(computeProgressStep({ ...everything, sections: [s(1, "NOT_APPLICABLE"), ...done6.slice(1)] })).toBe(0);
  });

  it("accepts NOT_APPLICABLE for steps 2 and 3", () => {
    const sections = [
      s(1, "COMPLETED"),
      s(2, "NOT_APPLICABLE"),
      s(3, "COMPLETED"),
      s(4, "not_applicable"),
      s(5, "NOT_APPLICABLE"),
      s(6, "completed"),
    ];
    expect(computeProgressStep({ ...everything, sections })).toBe(5);
  });

  it("either financials or a reviewed document gives step 4", () => {
    expect(computeProgressStep({ ...everything, financialsComplete: false, notarizationComplete: false })).toBe(4);
    expect(computeProgressStep({ ...everything, documentReviewed: false, notarizationComplete: false })).toBe(4);
  });

  it("never counts a later step when an earlier one fails", () => {
    expect(
      computeProgressStep({ ...everything, sections: [s(1, "COMPLETED"), s(2, "IN_PROGRESS"), ...done6.slice(2)] }),
    ).toBe(1);
  });

  it("takes sections by order whatever order they arrive in", () => {
    const shuffled = [
      s(6, "IN_PROGRESS"),
      s(3, "COMPLETED"),
      s(1, "COMPLETED"),
      s(5, "COMPLETED"),
      s(2, "COMPLETED"),
      s(4, "COMPLETED"),
    ];
    expect(computeProgressStep({ ...everything, sections: shuffled })).toBe(2);
    const firstLast = [s(20, "COMPLETED"), s(10, "IN_PROGRESS")];
    expect(computeProgressStep({ ...everything, sections: firstLast })).toBe(0);
  });

  it("with fewer than four sections, step 2 looks at all of them and step 3 holds", () => {
    expect(
      computeProgressStep({
        ...everything,
        sections: [s(1, "COMPLETED"), s(2, "COMPLETED")],
        notarizationComplete: false,
      }),
    ).toBe(4);
  });

  it("is the same for any arrival order (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SECTION_STATUSES), { minLength: 0, maxLength: 8 }),
        fc.boolean(),
        (statuses, paid) => {
          const sections = statuses.map((status, index) => s(index + 1, status));
          const input = { ...everything, prenupPaid: paid, sections };
          expect(computeProgressStep({ ...input, sections: [...sections].reverse() })).toBe(computeProgressStep(input));
        },
      ),
    );
  });
});

describe("progressPercent and progressLabel", () => {
  it("is step / 5 rounded", () => {
    expect([0, 1, 2, 3, 4, 5].map(progressPercent)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(progressPercent(2.5)).toBe(50);
    expect(progressPercent(7)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
  it("labels the start, the end and the middle", () => {
    expect(progressLabel(0)).toBe("Starting your prenup 🖋️");
    expect(progressLabel(0, { short: true })).toBe("Starting your prenup 🖋️");
    expect(progressLabel(3)).toBe("60%");
    expect(progressLabel(5)).toBe("Prenup 100% ready 🎉");
    expect(progressLabel(5, { short: true })).toBe("100% 🎉");
  });
  it("names a postnup as such", () => {
    expect(progressLabel(0, { kind: "POSTNUP" })).toBe("Starting your postnup 🖋️");
    expect(progressLabel(5, { kind: "POSTNUP" })).toBe("Postnup 100% ready 🎉");
    expect(progressLabel(2, { kind: "POSTNUP" })).toBe("40%");
  });
});

describe("section helpers", () => {
  const sections = [s(3, "not_started"), s(1, "COMPLETED"), s(2, "in_progress"), s(4, "NOT_APPLICABLE")];

  it("normalizes both spellings", () => {
    expect(normalizeSectionStatus("not_applicable")).toBe("NOT_APPLICABLE");
    expect(normalizeSectionStatus("COMPLETED")).toBe("COMPLETED");
    expect(normalizeSectionStatus("weird" as SectionStatus)).toBe("NOT_STARTED");
  });

  it("is complete only when every section is completed or not applicable", () => {
    expect(isQuestionnaireComplete(sections)).toBe(false);
    expect(isQuestionnaireComplete([s(1, "completed"), s(2, "NOT_APPLICABLE")])).toBe(true);
    expect(isQuestionnaireComplete([])).toBe(false);
  });

  it("finds the first incomplete section by order", () => {
    expect(firstIncompleteSection(sections)?.order).toBe(2);
    expect(firstIncompleteSection([s(1, "COMPLETED")])).toBeUndefined();
  });

  it("finds the section after the current one", () => {
    expect(nextSectionAfter(sections, 1)?.order).toBe(2);
    expect(nextSectionAfter(sections, 2.5)?.order).toBe(3);
    expect(nextSectionAfter(sections, 4)).toBeUndefined();
    expect(nextSectionAfter([s(10, "COMPLETED"), s(30, "COMPLETED"), s(20, "COMPLETED")], 10)?.order).toBe(20);
  });
});

describe("sectionSlug", () => {
  it("lower-cases the label and turns spaces into hyphens", () => {
    expect(sectionSlug("Background Information")).toBe("background-information");
    expect(sectionSlug("Understanding")).toBe("understanding");
  });
  it("trims and turns a run of whitespace into one hyphen", () => {
    expect(sectionSlug("  Assets  and\tDebts ")).toBe("assets-and-debts");
  });
  it("keeps other characters", () => {
    expect(sectionSlug("Spousal Support & Alimony")).toBe("spousal-support-&-alimony");
  });
  it("finds a section by its slug", () => {
    const sections = [{ label: "Background Information" }, { label: "Finances" }];
    expect(sectionBySlug(sections, "background-information")).toBe(sections[0]);
    expect(sectionBySlug(sections, "Finances")).toBe(sections[1]);
    expect(sectionBySlug(sections, "nope")).toBeUndefined();
  });
});
