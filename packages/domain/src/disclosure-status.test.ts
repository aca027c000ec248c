import { describe, expect, it } from "vitest";
import {
  DISCLOSURE_DECLARATION_MESSAGES,
  disclosureDeclarationBodySchema,
  disclosureDeclarationProblem,
  disclosureGenerationProblem,
  disclosureStatus,
  isDisclosureGiven,
} from "./disclosure-status.ts";

describe("disclosureStatus", () => {
  it("counts a disclosure as given only when completed with an entry, or declared empty", () => {
    expect(disclosureStatus({ entryCount: 0, completedAt: null, nothingToDiscloseAt: null })).toBe("NOT_STARTED");
    expect(disclosureStatus({ entryCount: 2, completedAt: null, nothingToDiscloseAt: null })).toBe("IN_PROGRESS");
    expect(disclosureStatus({ entryCount: 1, completedAt: "2026-11-20T10:00:00Z", nothingToDiscloseAt: null })).toBe("COMPLETED");
    expect(disclosureStatus({ entryCount: 0, completedAt: null, nothingToDiscloseAt: new Date("2026-11-20T10:00:00Z") })).toBe("NOTHING_TO_DISCLOSE");
    // Marked complete, then every entry deleted: not finished any more.
    expect(disclosureStatus({ entryCount: 0, completedAt: "2026-11-20T10:00:00Z", nothingToDiscloseAt: null })).toBe("NOT_STARTED");
    expect(["NOT_STARTED", "IN_PROGRESS", "COMPLETED", "NOTHING_TO_DISCLOSE"].map((status) => isDisclosureGiven(status as never))).toEqual([false, false, true, true]);
  });
});

describe("disclosureDeclarationProblem", () => {
  it("refuses 'complete' without an entry and 'nothing to disclose' with entries, and says what to do", () => {
    expect(disclosureDeclarationProblem({ declaration: "COMPLETE", entryCount: 0 })).toEqual({ code: "DISCLOSURE_DECLARATION_REFUSED", message: DISCLOSURE_DECLARATION_MESSAGES.completeWithoutEntries });
    expect(disclosureDeclarationProblem({ declaration: "NOTHING_TO_DISCLOSE", entryCount: 2 })?.message).toBe(
      "You have listed 2 entries, so you cannot declare that you have nothing to disclose. Mark your disclosure complete instead, or delete them first.",
    );
    expect(disclosureDeclarationProblem({ declaration: "COMPLETE", entryCount: 1 })).toBeNull();
    expect(disclosureDeclarationProblem({ declaration: "NOTHING_TO_DISCLOSE", entryCount: 0 })).toBeNull();
    expect(disclosureDeclarationProblem({ declaration: null, entryCount: 3 })).toBeNull();
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
    expect(disclosureGenerationProblem({ partners: { A: given, B: { status: "NOTHING_TO_DISCLOSE", firstName: "Blake" } }, viewer: "A" })).toBeNull();
  });

  it("names the partner whose disclosure is not finished, and what to do", () => {
    expect(disclosureGenerationProblem({ partners: { A: given, B: open }, viewer: "A" })).toEqual({
      code: "GENERATION_NOT_READY",
      message:
        "Blake's financial disclosure is not finished. On the Financial Disclosure page, mark the disclosure complete (it needs at least one entry) or declare that there is nothing to disclose.",
    });
    expect(disclosureGenerationProblem({ partners: { A: given, B: open }, viewer: "B" })?.message).toMatch(/^Your financial disclosure is not finished\./);
    expect(disclosureGenerationProblem({ partners: { A: { ...open, firstName: "Avery" }, B: open }, viewer: "B" })?.message).toMatch(/^Your financial disclosure and Avery's are not finished\./);
    expect(disclosureGenerationProblem({ partners: { A: { status: "NOT_STARTED", firstName: null }, B: open }, viewer: null })?.message).toMatch(/^Partner A's financial disclosure and Blake's are not finished\./);
  });
});

describe("disclosureGenerationProblem in Minnesota", () => {
  it("refuses a given disclosure with an entry that does not state its value's basis, and nowhere else", () => {
    const partners = { A: { status: "COMPLETED" as const, firstName: "Avery", entriesWithoutValueBasis: 0 }, B: { status: "COMPLETED" as const, firstName: "Blake", entriesWithoutValueBasis: 2 } };
    expect(disclosureGenerationProblem({ partners, viewer: "A", stateAbbreviation: "MN" })).toEqual({
      code: "GENERATION_NOT_READY",
      message: "Blake's financial disclosure has 2 entries that do not say what the value is based on, which Minnesota law requires. Add the basis to each on the Financial Disclosure page.",
    });
    expect(disclosureGenerationProblem({ partners, viewer: "B", stateAbbreviation: "MN" })?.message).toMatch(/^Your financial disclosure has 2 entries/);
    expect(disclosureGenerationProblem({ partners, viewer: "A", stateAbbreviation: "WI" })).toBeNull();
  });
});
