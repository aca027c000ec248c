// Keeps "TypeScript strict everywhere" true: every workspace's tsconfig.json must extend one of
// these bases (directly or through another config), and the bases must stay strict.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const problems = [];

const base = JSON.parse(readFileSync(join(here, "base.json"), "utf8"));
for (const option of ["strict", "noUncheckedIndexedAccess", "isolatedModules"]) {
  if (base.compilerOptions?.[option] !== true) problems.push(`base.json: compilerOptions.${option} must be true`);
}

const bases = new Set(["@prenup/tsconfig/base.json", "@prenup/tsconfig/node.json", "@prenup/tsconfig/react.json"]);
for (const group of ["apps", "packages", "tooling"]) {
  for (const name of readdirSync(join(root, group))) {
    const file = join(root, group, name, "tsconfig.json");
    if (group === "tooling" && name === "tsconfig") continue;
    if (!existsSync(join(root, group, name, "package.json"))) continue;
    if (!existsSync(file)) {
      problems.push(`${group}/${name}: no tsconfig.json`);
      continue;
    }
    const config = JSON.parse(readFileSync(file, "utf8"));
    if (!bases.has(config.extends))
      problems.push(`${group}/${name}/tsconfig.json must extend one of ${[...bases].join(", ")}`);
    if (config.compilerOptions?.strict === false) problems.push(`${group}/${name}/tsconfig.json turns strict off`);
  }
}

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("every workspace extends a strict base");
