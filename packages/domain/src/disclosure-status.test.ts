import { describe, expect, it } from "vitest";
import {
  DISCLOSURE_DECLARATION_MESSAGES,
  disclosureDeclarationBodySchema,
  disclosureDeclarationProblem,
  disclosureGenerationProblem,
  disclosureStatus,
  disclosureStepOf,
  disclosureStepText,
  isDisclosureGiven,
} from "./disclosure-status.ts";

describe("disclosureStatus", () => {
  it("counts a disclosure as given only when completed with an entry, or declared empty", () => {
    expect(disclosureStatus({ entryCount: 0, completedAt: null, nothingToDiscloseAt: null })).toBe("NOT_STARTED");
    expect(disclosureStatus({ entryCount: 2, completedAt: null, nothingToDiscloseAt: null })).toBe("IN_PROGRESS");
    expect(disclosureStatus({ entryCount: 1, completedAt: "2026-11-20T10:00:00Z", nothingToDiscloseAt: null })).toBe(
      "COMPLETED",
    );
    expect(
      disclosureStatus({ entryCount: 0, completedAt: null, nothingToDiscloseAt: new Date("2026-11-20T10:00:00Z") }),
    ).toBe("NOTHING_TO_DISCLOSE");
    // Marked complete, then every entry deleted: not finished any more.
    expect(disclosureStatus({ entryCount: 0, completedAt: "2026-11-20T10:00:00Z", nothingToDiscloseAt: null })).toBe(
      "NOT_STARTED",
    );
    expect(
      ["NOT_STARTED", "IN_PROGRESS", "COMPLETED", "NOTHING_TO_DISCLOSE"].map((status) =>
        isDisclosureGiven(status as never),
      ),
    ).toEqual([false, false, true, true]);
  });
});

describe("disclosureStepOf", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const facts = { entryCount: 0, completedAt: null, nothingToDiscloseAt: null, incomeYears: [] as number[], now };

  it("gives one status, with the years still without income while the disclosure is not given", () => {
    expect(disclosureStepOf(facts)).toEqual({
      status: "NOT_STARTED",
      given: false,
      missingIncomeYears: [2024, 2025, 2026],
    });
    expect(disclosureStepOf({ ...facts, entryCount: 2, incomeYears: [2026] })).toEqual({
      status: "IN_PROGRESS",
      given: false,
      missingIncomeYears: [2024, 2025],
    });
    expect(disclosureStepOf({ ...facts, entryCount: 3, incomeYears: [2024, 2025, 2026] }).missingIncomeYears).toEqual(
      [],
    );
  });

  it("asks nothing more of a disclosure declared empty or marked complete", () => {
    const empty = disclosureStepOf({ ...facts, nothingToDiscloseAt: "2026-05-01T00:00:00Z" });
    expect(empty).toEqual({ status: "NOTHING_TO_DISCLOSE", given: true, missingIncomeYears: [] });
    expect(disclosureStepOf({ ...facts, entryCount: 1, completedAt: "2026-05-01T00:00:00Z" })).toEqual({
      status: "COMPLETED",
      given: true,
      missingIncomeYears: [],
    });
  });

  it("says each status in one sentence: what is done or the one thing to do next", () => {
    expect(disclosureStepText(disclosureStepOf(facts))).toBe(
      "List what you own, owe and earn, including your income for 2024, 2025, and 2026, then mark your disclosure complete. If there is truly nothing to list, declare that instead.",
    );
    expect(disclosureStepText(disclosureStepOf({ ...facts, entryCount: 2, incomeYears: [2026] }))).toBe(
      "Add your income for 2024 and 2025 (an entry of $0 for a year without income), then mark your disclosure complete.",
    );
    expect(disclosureStepText(disclosureStepOf({ ...facts, entryCount: 3, incomeYears: [2024, 2025, 2026] }))).toBe(
      "When everything you own, owe and earn is listed, mark your disclosure complete.",
    );
    expect(disclosureStepText(disclosureStepOf({ ...facts, nothingToDiscloseAt: "2026-05-01T00:00:00Z" }))).not.toMatch(
      /income/,
    );
  });
});

