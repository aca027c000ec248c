/**
 * Every module of the API, by its manifest (`modules/manifest.ts`): the app derives its wiring from
 * this list — the routes (`registerModuleRoutes`), the jobs (`moduleJobs`), the webhook inbox's
 * handlers (`inboxAppliers`), the ownership test's map and DESIGN.md's module table.
 */
import type { JobDefinition } from "./integrations/jobs/index.ts";
import type { ApiInstance } from "./http/types.ts";
import type {
  BuiltModules,
  ModuleExports,
  ModuleManifest,
  ModulePlatform,
  ModuleReads,
  RoutePlatform,
} from "./modules/manifest.ts";
import type { PersonalDataEraser } from "./modules/account-deletions/index.ts";
import type { WebhookApplier, WebhookProvider } from "./modules/webhook-inbox/index.ts";
import { usersModule } from "./modules/users/users.module.ts";
import { aftercareModule } from "./modules/aftercare/aftercare.module.ts";
import { statesModule } from "./modules/states/states.module.ts";
import { termsModule } from "./modules/terms/terms.module.ts";
import { templatesModule } from "./modules/templates/templates.module.ts";
import { productsModule } from "./modules/products/products.module.ts";
import { contentModule } from "./modules/content/content.module.ts";
import { standingModule } from "./modules/standing/standing.module.ts";
import { questionnaireModule } from "./modules/questionnaire/questionnaire.module.ts";
import { answersModule } from "./modules/answers/answers.module.ts";
import { alignmentModule } from "./modules/alignment/alignment.module.ts";
import { documentsModule } from "./modules/documents/documents.module.ts";
import { counselCertificationsModule } from "./modules/counsel-certifications/counsel-certifications.module.ts";
import { partnersModule } from "./modules/partners/partners.module.ts";
import { purchaseItemsModule } from "./modules/purchase-items/purchase-items.module.ts";
import { cartsModule } from "./modules/carts/carts.module.ts";
import { discountsModule } from "./modules/discounts/discounts.module.ts";
import { filesModule } from "./modules/files/files.module.ts";
import { documentFilesModule } from "./modules/document-files/document-files.module.ts";
import { agreementModule } from "./modules/agreement/agreement.module.ts";
import { editorModule } from "./modules/editor/editor.module.ts";
import { libraryGroupsModule } from "./modules/library-groups/library-groups.module.ts";
import { financialDisclosureModule } from "./modules/financial-disclosure/financial-disclosure.module.ts";
import { outcomeSimulationModule } from "./modules/outcome-simulation/outcome-simulation.module.ts";
import { attorneyServicesModule } from "./modules/attorney-services/attorney-services.module.ts";
import { schedulingModule } from "./modules/scheduling/scheduling.module.ts";
import { chatsModule } from "./modules/chats/chats.module.ts";
import { liveModule } from "./modules/live/live.module.ts";
import { attorneyPortalModule } from "./modules/attorney-portal/attorney-portal.module.ts";
import { lawFirmsModule } from "./modules/law-firms/law-firms.module.ts";
import { notarizationsModule } from "./modules/notarizations/notarizations.module.ts";
import { agreementChangesModule } from "./modules/agreement-changes/agreement-changes.module.ts";
import { evidenceDossierModule } from "./modules/evidence-dossier/evidence-dossier.module.ts";
import { verificationModule } from "./modules/verification/verification.module.ts";
import { dataExportsModule } from "./modules/data-exports/data-exports.module.ts";
import { accountDeletionsModule } from "./modules/account-deletions/account-deletions.module.ts";
import { auditModule } from "./modules/audit/audit.module.ts";
import { adminUsersModule } from "./modules/admin-users/admin-users.module.ts";
import { webhookInboxModule } from "./modules/webhook-inbox/webhook-inbox.module.ts";
import { healthModule } from "./modules/health/health.module.ts";
import { devMailboxModule } from "./modules/dev-mailbox/dev-mailbox.module.ts";

