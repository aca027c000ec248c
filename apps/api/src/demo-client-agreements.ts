import { DEMO_CLIENT_TIMELINE, type Database, type DemoClientAgreement } from "@prenup/db";
import { signerLocationRuleOf } from "@prenup/content/runtime";
import { isSignerLocationAsked, NOTARY_SIGNER_ROLES, type NotarySignerRole } from "@prenup/domain";
import { createFixedClock, type Clock } from "./integrations/clock.ts";
import type { JobDefinition, JobQueue } from "./integrations/jobs/index.ts";
import type { MailPort } from "./integrations/mail/index.ts";
import {
  createLocalNotary,
  NotaryUnavailableError,
  type NotaryEvent,
  type NotaryPort,
  type NotarySession,
} from "./integrations/notary/index.ts";
import { agreementService, type AgreementContext, type AgreementService } from "./modules/agreement/index.ts";
import type { DocumentsService } from "./modules/documents/index.ts";
import type { FinancialDisclosureService } from "./modules/financial-disclosure/index.ts";
import type { NotarizationsService } from "./modules/notarizations/index.ts";

/** The job that takes the demo attorneys' client agreements to their stage after the demo seed. */
export const DEMO_CLIENT_AGREEMENTS_JOB = "demo-client-agreements";
export type DemoClientAgreementsData = { agreements: DemoClientAgreement[] };

/**
 * What the step works with, built by `demoClientSteps` on a clock of its own (`at` moves it to
 * each step's time of `DEMO_CLIENT_TIMELINE`), a local notary on that clock whose sessions can be
 * signed here (`signEveryone`), and no mail (the demo clients have no mailbox).
 */
export type DemoClientSteps = {
  at(date: Date): void;
  documents: Pick<DocumentsService, "documentFor">;
  agreement: Pick<AgreementService, "generate" | "applyAgreementChange" | "changeApproval">;
  financialDisclosure: Pick<FinancialDisclosureService, "summary" | "acknowledge">;
  notarizations: Pick<NotarizationsService, "list" | "start" | "applyEvent" | "reset" | "answerSignerLocation">;
  /** Every signer of the local notary session this step opened for the notarization signs: the events to apply, in order. */
  signEveryone(notarizationId: string): Promise<NotaryEvent[]>;
};

/** What one run did: the steps applied (`generated` and `finalCopies` are the agreements rendered). */
export type DemoClientAgreementsRun = {
  generated: number;
  reviewed: number;
  approved: number;
  finalized: number;
  notarized: number;
};

/**
 * The demo attorneys' clients (seeded by `seedDemo`: both questionnaires answered, both disclosures
 * given, the first call held) taken to their stage through the product's own use cases, in the
 * order its rules require, each at its time of `DEMO_CLIENT_TIMELINE`:
 * - in review: generated (PDF and DOCX), reviewed by partner A;
 * - approved: and approved by the attorney;
 * - notarized: and reviewed by partner B, finalized by partner A, then notarized online with the local notary (its
 *   certificate page appended to the PDF; the couple's state allows remote online notarization).
 * A step already taken is skipped, so a second run changes and renders nothing. The couple still
 * waiting for its first call is left before generation.
 */
