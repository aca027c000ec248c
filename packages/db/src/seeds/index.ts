export { seedReference, contentIds, conditionsToIds, PRENUP_TEMPLATE_ID, US_COUNTRY_ID } from "./reference/index.ts";
export {
  seedDemo,
  DEMO_ACCOUNTS,
  DEMO_CLIENT_TIMELINE,
  demoUserId,
  demoDocumentId,
  demoLawFirmId,
  DEMO_COUPLE1_DOCUMENT_ID,
  DEMO_COUPLE2_DOCUMENT_ID,
  type DemoClientAgreement,
} from "./demo.ts";
export { syncChildRows, upsertById } from "./upsert.ts";