export const MODULES = {
  users: usersModule,
  states: statesModule,
  terms: termsModule,
  templates: templatesModule,
  products: productsModule,
  content: contentModule,
  standing: standingModule,
  questionnaire: questionnaireModule,
  answers: answersModule,
  alignment: alignmentModule,
  documents: documentsModule,
  "counsel-certifications": counselCertificationsModule,
  partners: partnersModule,
  "purchase-items": purchaseItemsModule,
  carts: cartsModule,
  discounts: discountsModule,
  files: filesModule,
  "document-files": documentFilesModule,
  agreement: agreementModule,
  editor: editorModule,
  "library-groups": libraryGroupsModule,
  "financial-disclosure": financialDisclosureModule,
  "outcome-simulation": outcomeSimulationModule,
  "attorney-services": attorneyServicesModule,
  scheduling: schedulingModule,
  chats: chatsModule,
  live: liveModule,
  "attorney-portal": attorneyPortalModule,
  "law-firms": lawFirmsModule,
  notarizations: notarizationsModule,
  "agreement-changes": agreementChangesModule,
  aftercare: aftercareModule,
  "evidence-dossier": evidenceDossierModule,
  verification: verificationModule,
  "data-exports": dataExportsModule,
  "account-deletions": accountDeletionsModule,
  audit: auditModule,
  "admin-users": adminUsersModule,
  "webhook-inbox": webhookInboxModule,
  health: healthModule,
  "dev-mailbox": devMailboxModule,
} as const;

export type ModuleName = keyof typeof MODULES;

type ContextOf<Manifest> = Manifest extends ModuleManifest<infer Context> ? Context : never;

/** The context each module's routes, jobs and inbox handler run with, by module name (the composition builds it). */
export type ModuleContexts = { [Name in ModuleName]: ContextOf<(typeof MODULES)[Name]> };

/** Each module's manifest with its own context. */
function eachModule<Result>(
  contexts: ModuleContexts,
  visit: <Context>(manifest: ModuleManifest<Context>, context: Context) => Result,
): Result[] {
  return (Object.keys(MODULES) as ModuleName[]).map(<Name extends ModuleName>(name: Name) =>
    visit(MODULES[name] as ModuleManifest<ModuleContexts[Name]>, contexts[name]),
  );
}

/** Registers every module's routes. */
export function registerModuleRoutes(app: ApiInstance, contexts: ModuleContexts, platform: RoutePlatform): void {
  eachModule(contexts, (manifest, context) => manifest.routes?.(app, context, platform));
}

/** Every module's background jobs. */
export function moduleJobs(contexts: ModuleContexts): JobDefinition<never>[] {
  return eachModule(contexts, (manifest, context) => [...(manifest.jobs?.(context) ?? [])]).flat();
}

/** The jobs that run once a day for the whole fleet, as the modules' manifests name them. */
export function dailyModuleJobs(): string[] {
  return (Object.values(MODULES) as { daily?: readonly string[] }[]).flatMap((manifest) => [...(manifest.daily ?? [])]);
}

type Graph = Readonly<Record<string, Pick<ModuleManifest, "needs" | "uses">>>;

/**
 * The modules in the order they are built: each after every module it needs or uses (whose
 * exports fill its ports). A name that is no module, or a cycle, throws (start-up fails).
 */
export function dependencyOrder<Name extends string = ModuleName>(modules: Graph = MODULES): Name[] {
  const placed = new Set<string>();
  const placing: string[] = [];
  const order: Name[] = [];
  const place = (name: string, from: string) => {
    const manifest = modules[name];
    if (!manifest) throw new Error(`${from} names ${name}, which is no module`);
    if (placed.has(name)) return;
    if (placing.includes(name)) throw new Error(`modules build on each other: ${[...placing, name].join(" → ")}`);
    placing.push(name);
    for (const before of [...manifest.needs, ...(manifest.uses ?? [])]) place(before, name);
    placing.pop();
    placed.add(name);
    order.push(name as Name);
  };
  for (const name of Object.keys(modules)) place(name, "the module list");
  return order;
}

