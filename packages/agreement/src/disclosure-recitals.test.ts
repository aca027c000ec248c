/**
 * What the agreement says about each partner's disclosure and counsel: only what is recorded
 * (the disclosure given or declared empty, an attorney assigned), the disclosure waiver only where
 * the state recognizes it, and Minnesota's basis of values and seven days.
 */
import {
  DISCLOSURE_WAIVER_STATE_IDS,
  executionFormalitiesByState,
  stateLawMatrix,
  stateLawOf,
  states,
} from "@prenup/content";
import { describe, expect, it } from "vitest";
import { modelText } from "./build-model.ts";
import { scheduleLinesOf, type CoupleDisclosure } from "./disclosure.ts";
import { fixtureAgreement, fixtureAnswers, fixtureDisclosure } from "./fixtures.ts";
import type { AgreementModel, ModelSchedule } from "./model.ts";

const WITH_ENTRIES: CoupleDisclosure = { userA: fixtureDisclosure("user-a", 3), userB: fixtureDisclosure("user-b", 0) };
const text = (model: AgreementModel) => modelText(model);
const schedules = (model: AgreementModel): ModelSchedule[] =>
  model.parts.flatMap((part) => (part.type === "schedule" ? [part.schedule] : []));
const waiverAnswers = (stateId: string) =>
  fixtureAnswers(stateId, { disclosure_approach: ["disclosure_approach__disclosure_plus_waiver"] });

describe("the disclosure recitals", () => {
  it("say that a partner with entries disclosed them, and that a partner without declared there was nothing, never that an empty schedule is a disclosure", () => {
    const agreement = text(fixtureAgreement("NY", { disclosure: WITH_ENTRIES }).model);
    expect(agreement).toContain(
      "Avery has given Blake a written disclosure of Avery's property, debts and income, summarized in Schedule A, which forms part of this Agreement.",
    );
    expect(agreement).toContain(
      "Blake has declared in writing to Avery that Blake has no property, debts or income to disclose, as Schedule B records.",
    );
    expect(agreement).not.toContain("Blake has given Avery a written disclosure");
    expect(agreement).not.toContain("fair and reasonable written disclosure");
    expect(agreement).toContain("considers the disclosure received fair and reasonable.");
  });

  it("list each entry's documents by name and full SHA-256 in the schedule clause's lines, after its details", () => {
    const lines = scheduleLinesOf(WITH_ENTRIES.userA!);
    expect(lines[1]?.description).toBe(
      `Holding 2, Institution 2, Account ending 1001, value based on statement of 2026-10-31, Supporting document: statement-2.pdf (SHA-256 ${"2".padStart(64, "0")})`,
    );
    expect(lines[0]?.description).not.toContain("Supporting document");
  });

  it("print the basis of each value in Schedules A and B, as lines and in the schedule's table", () => {
    const avery = WITH_ENTRIES.userA!;
    expect(scheduleLinesOf(avery)[0]?.description).toBe(
      "Holding 1, Institution 1, 100 Main Street, Springfield, value based on appraisal of 2026-09-01",
    );
    const [scheduleA] = schedules(fixtureAgreement("MN", { disclosure: WITH_ENTRIES }).model);
    expect(scheduleA?.groups.flatMap((group) => group.rows.map((row) => row.details))).toContain(
      "Institution 2; Account ending 1001; value based on statement of 2026-10-31",
    );
  });

  it("print the waiver instead of the fairness statement where the state recognizes a written waiver and the couple chose it (Pennsylvania)", () => {
    expect(DISCLOSURE_WAIVER_STATE_IDS).toContain("PA");
    const pennsylvania = text(
      fixtureAgreement("PA", { answersA: waiverAnswers("PA"), answersB: waiverAnswers("PA"), disclosure: WITH_ENTRIES })
        .model,
    );
    expect(pennsylvania).toContain(
      "voluntarily and expressly waives, in writing, any right to disclosure of the other's property or financial obligations beyond the disclosure provided.",
    );
    expect(pennsylvania).not.toContain("considers the disclosure received fair and reasonable");
    // The disclosures themselves are still recited.
    expect(pennsylvania).toContain("Avery has given Blake a written disclosure");
    expect(text(fixtureAgreement("PA", { disclosure: WITH_ENTRIES }).model)).not.toContain("waives, in writing");
  });

  it("never print a waiver where the state does not recognize one, even from a stale answer (Minnesota, New York)", () => {
    for (const stateId of ["MN", "NY"]) {
      expect(stateLawOf(stateId)?.disclosureWaiver.value, stateId).toBe(false);
      const agreement = text(
        fixtureAgreement(stateId, {
          answersA: waiverAnswers(stateId),
          answersB: waiverAnswers(stateId),
          disclosure: WITH_ENTRIES,
        }).model,
      );
      expect(agreement, stateId).not.toContain("waives, in writing, any right to disclosure");
      expect(agreement, stateId).toContain("considers the disclosure received fair and reasonable.");
    }
  });

  it("offer the waiver only where the sourced data says the state recognizes it, each fact with its citation", () => {
    expect(Object.keys(stateLawMatrix).sort()).toEqual(states.map((state) => state.abbreviation).sort());
    for (const [stateId, { disclosureWaiver: fact }] of Object.entries(stateLawMatrix)) {
      expect(fact.citation.length, stateId).toBeGreaterThan(6);
      // An unconfirmed fact holds the cautious value: not offered.
      if (!fact.confirmed) expect(fact.value, stateId).toBe(false);
    }
    expect(stateLawOf("MN")?.disclosureWaiver).toMatchObject({ value: false, confirmed: true });
  });
});