describe("disclosureDeclarationProblem", () => {
  it("refuses 'complete' without an entry and 'nothing to disclose' with entries, and says what to do", () => {
    const none: number[] = [];
    expect(
      disclosureDeclarationProblem({ declaration: "COMPLETE", entryCount: 0, missingIncomeYears: [2024, 2025, 2026] }),
    ).toEqual({
      code: "DISCLOSURE_DECLARATION_REFUSED",
      message: DISCLOSURE_DECLARATION_MESSAGES.completeWithoutEntries,
    });
    expect(
      disclosureDeclarationProblem({ declaration: "NOTHING_TO_DISCLOSE", entryCount: 2, missingIncomeYears: none })
        ?.message,
    ).toBe(
      "You have listed 2 entries, so you cannot declare that you have nothing to disclose. Mark your disclosure complete instead, or delete them first.",
    );
    expect(
      disclosureDeclarationProblem({ declaration: "COMPLETE", entryCount: 3, missingIncomeYears: none }),
    ).toBeNull();
    expect(
      disclosureDeclarationProblem({ declaration: "NOTHING_TO_DISCLOSE", entryCount: 0, missingIncomeYears: [2026] }),
    ).toBeNull();
    expect(disclosureDeclarationProblem({ declaration: null, entryCount: 3, missingIncomeYears: [2026] })).toBeNull();
  });

  it("refuses 'complete' while a required year has no income, naming the years", () => {
    expect(
      disclosureDeclarationProblem({ declaration: "COMPLETE", entryCount: 4, missingIncomeYears: [2025, 2024] }),
    ).toEqual({
      code: "DISCLOSURE_DECLARATION_REFUSED",
      message:
        "Add your income for 2024 and 2025 before you mark your disclosure complete (an entry of $0 for a year without income).",
    });
  });
  it("reads the body with a message for anything else", () => {
    expect(disclosureDeclarationBodySchema.safeParse({ declaration: null }).success).toBe(true);
    const wrong = disclosureDeclarationBodySchema.safeParse({ declaration: "DONE" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe("Choose COMPLETE, NOTHING_TO_DISCLOSE or null (withdraw)");
  });
});

describe("disclosureGenerationProblem", () => {
  const given = { status: "COMPLETED" as const, firstName: "Avery" };
  const open = { status: "IN_PROGRESS" as const, firstName: "Blake" };

  it("lets generation run when both disclosures are given", () => {
    expect(
      disclosureGenerationProblem({
        partners: { A: given, B: { status: "NOTHING_TO_DISCLOSE", firstName: "Blake" } },
        viewer: "A",
      }),
    ).toBeNull();
  });

  it("names the partner whose disclosure is not finished, and what to do", () => {
    expect(disclosureGenerationProblem({ partners: { A: given, B: open }, viewer: "A" })).toEqual({
      code: "GENERATION_NOT_READY",
      message:
        "Blake's financial disclosure is not finished. On the Financial Disclosure page, mark the disclosure complete (it needs at least one entry) or declare that there is nothing to disclose.",
    });
    expect(disclosureGenerationProblem({ partners: { A: given, B: open }, viewer: "B" })?.message).toMatch(
      /^Your financial disclosure is not finished\./,
    );
    expect(
      disclosureGenerationProblem({ partners: { A: { ...open, firstName: "Avery" }, B: open }, viewer: "B" })?.message,
    ).toMatch(/^Your financial disclosure and Avery's are not finished\./);
    expect(
      disclosureGenerationProblem({
        partners: { A: { status: "NOT_STARTED", firstName: null }, B: open },
        viewer: null,
      })?.message,
    ).toMatch(/^Partner A's financial disclosure and Blake's are not finished\./);
  });
});

describe("disclosureGenerationProblem in Minnesota", () => {
  it("refuses a given disclosure with an entry that does not state its value's basis, and nowhere else", () => {
    const partners = {
      A: { status: "COMPLETED" as const, firstName: "Avery", entriesWithoutValueBasis: 0 },
      B: { status: "COMPLETED" as const, firstName: "Blake", entriesWithoutValueBasis: 2 },
    };
    expect(
      disclosureGenerationProblem({ partners, viewer: "A", valueBasis: { required: true, stateName: "Minnesota" } }),
    ).toEqual({
      code: "GENERATION_NOT_READY",
      message:
        "Blake's financial disclosure has 2 entries that do not say what the value is based on, which Minnesota law requires. Add the basis to each on the Financial Disclosure page.",
    });
    expect(
      disclosureGenerationProblem({ partners, viewer: "B", valueBasis: { required: true, stateName: "Minnesota" } })
        ?.message,
    ).toMatch(/^Your financial disclosure has 2 entries/);
    expect(
      disclosureGenerationProblem({ partners, viewer: "A", valueBasis: { required: false, stateName: "Wisconsin" } }),
    ).toBeNull();
  });
});
