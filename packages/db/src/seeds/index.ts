export { seedReference } from "./reference/index.ts";
export { upsertById } from "./upsert.ts";