export function createDemoClientAgreements(deps: { steps: () => DemoClientSteps }) {
  async function takeToStage(
    steps: DemoClientSteps,
    agreement: DemoClientAgreement,
    run: DemoClientAgreementsRun,
  ): Promise<void> {
    if (agreement.stage === "waiting") return;
    const { documentId, partnerAId, attorneyId } = agreement;
    const current = () => steps.documents.documentFor(documentId, partnerAId);
    if ((await current()).lastGeneratedAt === null) {
      steps.at(DEMO_CLIENT_TIMELINE.generatedAt);
      // Each partner acknowledges the other's disclosure as it stands, which generation requires.
      const summary = await steps.financialDisclosure.summary({
        ownerId: partnerAId,
        documentId,
        viewer: { id: partnerAId, isAdmin: false },
      });
      for (const owner of summary.partners) {
        const reader = summary.partners.find((partner) => partner.userId !== owner.userId);
        const { state, currentVersion } = owner.acknowledgement;
        if (reader && currentVersion !== null && state !== "CURRENT")
          await steps.financialDisclosure.acknowledge({ documentId, readerId: reader.userId, version: currentVersion });
      }
      await steps.agreement.generate(documentId, partnerAId);
      run.generated += 1;
    }
    if ((await current()).userAReviewedAt === null) {
      steps.at(DEMO_CLIENT_TIMELINE.reviewedAt);
      await steps.agreement.applyAgreementChange(documentId, partnerAId, { kind: "review" });
      run.reviewed += 1;
    }
    if (agreement.stage === "in_review") return;
    if ((await current()).attorneyAApprovedAt === null) {
      steps.at(DEMO_CLIENT_TIMELINE.approvedAt);
      await steps.agreement.changeApproval(documentId, attorneyId, "grant");
      run.approved += 1;
    }
    if (agreement.stage === "approved") return;
    const partnerBId = (await current()).userBId;
    if ((await current()).userBReviewedAt === null && partnerBId) {
      steps.at(DEMO_CLIENT_TIMELINE.partnerReviewedAt);
      await steps.agreement.applyAgreementChange(documentId, partnerBId, { kind: "review" });
      run.reviewed += 1;
    }
    if ((await current()).finalizedAt === null) {
      steps.at(DEMO_CLIENT_TIMELINE.finalizedAt);
      await steps.agreement.applyAgreementChange(documentId, partnerAId, { kind: "finalize" });
      run.finalized += 1;
    }
    const actor = { id: partnerAId, isAdmin: false };
    const history = await steps.notarizations.list(documentId, actor, { page: 1, pageSize: 20 });
    if (history.items.some((notarization) => notarization.notarizationCompletedAt !== null)) return;
    steps.at(DEMO_CLIENT_TIMELINE.notarizedAt);
    // A session an interrupted run left open cannot be signed here (its links were not kept): the
    // couple withdraws it, as they could on /notarize, and a new one starts.
    for (const open of history.items.filter((notarization) => notarization.isLive))
      await steps.notarizations.reset(open.id, actor);
    // Where the couple's state asks where each signer will be, each says (the demo clients sign from home, outside it).
    const signers = await current();
    const rule = signerLocationRuleOf(signers.state?.abbreviation);
    for (const signerId of rule && isSignerLocationAsked(rule)
      ? [signers.userAId, signers.userBId, signers.attorneyAId, signers.attorneyBId]
      : []) {
      if (signerId) await steps.notarizations.answerSignerLocation(documentId, { id: signerId, isAdmin: false }, false);
    }
    // The demo client signs the day their agreement is final: they choose it, as a couple would on /notarize.
    const started = await steps.notarizations.start(documentId, actor, { signEarly: true });
    for (const event of await steps.signEveryone(started.id)) await steps.notarizations.applyEvent(event);
    run.notarized += 1;
  }

  return {
    async run(agreements: readonly DemoClientAgreement[]): Promise<DemoClientAgreementsRun> {
      const run: DemoClientAgreementsRun = { generated: 0, reviewed: 0, approved: 0, finalized: 0, notarized: 0 };
      const steps = deps.steps();
      // One couple's refusal leaves the others to go on; the job fails after them, to be retried.
      const failures: unknown[] = [];
      for (const agreement of agreements)
        await takeToStage(steps, agreement, run).catch((error: unknown) => failures.push(error));
      if (failures.length > 0)
        throw new AggregateError(
          failures,
          `${failures.length} demo client agreement(s) could not be taken to their stage: ${failures.map(String).join("; ")}`,
        );
      return run;
    },
  };
}

/**
 * The job (defined always, enqueued only by a start with SEED_DEMO=1, which the configuration
 * refuses with NODE_ENV=production; the job itself does nothing unless the demo seed is on).
 * Rendering takes seconds, so it runs on the queue after the API listens, never before /ready.
 */
export function demoClientAgreementsJob(deps: {
  enabled: boolean;
  demo: ReturnType<typeof createDemoClientAgreements>;
  onDone?: (run: DemoClientAgreementsRun, durationMs: number) => void;
}): JobDefinition<DemoClientAgreementsData> {
  return {
    name: DEMO_CLIENT_AGREEMENTS_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 600,
    handle: async (data) => {
      if (!deps.enabled) return;
      const started = performance.now();
      const run = await deps.demo.run(data.agreements);
      deps.onDone?.(run, Math.round(performance.now() - started));
    },
  };
}

/** Asks the queue to take the seeded client agreements to their stage (after the demo seed). */
export async function enqueueDemoClientAgreements(
  jobs: JobQueue,
  agreements: readonly DemoClientAgreement[],
): Promise<void> {
  await jobs.enqueue<DemoClientAgreementsData>(DEMO_CLIENT_AGREEMENTS_JOB, { agreements: [...agreements] });
  jobs.wake();
}

