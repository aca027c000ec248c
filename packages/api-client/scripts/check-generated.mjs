// Fails when src/schema.d.ts is not what openapi-typescript makes of openapi.json today: it runs the
// same command as `generate` into a temporary file and compares the two.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const packageRoot = fileURLToPath(new URL("..", import.meta.url));
const committedPath = join(packageRoot, "src/schema.d.ts");
const tempDir = mkdtempSync(join(tmpdir(), "prenup-schema-"));
const tempPath = join(tempDir, "schema.d.ts");

try {
  execFileSync("pnpm", ["exec", "openapi-typescript", "openapi.json", "-o", tempPath], {
    cwd: packageRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const committed = existsSync(committedPath) ? readFileSync(committedPath, "utf8") : "";
  if (committed !== readFileSync(tempPath, "utf8")) {
    console.error(
      "src/schema.d.ts is out of date with openapi.json.\nRun `pnpm --filter @prenup/api-client generate` and commit the result.",
    );
    process.exitCode = 1;
  } else {
    console.log("src/schema.d.ts is up to date with openapi.json");
  }
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
