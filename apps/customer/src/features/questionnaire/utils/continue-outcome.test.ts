import { describe, expect, it } from "vitest";
import { continueOutcome, type SectionForContinue } from "./continue-outcome.ts";

const section = (
  order: number,
  status: SectionForContinue["status"],
  label = `Section ${order}`,
): SectionForContinue => ({
  key: `s${order}`,
  label,
  path: label.toLowerCase().replace(/\s+/g, "-"),
  order,
  status,
});

const base = {
  hasState: true,
  prenupPaid: true,
  sectionRequiresAttorney: false,
  wantsAttorney: false,
  representationPaid: false,
};

describe("continueOutcome", () => {
  const sections = [
    section(0, "COMPLETED"),
    section(1, "IN_PROGRESS"),
    section(2, "NOT_APPLICABLE"),
    section(3, "NOT_STARTED"),
  ];

  it("asks for a state first", () => {
    expect(continueOutcome({ ...base, hasState: false, prenupPaid: false, sections, current: sections[0]! })).toEqual({
      kind: "STATE_NEEDED",
    });
  });

  it("sends an unpaid couple with a state to payment", () => {
    expect(continueOutcome({ ...base, prenupPaid: false, sections, current: sections[0]! })).toEqual({
      kind: "NAVIGATE",
      to: "/payment",
    });
  });

  it("shows an incomplete section's messages before payment or attorney services", () => {
    const unpaid = { ...base, prenupPaid: false, sectionRequiresAttorney: true, wantsAttorney: true };
    expect(continueOutcome({ ...unpaid, sections, current: sections[1]! })).toEqual({ kind: "UNANSWERED" });
    expect(continueOutcome({ ...unpaid, prenupPaid: true, sections, current: sections[3]! })).toEqual({
      kind: "UNANSWERED",
    });
  });

  it("sends to attorney services when the section needs the representation the user wants and has not paid", () => {
    expect(
      continueOutcome({ ...base, sectionRequiresAttorney: true, wantsAttorney: true, sections, current: sections[0]! }),
    ).toEqual({
      kind: "NAVIGATE",
      to: "/attorney-services?serviceType=REPRESENTATION",
    });
    expect(
      continueOutcome({
        ...base,
        sectionRequiresAttorney: true,
        wantsAttorney: true,
        representationPaid: true,
        sections,
        current: sections[0]!,
      }),
    ).toEqual({
      kind: "NAVIGATE",
      to: "/questionnaire/section-1",
    });
  });

  it("goes to the next section by order when this one is complete", () => {
    const shuffled = [sections[3]!, sections[1]!, sections[0]!, sections[2]!];
    expect(continueOutcome({ ...base, sections: shuffled, current: sections[0]! })).toEqual({
      kind: "NAVIGATE",
      to: "/questionnaire/section-1",
    });
  });

  it("shows the unanswered-questions popup when this section is not complete", () => {
    expect(continueOutcome({ ...base, sections, current: sections[1]! })).toEqual({ kind: "UNANSWERED" });
  });

  it("on the last section lists the incomplete sections, and proceeds once all are complete", () => {
    const last = section(3, "COMPLETED");
    expect(
      continueOutcome({ ...base, sections: [sections[0]!, sections[1]!, sections[2]!, last], current: last }),
    ).toEqual({
      kind: "SECTIONS_INCOMPLETE",
      sections: [sections[1]],
    });
    const allDone = [sections[0]!, section(1, "COMPLETED"), sections[2]!, last];
    expect(continueOutcome({ ...base, sections: allDone, current: last })).toEqual({
      kind: "NAVIGATE",
      to: "/financial-disclosure",
    });
  });
});