/** The signer roles of a session's links, with each link's token. */
export function signingTokensOf(
  links: Partial<Record<NotarySignerRole, string>>,
): { role: NotarySignerRole; token: string }[] {
  return NOTARY_SIGNER_ROLES.flatMap((role) => {
    const link = links[role];
    const token = link ? new URL(link).searchParams.get("token") : null;
    return token ? [{ role, token }] : [];
  });
}

/** What the demo rig takes from the API's dependencies: its database, queue and settings. */
export type DemoRigDependencies = {
  db: Database;
  jobs: JobQueue;
  config: { seedDemo: boolean; apiAudience: string };
  onDemoClientAgreements?: (run: DemoClientAgreementsRun, durationMs: number) => void;
};

/** The ports the demo step replaces: its own clock, no mail, the local notary, the queue without definitions. */
export type DemoRigPorts = { clock: Clock; mail: MailPort; jobs: JobQueue; notary: NotaryPort };

/**
 * The API's services built again on the demo step's ports (the composition root's `createServices`
 * with these ports in place of its own): the services the step calls.
 */
export type BuildDemoServices = (ports: DemoRigPorts) => {
  documents: DemoClientSteps["documents"];
  agreement: AgreementContext;
  notarizations: DemoClientSteps["notarizations"];
  financialDisclosure: DemoClientSteps["financialDisclosure"];
};

/**
 * The demo clients' job as the composition root defines it: their agreements taken to their stage
 * by the API's own services, built again on a clock of their own (`demoClientSteps`); it does
 * nothing unless the demo seed is on (`config.seedDemo`).
 */
export function demoClientsJob(
  deps: DemoRigDependencies,
  buildServices: BuildDemoServices,
): JobDefinition<DemoClientAgreementsData> {
  return demoClientAgreementsJob({
    enabled: deps.config.seedDemo,
    demo: createDemoClientAgreements({ steps: () => demoClientSteps(deps, buildServices) }),
    ...(deps.onDemoClientAgreements ? { onDone: deps.onDemoClientAgreements } : {}),
  });
}

/**
 * The services the demo clients' agreements are taken to their stage with: the same services on a
 * clock the step moves to each step's time (`DEMO_CLIENT_TIMELINE`), with the embedded local notary
 * on that clock (whatever notary the API uses: the demo clients sign there, and this step signs for
 * them), no mail (the demo clients have no mailbox) and no job definitions of their own (the jobs
 * they enqueue go to the API's queue, whose definitions handle them).
 */
function demoClientSteps(deps: DemoRigDependencies, buildServices: BuildDemoServices): DemoClientSteps {
  const clock = createFixedClock(DEMO_CLIENT_TIMELINE.generatedAt);
  const localNotary = createLocalNotary({
    db: deps.db,
    publicApiUrl: deps.config.apiAudience.replace(/\/+$/, ""),
    now: () => clock.now(),
  });
  const sessions = new Map<string, NotarySession>();
  const notary: NotaryPort = {
    ...localNotary,
    async startSession(request) {
      const session = await localNotary.startSession(request);
      sessions.set(request.reference, session);
      return session;
    },
  };
  const mail: MailPort = {
    kind: "none (the demo clients have no mailbox)",
    enqueue: async () => "",
    enqueueOnce: async () => null,
    deliver: async () => undefined,
  };
  const queue = deps.jobs;
  const jobs: JobQueue = {
    kind: queue.kind,
    define: () => undefined,
    enqueue: (name, data, options) => queue.enqueue(name, data, options),
    daily: () => undefined,
    wake: () => queue.wake(),
    start: (options) => queue.start(options),
    stop: (options) => queue.stop(options),
    depth: () => queue.depth(),
    drain: (options) => queue.drain(options),
  };
  const services = buildServices({ clock, mail, jobs, notary });
  return {
    at: (date) => clock.set(date),
    documents: services.documents,
    agreement: agreementService(services.agreement),
    notarizations: services.notarizations,
    financialDisclosure: services.financialDisclosure,
    async signEveryone(notarizationId) {
      const session = sessions.get(notarizationId);
      if (!session)
        throw new NotaryUnavailableError(`no local notary session was opened for notarization ${notarizationId}`);
      const events = [];
      for (const { role, token } of signingTokensOf(session.links)) {
        const event = await localNotary.sign(session.externalId, role, token);
        if (event) events.push(event);
      }
      return events;
    },
  };
}
