export { seedReference } from "./reference/index.ts";
export { seedDemo, DEMO_ACCOUNTS, demoUserId, demoDocumentId, demoLawFirmId, DEMO_COUPLE1_DOCUMENT_ID, DEMO_COUPLE2_DOCUMENT_ID } from "./demo.ts";
export { upsertById } from "./upsert.ts";
