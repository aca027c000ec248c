import { getTableColumns, getTableName } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { allTables as tables } from "../testing/snapshot.ts";

describe("schema conventions", () => {
  it("covers the entities of both specs", () => {
    const names = tables.map(getTableName);
    for (const expected of [
      "users",
      "countries",
      "states",
      "terms",
      "documents",
      "document_templates",
      "document_template_states",
      "document_locks",
      "chat_messages",
      "files",
      "attorneys",
      "attorney_disciplinary_records",
      "external_attorneys",
      "attorney_services",
      "attorney_states",
      "attorney_reviews",
      "internal_notes",
      "law_firms",
      "events",
      "products",
      "coupons",
      "discount_codes",
      "carts",
      "cart_items",
      "purchase_items",
      "notarizations",
      "section_templates",
      "clause_templates",
      "document_sections",
      "document_clauses",
      "document_section_drafts",
      "document_clause_drafts",
      "document_section_history",
      "document_clause_history",
      "library_groups",
      "questions",
      "question_options",
      "answers",
      "discussions",
      "resolutions",
      "questionnaire_sections",
      "question_groups",
      "videos",
      "for_ex_rates",
      "accounts_and_assets",
      "incomes",
      "real_estates",
      "vehicles",
      "businesses",
      "debts",
      "inheritances_and_trusts",
      "legacy_joint_properties",
      "audit_log",
      "answer_history",
      "mail_outbox",
    ]) {
      expect(names, expected).toContain(expected);
    }
  });

  // content_version is one counter row the triggers keep, not an entity: no id of its own, no bookkeeping.
  // background_jobs is the embedded job queue's own storage (like pg-boss's tables on PostgreSQL), not an entity.
  const entities = tables.filter((t) => !["content_version", "background_jobs"].includes(getTableName(t)));

  it.each(entities.map((t) => [getTableName(t), t] as const))(
    "%s has a uuid key, timestamps and creator/updater ids",
    (_name, table) => {
      const columns = Object.values(getTableColumns(table)).map((c) => [c.name, c.getSQLType()] as const);
      const byName = new Map(columns);
      expect(byName.get("id")).toBe("uuid");
      expect(byName.get("created_at")).toBe("timestamp with time zone");
      expect(byName.get("updated_at")).toBe("timestamp with time zone");
      expect(byName.get("deleted_at")).toBe("timestamp with time zone");
      expect(byName.get("created_by_id")).toBe("uuid");
      expect(byName.get("updated_by_id")).toBe("uuid");
    },
  );

  it("names every column in snake_case and keeps money in integer cents", () => {
    for (const table of tables) {
      for (const column of Object.values(getTableColumns(table))) {
        expect(column.name, `${getTableName(table)}.${column.name}`).toMatch(/^[a-z][a-z0-9_]*$/);
        if (column.name.endsWith("_in_cents")) expect(["integer", "bigint"]).toContain(column.getSQLType());
      }
    }
  });

  it("indexes user_id and document_id wherever they appear (leading column of an index)", () => {
    const missing: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      const leading = new Set(
        [...config.indexes.map((i) => i.config.columns[0]), ...config.uniqueConstraints.map((u) => u.columns[0])].map(
          (c) => (c && "name" in c ? c.name : undefined),
        ),
      );
      for (const name of ["user_id", "document_id"]) {
        if (config.columns.some((c) => c.name === name) && !leading.has(name)) missing.push(`${config.name}.${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
