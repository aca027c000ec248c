import { defineModule, type ModuleExports } from "../manifest.ts";
import { createNotarizationsRepository, notarizationsService, textEditGate } from "./index.ts";
import type { NotarizationsContext } from "./notarizations.context.ts";
import { registerNotarizationsRoutes } from "./notarizations.routes.ts";
import { notarizationExpiryJob } from "./expire-session.ts";
import { applyInboxEvent } from "./apply-inbox-event.ts";

export const notarizationsModule = defineModule<NotarizationsContext>({
  name: "notarizations",
  description:
    "online sessions through the notary port (each signer first says whether they will sign from California), in-person proofs, resets, the date of signing, the notary's session record",
  owns: ["notarizations", "notary_webhook_deliveries", "local_notary_sessions", "notarization_signer_locations"],
  needs: ["agreement", "audit", "document-files", "documents", "files", "standing", "states", "users", "webhook-inbox"],
  build: ({ db, clock, notary, mail, jobs, config }, modules) => ({
    db,
    clock,
    repository: createNotarizationsRepository(db),
    standing: modules.standing,
    files: modules.files,
    documentFiles: modules["document-files"],
    notary,
    proofLimitBytes: config.files.uploadLimitBytes,
    mail,
    customerAppUrl: config.customerAppUrl,
    inbox: modules["webhook-inbox"],
    agreement: modules.agreement,
    audit: modules.audit,
    jobs,
  }),
  exports: (context): ModuleExports["notarizations"] => ({
    ...notarizationsService(context),
    textEditGate: textEditGate(context),
  }),
  routes: (app, context, platform) =>
    registerNotarizationsRoutes(app, {
      notarizations: context,
      localNotary: platform.localNotary,
      proofLimitBytes: platform.config.files.uploadLimitBytes,
      customerAppUrl: platform.config.customerAppUrl,
    }),
  jobs: (context) => [notarizationExpiryJob(context)],
  inbox: { provider: "notary", apply: applyInboxEvent },
});

declare module "../manifest.ts" {
  interface ModuleExports {
    notarizations: ReturnType<typeof notarizationsService> & {
      textEditGate: ReturnType<typeof textEditGate>;
    };
  }
}
