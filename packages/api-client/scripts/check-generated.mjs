// Fails when src/schema.d.ts differs from what openapi-typescript makes of the current document.
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateSchemaSource, schemaPath } from "./generate-lib.mjs";

const { source, text } = await generateSchemaSource();
const tempFile = join(mkdtempSync(join(tmpdir(), "prenup-schema-")), "schema.d.ts");
writeFileSync(tempFile, text);
const committed = existsSync(schemaPath) ? readFileSync(schemaPath, "utf8") : "";
if (committed !== readFileSync(tempFile, "utf8")) {
  console.error(
    `src/schema.d.ts is out of date with ${source.isBootstrap ? "scripts/bootstrap-openapi.json" : "openapi.json"}.\n` +
      "Run `pnpm --filter @prenup/api-client generate` and commit the result.",
  );
  process.exit(1);
}
console.log("src/schema.d.ts is up to date");
