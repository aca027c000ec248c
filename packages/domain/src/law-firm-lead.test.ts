import { describe, expect, it } from "vitest";
import {
  canLeadLawFirm,
  LAW_FIRM_LEAD_MESSAGES,
  lawFirmLead,
  lawFirmLeadChanges,
  lawFirmLeadProblem,
  type LawFirmMember,
} from "./law-firm-lead.ts";

const member = (id: string, stage: LawFirmMember["stage"], since: string, isLawFirmLead = false): LawFirmMember => ({
  id,
  stage,
  since,
  isLawFirmLead,
});

describe("lawFirmLead", () => {
  it("keeps a lead who may still lead, even an applicant who created the firm", () => {
    expect(lawFirmLead([member("b", "APPROVED", "2025-01-01"), member("a", "UNDER_REVIEW", "2026-01-01", true)])).toBe(
      "a",
    );
  });

  it("passes the lead to the longest-standing approved attorney when the lead has left", () => {
    const remaining = [
      member("late", "APPROVED", "2026-03-01"),
      member("early", "APPROVED", "2025-06-01"),
      member("applicant", "UNDER_REVIEW", "2024-01-01"),
    ];
    expect(lawFirmLead(remaining)).toBe("early");
  });

  it("passes the lead on when the lead is deactivated or declined", () => {
    expect(
      lawFirmLead([member("lead", "DEACTIVATED", "2024-01-01", true), member("next", "APPROVED", "2025-01-01")]),
    ).toBe("next");
    expect(
      lawFirmLead([member("lead", "DECLINED", "2024-01-01", true), member("next", "APPROVED", "2025-01-01")]),
    ).toBe("next");
  });

  it("names nobody when no approved attorney remains", () => {
    expect(lawFirmLead([])).toBeNull();
    expect(
      lawFirmLead([member("a", "FORM_MISSING", "2024-01-01"), member("b", "DEACTIVATED", "2024-02-01", true)]),
    ).toBeNull();
  });

  it("settles two leads on the longest-standing one, and breaks ties by id", () => {
    expect(
      lawFirmLead([member("b", "APPROVED", "2025-01-01", true), member("a", "APPROVED", "2026-01-01", true)]),
    ).toBe("b");
    expect(lawFirmLead([member("b", "APPROVED", "2025-01-01"), member("a", "APPROVED", "2025-01-01")])).toBe("a");
    expect(
      lawFirmLead([
        member("b", "APPROVED", new Date("2025-01-01") as unknown as string),
        member("a", "APPROVED", "2025-02-01"),
      ]),
    ).toBe("b");
  });
});

describe("lawFirmLeadChanges", () => {
  it("lists only the flags that change, so exactly one attorney leads", () => {
    const members = [
      member("a", "APPROVED", "2024-01-01", true),
      member("b", "APPROVED", "2025-01-01"),
      member("c", "APPROVED", "2025-01-01", true),
    ];
    expect(lawFirmLeadChanges(members, "b")).toEqual([
      { id: "a", isLawFirmLead: false },
      { id: "b", isLawFirmLead: true },
      { id: "c", isLawFirmLead: false },
    ]);
    expect(lawFirmLeadChanges([member("a", "APPROVED", "2024-01-01", true)], "a")).toEqual([]);
    expect(lawFirmLeadChanges([member("a", "DEACTIVATED", "2024-01-01", true)], null)).toEqual([
      { id: "a", isLawFirmLead: false },
    ]);
  });
});

describe("lawFirmLeadProblem", () => {
  const members = [
    member("a", "APPROVED", "2024-01-01", true),
    member("b", "DEACTIVATED", "2025-01-01"),
    member("c", "UNDER_REVIEW", "2025-01-01"),
  ];
  it("accepts an attorney of the firm who may lead", () => {
    expect(lawFirmLeadProblem(members, "c")).toBeNull();
    expect(canLeadLawFirm("APPROVED")).toBe(true);
  });
  it("refuses an outsider and a deactivated attorney with a clear message", () => {
    expect(lawFirmLeadProblem(members, "z")).toBe(LAW_FIRM_LEAD_MESSAGES.notMember);
    expect(lawFirmLeadProblem(members, "b")).toBe(LAW_FIRM_LEAD_MESSAGES.cannotLead);
  });
});
