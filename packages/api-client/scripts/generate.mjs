import { writeFileSync } from "node:fs";
import { generateSchemaSource, schemaPath } from "./generate-lib.mjs";

const { source, text } = await generateSchemaSource();
writeFileSync(schemaPath, text);
console.log(`src/schema.d.ts generated from ${source.isBootstrap ? "the bootstrap document" : "openapi.json"}`);
