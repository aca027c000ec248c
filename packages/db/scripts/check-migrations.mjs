// Fails when the Drizzle schema has changes that no committed migration captures.
// Runs `drizzle-kit generate` into a temporary copy of ./migrations and checks that it produced
// nothing, then `drizzle-kit check` for consistency of the committed migration history.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const committed = path.join(packageRoot, "migrations");
const scratch = mkdtempSync(path.join(tmpdir(), "prenup-migrations-check-"));
const copy = path.join(scratch, "migrations");

const list = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();

try {
  cpSync(committed, copy, { recursive: true });
  const before = list(copy);
  const run = (args) =>
    execFileSync("pnpm", ["exec", "drizzle-kit", ...args], {
      cwd: packageRoot,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  run([
    "generate",
    "--dialect",
    "postgresql",
    "--schema",
    "./src/schema/index.ts",
    "--out",
    path.relative(packageRoot, copy),
    "--name",
    "uncommitted",
  ]);
  const added = list(copy).filter((file) => !before.includes(file));
  if (added.length > 0) {
    console.error(
      "The schema has changes that no committed migration captures. Run `pnpm --filter @prenup/db generate` and commit:",
    );
    for (const file of added) console.error(`  + ${file}`);
    process.exitCode = 1;
  } else {
    run(["check", "--dialect", "postgresql", "--out", "migrations"]);
    console.log("Migrations are up to date with the schema.");
  }
} catch (error) {
  console.error(error.stdout ?? "", error.stderr ?? error.message);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
