/**
 * Writes the OpenAPI document generated from the routes to packages/api-client/openapi.json.
 * `--check` writes nothing and exits 1 (with a summary of the differences) when the committed file
 * is not what the code produces.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { createDatabase } from "@prenup/db";
import { buildApp } from "../src/app.ts";
import { defaultConfig } from "../src/config.ts";
import { openApiDocument, serializeOpenApiDocument } from "../src/http/openapi.ts";

export const OPENAPI_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../packages/api-client/openapi.json",
);

/** The document as the code produces it, in its file form. */
export async function generateOpenApiText(): Promise<string> {
  // Building the routes touches no table; an empty in-memory database is enough.
  const database = await createDatabase({ dataDir: "memory://" });
  try {
    const app = await buildApp({ config: defaultConfig(), database, logger: false });
    try {
      return serializeOpenApiDocument(await openApiDocument(app as unknown as FastifyInstance));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** Which paths/components were added, removed or changed between two documents. */
export function summarizeDifferences(committedText: string, generatedText: string): string[] {
  type Doc = { paths?: Record<string, Record<string, unknown>>; components?: { schemas?: Record<string, unknown> } };
  let committed: Doc;
  try {
    committed = JSON.parse(committedText) as Doc;
  } catch {
    return ["the committed file is not valid JSON"];
  }
  const generated = JSON.parse(generatedText) as Doc;
  const lines: string[] = [];
  const compare = (label: string, before: Record<string, unknown> = {}, after: Record<string, unknown> = {}) => {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!(key in before)) lines.push(`+ ${label} ${key} (in the code, not in the file)`);
      else if (!(key in after)) lines.push(`- ${label} ${key} (in the file, no longer in the code)`);
      else if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) lines.push(`~ ${label} ${key} differs`);
    }
  };
  const operations = (doc: Doc) =>
    Object.fromEntries(
      Object.entries(doc.paths ?? {}).flatMap(([route, methods]) =>
        Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${route}`, operation]),
      ),
    );
  compare("operation", operations(committed), operations(generated));
  compare("schema", committed.components?.schemas, generated.components?.schemas);
  if (lines.length === 0) lines.push("~ document metadata or formatting differs");
  return lines;
}

async function main(): Promise<void> {
  const check = process.argv.includes("--check");
  const generated = await generateOpenApiText();
  const relative = path.relative(process.cwd(), OPENAPI_PATH);
  if (!check) {
    writeFileSync(OPENAPI_PATH, generated);
    console.log(`wrote ${relative}`);
    return;
  }
  const committed = existsSync(OPENAPI_PATH) ? readFileSync(OPENAPI_PATH, "utf8") : "";
  if (committed === generated) {
    console.log(`${relative} is up to date`);
    return;
  }
  console.error(`${relative} differs from what the code produces:`);
  for (const line of committed ? summarizeDifferences(committed, generated) : ["the file does not exist"]) {
    console.error(`  ${line}`);
  }
  console.error("Run `pnpm --filter @prenup/api openapi:write` and commit the result.");
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
