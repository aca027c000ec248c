/**
 * One paged-list contract (src/http/schemas.ts): a list's query takes `page` and `pageSize` from
 * `pageQueryFields`, with its limits as arguments, and its answer the page fields from
 * `pageResponseFields`; no module types them by hand, so every list refuses bad page input with
 * the same messages.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/modules");

/**
 * Files allowed to type the fields by hand, with why. The chats' answer has `total` apart from
 * `page` and `pageSize`; the helper would move it and so the fields' order in the contract.
 */
const HAND_TYPED = new Map([["chats/chats.schemas.ts", 2]]);

/** How many `page`/`pageSize` fields a source types as its own zod schema. */
export function handTypedPageFields(source: string): number {
  return source.match(/\bpage(?:Size)?:\s*z\./g)?.length ?? 0;
}

function schemaFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return schemaFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [relative] : [];
  });
}

describe("paged lists", () => {
  it("take their page fields from the shared helpers in every module", () => {
    const handTyped = schemaFiles(modulesDir)
      .map((file) => [file, handTypedPageFields(readFileSync(path.join(modulesDir, file), "utf8"))] as const)
      .filter(([file, count]) => count > 0 && HAND_TYPED.get(file) !== count);
    expect(handTyped).toEqual([]);
  });

  it("counts a hand-typed query or answer field, not the helpers' spread", () => {
    expect(handTypedPageFields("page: z.coerce.number().int().min(1).default(1),\n  pageSize: z.coerce")).toBe(2);
    expect(handTypedPageFields("total: z.int(), page: z.number().int(), pageSize: z.int() })")).toBe(2);
    expect(
      handTypedPageFields("...pageQueryFields({ maxPageSize: 100, defaultPageSize: 25 }), ...pageResponseFields()"),
    ).toBe(0);
  });
});
