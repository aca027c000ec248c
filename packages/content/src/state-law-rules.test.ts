/**
 * Every jurisdiction's page of the law behind its agreement: one rule per cell of its row of the
 * state-law matrix, each with a plain sentence naming the state, the cell's citation and its
 * confidence, and the reading only where the cell was verified. The phrasing checks take their
 * states from the matrix's own values, never from a list.
 */
import { cellConfidence, STATE_ABBREVIATIONS, type StateLawRow } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { stateLawMatrix } from "./data/state-law/index.ts";
import { stateLawRules as rulesOf, stateLawSummary } from "./index.ts";
import { STATE_LAW_TOPICS, stateLawRules, type StateLawRule } from "./state-law-rules.ts";

const rows = STATE_ABBREVIATIONS.map((stateId) => stateLawMatrix[stateId]);

/** The row's cells by name, the execution formalities' beside the row's own, as the matrix holds them. */
function cellsOf(row: StateLawRow): Map<string, { confirmed: boolean; citation: string; reading?: unknown }> {
  const { stateId: _stateId, name: _name, execution, ...own } = row;
  const { stateId: _executionStateId, ...formalities } = execution;
  return new Map(Object.entries({ ...own, ...formalities }));
}

const ruleOf = (row: StateLawRow, key: string): StateLawRule => {
  const found = stateLawRules(row).find((rule) => rule.key === key);
  if (!found) throw new Error(`no rule ${key} for ${row.stateId}`);
  return found;
};

describe("stateLawRules", () => {
  it("gives every jurisdiction one rule per cell of its row (31), each with a title, a sentence and a citation", () => {
    for (const row of rows) {
      const rules = stateLawRules(row);
      const cells = cellsOf(row);
      expect(rules, row.stateId).toHaveLength(cells.size);
      expect(rules).toHaveLength(31);
      expect(rules.map((rule) => rule.key).sort()).toEqual([...cells.keys()].sort());
      for (const rule of rules) {
        expect(rule.title.trim(), `${row.stateId} ${rule.key}`).not.toBe("");
        expect(rule.rule.trim(), `${row.stateId} ${rule.key}`).not.toBe("");
        expect(rule.citation.trim(), `${row.stateId} ${rule.key}`).not.toBe("");
        expect(rule.citation).toBe(cells.get(rule.key)!.citation);
      }
    }
  });

  it("states each rule in one sentence that names the jurisdiction, with nothing left unfilled", () => {
    for (const row of rows) {
      for (const rule of stateLawRules(row)) {
        const label = `${row.stateId} ${rule.key}: ${rule.rule}`;
        expect(rule.rule, label).toContain(row.name);
        expect(rule.rule, label).toMatch(/^[A-Z"].*[.]$/s);
        expect(rule.rule, label).not.toMatch(/\b(undefined|null|NaN)\b|\[object|\{\{/);
        expect(rule.rule, label).not.toMatch(/ {2}|\.\.$/);
      }
    }
  });

  it("groups the rules by topic, in the topics' order", () => {
    for (const row of rows) {
      const order = stateLawRules(row).map((rule) => STATE_LAW_TOPICS.indexOf(rule.topic));
      expect(order.every((index) => index >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect(new Set(stateLawRules(rows[0]!).map((rule) => rule.topic))).toEqual(new Set(STATE_LAW_TOPICS));
  });

  it("says a rule is verified exactly when its cell is, and gives the reading only then", () => {
    for (const row of rows) {
      const cells = cellsOf(row);
      for (const rule of stateLawRules(row)) {
        const cell = cells.get(rule.key)!;
        const label = `${row.stateId} ${rule.key}`;
        expect(rule.confidence, label).toBe(cellConfidence(cell as Parameters<typeof cellConfidence>[0]));
        if (rule.confidence === "UNVERIFIED") {
          expect({ quote: rule.quote, source: rule.source, readOn: rule.readOn }, label).toEqual({
            quote: null,
            source: null,
            readOn: null,
          });
        } else {
          expect({ quote: rule.quote, source: rule.source, readOn: rule.readOn }, label).toEqual(cell.reading);
          // The page writes the day in words and links the page it was read on.
          expect(rule.readOn, label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(rule.source, label).toMatch(/^https?:\/\//);
        }
      }
    }
  });

  it("counts the verified rules of a row, of all of them", () => {
    for (const row of rows) {
      const rules = stateLawRules(row);
      expect(stateLawSummary(row)).toEqual({
        verified: rules.filter((rule) => rule.confidence === "VERIFIED").length,
        total: rules.length,
      });
    }
  });

  it("phrases the spousal support rule from the row's own value", () => {
    const waivable = rows.find((row) => row.spousalSupport.value === "CAN_WAIVE_OR_MODIFY");
    const protectedSupport = rows.find((row) => row.spousalSupport.value === "CANNOT_WAIVE_OR_MODIFY");
    expect(waivable && ruleOf(waivable, "spousalSupport").rule).toBe(
      `In ${waivable?.name} the agreement may waive or limit spousal support.`,
    );
    if (protectedSupport)
      expect(ruleOf(protectedSupport, "spousalSupport").rule).toMatch(/may not waive or limit spousal support/);
    expect(ruleOf(rows[0]!, "spousalSupport").title).toBe("Waiving or limiting spousal support");
  });

  it("says where an agreement during the marriage is a partition of community property (Texas), and nowhere else", () => {
    const partitions = rows.filter((row) =>
      /partitioning or exchanging it/.test(ruleOf(row, "maritalAgreements").rule),
    );
    expect(partitions.map((row) => row.stateId)).toEqual(["TX"]);
    expect(ruleOf(partitions[0]!, "maritalAgreements").rule).toContain(
      "an agreement made during the marriage is a partition and exchange agreement.",
    );
  });

  it("phrases the witnesses and the review days from the row's own numbers", () => {
    for (const row of rows) {
      const { count } = row.execution.witnesses.value;
      const witnesses = ruleOf(row, "witnesses").rule;
      if (count === 0) expect(witnesses).toMatch(/no witnesses/);
      else expect(witnesses).toMatch(/\b(one witness|\w+ witnesses) must watch/);
      const days = row.execution.finalAgreementReviewDays.value;
      const review = ruleOf(row, "finalAgreementReviewDays").rule;
      if (days === 0) expect(review).toMatch(/no waiting period/);
      else expect(review).toMatch(/for (one full day|\w+ full days) before anyone signs it/);
    }
  });

  it("names the kinds of support where the state's law has several, and its own words", () => {
    for (const row of rows) {
      const kinds = row.supportKinds.value;
      for (const kind of kinds ?? []) expect(ruleOf(row, "supportKinds").rule).toContain(kind);
      const words = row.vocabulary.value;
      expect(ruleOf(row, "vocabulary").rule).toContain(`"${words.supportTerm}"`);
      expect(ruleOf(row, "vocabulary").rule).toContain(`"${words.divorceTerm}"`);
    }
  });

  it("is exported from the package's entry", () => {
    expect(rulesOf).toBe(stateLawRules);
  });
});
