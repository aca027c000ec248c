/**
 * Writes DESIGN.md's module table from the modules' manifests (`src/module-list.ts`): one row per
 * module, its description, and a link to its README when it has one. `--check` writes nothing and
 * exits 1 when the committed table is not what the manifests say (a test checks the same).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MODULES } from "../src/module-list.ts";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DESIGN_PATH = path.resolve(apiDir, "../../.github/DESIGN.md");
const BEGIN = "<!-- The module table is generated from the manifests: pnpm --filter @prenup/api design:write -->";
const END = "<!-- end of the generated module table -->";

/** The table as the manifests give it. */
export function moduleTable(
  hasReadme = (module: string) => existsSync(path.join(apiDir, "src/modules", module, "README.md")),
): string {
  const rows = Object.values(MODULES).map((manifest) => {
    const readme = hasReadme(manifest.name) ? ` ([README](../apps/api/src/modules/${manifest.name}/README.md))` : "";
    return `| ${manifest.name} | ${manifest.description}${readme} |`;
  });
  return [BEGIN, "| module | what it does |", "|---|---|", ...rows, END].join("\n");
}

/** DESIGN.md with its module table replaced by `table`. */
export function withModuleTable(design: string, table: string): string {
  const start = design.indexOf(BEGIN);
  const end = design.indexOf(END);
  if (start < 0 || end < start) throw new Error(`DESIGN.md has no generated module table (${BEGIN} … ${END})`);
  return design.slice(0, start) + table + design.slice(end + END.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const design = readFileSync(DESIGN_PATH, "utf8");
  const next = withModuleTable(design, moduleTable());
  if (process.argv.includes("--check")) {
    if (next !== design) {
      console.error("DESIGN.md's module table differs from the manifests: pnpm --filter @prenup/api design:write");
      process.exit(1);
    }
  } else writeFileSync(DESIGN_PATH, next);
}
