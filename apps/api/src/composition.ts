/**
 * The composition root: the app's ports become the modules' platform, and the module list builds
 * every module's context and exports from its manifest (`build`, `exports`), in dependency order
 * (`buildModules`). What spans the modules runs here on what they built: the account deletion's
 * erasers, every module's jobs, the webhook inbox's handlers, the write keys' purge and the demo
 * clients' agreements.
 */
import { createOutboxStore } from "./integrations/mail/index.ts";
import type { ModulePlatform } from "./modules/manifest.ts";
import { demoClientsJob, type DemoClientAgreementsRun } from "./demo-client-agreements.ts";
import { writeKeysPurgeJob } from "./write-keys-purge.ts";
import { buildModules, inboxAppliers, moduleErasers, moduleJobs } from "./module-list.ts";

/** The app's ports and settings (the modules' platform without the outbox, which is built here). */
export type ServiceDependencies = Omit<ModulePlatform, "outbox"> & {
  /** What a run of the demo clients' agreements did (SEED_DEMO; the start-up log). */
  onDemoClientAgreements?: (run: DemoClientAgreementsRun, durationMs: number) => void;
};

export function createServices(deps: ServiceDependencies) {
  const outbox = createOutboxStore(deps.db, deps.clock);
  const { contexts, exports } = buildModules({ ...deps, outbox });
  // Deleting one's account: every owner module erases its own rows, the modules that need others first.
  contexts["account-deletions"].erasers = moduleErasers(contexts);
  for (const job of moduleJobs(contexts)) deps.jobs.define(job);
  // The webhook inbox's job applies each provider's stored events through the module whose manifest names it.
  deps.jobs.define(exports["webhook-inbox"].job(inboxAppliers(contexts)));
  // The writes a client may send twice keep their keys 30 days.
  deps.jobs.define(
    writeKeysPurgeJob({
      clock: deps.clock,
      owners: [exports.answers, exports["financial-disclosure"], exports.users],
    }),
  );
  // The demo attorneys' clients' agreements (SEED_DEMO only): taken to their stage by these same
  // services, built again on a clock of their own (demo-client-agreements.ts).
  deps.jobs.define(
    demoClientsJob(deps, (ports) => {
      const demo = createServices({ ...deps, ...ports });
      return {
        documents: demo.exports.documents,
        agreement: demo.contexts.agreement,
        notarizations: demo.exports.notarizations,
        financialDisclosure: demo.exports["financial-disclosure"],
      };
    }),
  );
  return {
    /** The context each module's routes, jobs, inbox handler and eraser run with, by module name. */
    contexts,
    /** What each module gives the others (the access rules and the demo clients use some). */
    exports,
    outbox,
  };
}

export type Services = ReturnType<typeof createServices>;
