import { defineModule, type ModuleExports } from "../manifest.ts";
import { createFinancialDisclosureRepository, financialDisclosureService } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { registerFinancialDisclosureRoutes } from "./financial-disclosure.routes.ts";

export const financialDisclosureModule = defineModule<FinancialDisclosureContext>({
  name: "financial-disclosure",
  description:
    "the eight kinds of entry, the documents behind them (statements, valuations), joint confirmations, totals in USD, the versions the other partner acknowledges and the e-mail asking them to, the agreement's disclosure",
  owns: [
    "financial_disclosures",
    "for_ex_rates",
    "incomes",
    "accounts_and_assets",
    "real_estates",
    "vehicles",
    "businesses",
    "debts",
    "inheritances_and_trusts",
    "legacy_joint_properties",
    "financial_entry_write_keys",
    "disclosure_versions",
    "disclosure_acknowledgements",
    "financial_entry_documents",
  ],
  needs: ["agreement", "documents", "files", "products", "purchase-items", "states", "users"],
  build: ({ db, clock, mail, config }, modules) => ({
    db,
    clock,
    repository: createFinancialDisclosureRepository(db),
    files: modules.files,
    mail,
    customerAppUrl: config.customerAppUrl,
  }),
  exports: (context): ModuleExports["financial-disclosure"] => financialDisclosureService(context),
  routes: (app, context) => registerFinancialDisclosureRoutes(app, { financialDisclosure: context }),
  erase: erasePersonalData,
});

declare module "../manifest.ts" {
  interface ModuleExports {
    "financial-disclosure": ReturnType<typeof financialDisclosureService>;
  }
}