describe("Minnesota's recitals", () => {
  it("state that each value has its basis and that disclosure was not waived, and that the parties sign at least seven days before the marriage", () => {
    const minnesota = text(fixtureAgreement("MN", { disclosure: WITH_ENTRIES }).model);
    expect(minnesota).toContain("Each value in the Schedules is a good-faith estimate and states what it is based on.");
    expect(minnesota).toContain(
      "The Parties are signing this Agreement at least seven days before their marriage, as Minnesota Statutes section 519.11, subdivision 1b, provides",
    );
    const elsewhere = text(fixtureAgreement("WI", { disclosure: WITH_ENTRIES }).model);
    expect(elsewhere).not.toContain("at least seven days before their marriage");
    expect(elsewhere).not.toContain("states what it is based on");
  });

  it("print the seven-day recital exactly where the execution formalities close signing seven days ahead", () => {
    const sevenDayStates = Object.values(executionFormalitiesByState)
      .filter((formalities) => formalities.signingDeadline.value === "SEVEN_DAYS_BEFORE_MARRIAGE")
      .map((formalities) => formalities.stateId);
    expect(sevenDayStates).toEqual(["MN"]);
    for (const stateId of ["MN", "CA", "LA"]) {
      expect(text(fixtureAgreement(stateId).model).includes("at least seven days before their marriage"), stateId).toBe(
        sevenDayStates.includes(stateId),
      );
    }
  });
});

describe("the counsel recitals", () => {
  const plans = (stateId: string, plan: string) =>
    fixtureAnswers(stateId, { attorney_plan: [`attorney_plan__${plan}`] });

  it("do not say a partner was advised by an attorney on the strength of the plan alone", () => {
    const planned = text(
      fixtureAgreement("NY", { answersA: plans("NY", "own_attorney"), answersB: plans("NY", "hire_through_us") }).model,
    );
    expect(planned).not.toContain("was advised about this Agreement by an independent attorney");
    expect(planned).toContain(
      "Avery intends to be advised about this Agreement by an independent attorney of their own choosing; that attorney's certification, once signed, appears with the signatures.",
    );
    expect(planned).toContain(
      "Each Party has been advised to consult an independent attorney of their own choosing and has had a fair opportunity to do so before signing.",
    );
  });

  it("say it when the attorney is on record (assigned through the product)", () => {
    const assigned = text(
      fixtureAgreement("NY", {
        answersA: plans("NY", "hire_through_us"),
        answersB: plans("NY", "no_attorney"),
        recorded: { A: { attorneyOnRecord: true } },
      }).model,
    );
    expect(assigned).toContain(
      "Avery was advised about this Agreement by an independent attorney of their own choosing before signing it.",
    );
    expect(assigned).not.toContain("Avery intends to be advised");
    expect(assigned).not.toContain("Blake was advised about this Agreement by an independent attorney");
  });

  it("write California's support limit and its statement that both were represented only with both attorneys on record", () => {
    const cap = { support_choice: ["support_choice__waive"] };
    const both = (plan: string) => fixtureAnswers("CA", { ...cap, attorney_plan: [`attorney_plan__${plan}`] });
    const onPlanOnly = text(
      fixtureAgreement("CA", { answersA: both("own_attorney"), answersB: both("own_attorney") }).model,
    );
    expect(onPlanOnly).not.toContain("each Party was represented by independent counsel when signing this Agreement");
    const onRecord = text(
      fixtureAgreement("CA", {
        answersA: both("hire_through_us"),
        answersB: both("hire_through_us"),
        recorded: { A: { attorneyOnRecord: true }, B: { attorneyOnRecord: true } },
      }).model,
    );
    expect(onRecord).toContain("each Party was represented by independent counsel when signing this Agreement");
  });
});