/**
 * What `build` of `manifest` may read of the modules built so far: the exports of those it needs,
 * uses or calls back, and the SQL reads they lend; any other name throws, and so does reading the
 * exports of a module before `buildModules` has reached it.
 */
export function exportsFor(
  manifest: Pick<ModuleManifest<unknown>, "name" | "needs" | "uses" | "callsBack">,
  built: ReadonlyMap<string, unknown>,
  lenders: Readonly<Record<string, Pick<ModuleManifest, "reads">>> = MODULES,
): BuiltModules {
  const named = new Set([...manifest.needs, ...(manifest.uses ?? []), ...(manifest.callsBack ?? [])]);
  const reads = new Proxy({} as ModuleReads, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      if (!named.has(name))
        throw new Error(`${manifest.name} reads the SQL of ${name}, which its manifest does not name`);
      const lender = lenders[name];
      if (!lender?.reads) throw new Error(`${name} lends no SQL reads (its manifest's \`reads\`)`);
      return lender.reads;
    },
  });
  return new Proxy({} as BuiltModules, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      if (name === "reads") return reads;
      if (!named.has(name))
        throw new Error(`${manifest.name} reads the exports of ${name}, which its manifest does not name`);
      if (!built.has(name)) throw new Error(`${manifest.name} reads the exports of ${name} before ${name} is built`);
      return built.get(name);
    },
  });
}

/**
 * Every module's context and exports, built in dependency order from its manifest's `build` and
 * `exports` on the platform's ports.
 */
export function buildModules(platform: ModulePlatform): { contexts: ModuleContexts; exports: ModuleExports } {
  const contexts: Record<string, unknown> = {};
  const built = new Map<string, unknown>();
  for (const name of dependencyOrder()) {
    const manifest = MODULES[name] as ModuleManifest<unknown>;
    const context = manifest.build?.(platform, exportsFor(manifest, built));
    contexts[name] = context;
    if (manifest.exports) built.set(name, manifest.exports(context, platform));
  }
  return {
    contexts: contexts as ModuleContexts,
    exports: Object.fromEntries(built) as unknown as ModuleExports,
  };
}

/**
 * Each module's part of an account's deletion, the modules that need others first (the account
 * itself, which every kept row still names, last).
 */
export function moduleErasers(contexts: ModuleContexts): PersonalDataEraser[] {
  const erasers = new Map(
    eachModule(contexts, (manifest, context) => {
      const { erase } = manifest;
      return [
        manifest.name,
        erase && { module: manifest.name, erase: (executor, subject) => erase(executor, subject, context) },
      ] as const satisfies readonly [string, PersonalDataEraser | undefined];
    }),
  );
  return dependencyOrder()
    .reverse()
    .flatMap((name) => {
      const eraser = erasers.get(name);
      return eraser ? [eraser] : [];
    });
}

const INBOX_PROVIDERS: readonly WebhookProvider[] = ["payments", "notary", "scheduling"];

/** The webhook inbox's handler of each provider: the one module whose manifest names it (else start-up fails). */
export function inboxAppliers(contexts: ModuleContexts): Record<WebhookProvider, WebhookApplier> {
  const appliers = new Map<WebhookProvider, { module: string; apply: WebhookApplier }>();
  eachModule(contexts, (manifest, context) => {
    const { inbox } = manifest;
    if (!inbox) return;
    const taken = appliers.get(inbox.provider);
    if (taken) throw new Error(`${manifest.name} and ${taken.module} both apply the ${inbox.provider} inbox's events`);
    appliers.set(inbox.provider, {
      module: manifest.name,
      apply: (event, claim) => inbox.apply(context, event, claim),
    });
  });
  const missing = INBOX_PROVIDERS.filter((provider) => !appliers.has(provider));
  if (missing.length > 0) throw new Error(`no module applies the ${missing.join(", ")} inbox's events`);
  return Object.fromEntries([...appliers].map(([provider, { apply }]) => [provider, apply])) as Record<
    WebhookProvider,
    WebhookApplier
  >;
}
