import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { FilesService } from "../files/index.ts";
import type { AcknowledgementMailDeps } from "./acknowledgement-mail.ts";
import { createDeclarationAndRates } from "./declaration-and-rates.ts";
import { createDisclosureEntries } from "./write-entries.ts";
import { createDisclosureSummary } from "./disclosure-summary.ts";
import { createDisclosureVersions } from "./disclosure-versions.ts";
import { createEntryDocuments } from "./entry-documents.ts";
import type { FinancialDisclosureRepository } from "./financial-disclosure.repository.ts";

export { amountOf, DISCLOSURE_MESSAGES, entryToApi } from "./entry-columns.ts";

/**
 * Financial disclosure, by use case: the entries and the joint answer (`write-entries.ts`), the
 * declaration and the exchange rates (`declaration-and-rates.ts`), the summary and the agreement's
 * disclosure (`disclosure-summary.ts`), the versions and their acknowledgement
 * (`disclosure-versions.ts`), the documents behind the entries (`entry-documents.ts`). The entries' shapes and the write checks are
 * `entry-columns.ts`.
 */
export function createFinancialDisclosureService(
  deps: {
    db: Database;
    clock: Clock;
    repository: FinancialDisclosureRepository;
    files: FilesService;
  } & AcknowledgementMailDeps,
) {
  const versions = createDisclosureVersions(deps);
  const documents = createEntryDocuments(deps);
  return {
    attachDocument: documents.attach,
    downloadDocument: documents.download,
    detachDocument: documents.detach,
    ...createDisclosureEntries(deps),
    ...createDeclarationAndRates({ ...deps, freezeVersion: versions.freeze }),
    acknowledge: versions.acknowledge,
    ...createDisclosureSummary(deps),
  };
}

export type FinancialDisclosureService = ReturnType<typeof createFinancialDisclosureService>;
