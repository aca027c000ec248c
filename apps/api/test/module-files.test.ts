/**
 * One module template (DESIGN.md, "How to add a module"): inside apps/api/src/modules/<module>, each
 * file is the module's face (`index.ts`), its notes (`README.md`), a file with one of the template's
 * roles (`<area>.module.ts`, its manifest; `<area>.routes.ts`, `.schemas.ts`, `.repository.ts`, `.context.ts`, `.messages.ts`,
 * `.service.ts`, `.queries.ts`, or a `<question>.read-model.ts`), or a use case or step named for what it does in
 * kebab case (`generate-agreement.ts`, `cart-results.ts`); tests and benchmarks sit beside them. Sub-folders
 * (`admin/` for staff endpoints, an area of a large module) follow the same rules.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROLES = ["module", "routes", "schemas", "repository", "context", "messages", "service", "read-model", "queries"];
const KEBAB = "[a-z0-9]+(?:-[a-z0-9]+)*";
const FILE = new RegExp(
  `^(?:index\\.ts|README\\.md|${KEBAB}(?:\\.(?:${ROLES.join("|")}))?(?:\\.(?:test|bench))?\\.ts)$`,
);
const FOLDER = new RegExp(`^${KEBAB}$`);

/** What is wrong with one entry of a module folder's tree (by its path inside the module), or null. */
export function templateProblem(relativePath: string, isFolder: boolean): string | null {
  const name = path.basename(relativePath);
  if (isFolder) return FOLDER.test(name) ? null : `${relativePath}/: a folder is named in kebab case`;
  if (FILE.test(name)) return null;
  const role = name.match(/^[^.]+\.([^.]+)\.ts$/)?.[1];
  return role
    ? `${relativePath}: ".${role}" is not a role of the template (${ROLES.join(", ")}); name a use case or step for what it does`
    : `${relativePath}: not a name of the template (kebab case, .ts)`;
}

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/modules");

function problemsIn(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const own = templateProblem(relative, entry.isDirectory());
    const nested = entry.isDirectory() ? problemsIn(path.join(dir, entry.name), relative) : [];
    return [...(own ? [own] : []), ...nested];
  });
}

describe("module template", () => {
  it("names every file of every module by the template", () => {
    const problems = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => problemsIn(path.join(modulesDir, entry.name), entry.name));
    expect(problems).toEqual([]);
  });

  it("refuses a role the template does not have, and names outside kebab case", () => {
    expect(templateProblem("carts/carts.deps.ts", false)).toMatch(/"\.deps" is not a role of the template/);
    expect(templateProblem("notarizations/notarizations.shared.ts", false)).toMatch(/"\.shared" is not a role/);
    expect(templateProblem("carts/CompletePurchase.ts", false)).toMatch(/not a name of the template/);
    expect(templateProblem("attorney-portal/Admin", true)).toMatch(/kebab case/);
  });

  it("accepts the template's roles, read models, use cases, tests and benchmarks", () => {
    for (const file of [
      "carts/index.ts",
      "carts/README.md",
      "carts/carts.routes.ts",
      "carts/carts.context.ts",
      "carts/carts.module.ts",
      "scheduling/admin-events.repository.ts",
      "chats/chat-participants.read-model.ts",
      "users/users.queries.ts",
      "carts/complete-purchase.ts",
      "agreement/generate-agreement.test.ts",
      "standing/assessment-cache.bench.ts",
      "attorney-portal/admin/admin-attorneys.service.ts",
    ]) {
      expect(templateProblem(file, false), file).toBeNull();
    }
  });
});
