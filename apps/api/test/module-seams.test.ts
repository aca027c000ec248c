/**
 * The lint rules that keep the seams (eslint.config.js): a planted import across them must fail.
 * Runs ESLint on code that is never written to disk, at the path it would have.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("module seams", () => {
  it("refuses an API module importing another module's repository or service file", async () => {
    const found = await problems(
      "apps/api/src/modules/alignment/planted.ts",
      'export { createDocumentsRepository } from "../documents/documents.repository.ts";\n',
    );
    expect(found.join("\n")).toContain("through apps/api/src/modules/documents/index.ts");
  });

  it("allows a module's index.ts, its published reads (.queries.ts), and the module's own files", async () => {
    expect(
      await problems(
        "apps/api/src/modules/alignment/planted.ts",
        'export { documentsService } from "../documents/index.ts";\n',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "apps/api/src/modules/alignment/planted.ts",
        'export { personOf } from "../users/users.queries.ts";\n',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "apps/api/src/modules/alignment/planted.ts",
        'export { createAlignmentRepository } from "./alignment.repository.ts";\n',
      ),
    ).toEqual([]);
  });

  it("refuses code outside the modules reaching into one, and a module importing the composition root", async () => {
    expect(
      await problems(
        "apps/api/src/http/planted.ts",
        'export { answersRepository } from "../modules/answers/answers.repository.ts";\n',
      ),
    ).not.toEqual([]);
    expect(
      await problems(
        "apps/api/src/modules/answers/planted.ts",
        'export { createServices } from "../../composition.ts";\n',
      ),
    ).not.toEqual([]);
  });

  it("refuses one customer feature importing another, or the app that composes it", async () => {
    const fromFeature = await problems(
      "apps/customer/src/features/alignment/planted.tsx",
      'export { PartnerCard } from "../partner/components/partner-card.tsx";\n',
    );
    expect(fromFeature.join("\n")).toContain("Only the app's routes compose the partner feature");
    expect(
      await problems(
        "apps/customer/src/features/alignment/planted.tsx",
        'export { routes } from "../../app/routes.tsx";\n',
      ),
    ).not.toEqual([]);
    expect(
      await problems(
        "apps/customer/src/app/planted.tsx",
        'export { PartnerCard } from "../features/partner/components/partner-card.tsx";\n',
      ),
    ).toEqual([]);
  });
});
