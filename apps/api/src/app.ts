import "./access/request-context.ts";
import { randomUUID } from "node:crypto";
import { defaultDataDir, type DatabaseHandle } from "@prenup/db";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Redis } from "ioredis";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { installAccessControl, type RegisteredRoute } from "./access/enforce.ts";
import { access } from "./access/rules.ts";
import { createOidcTokenVerifier, type TokenVerifier } from "./auth/token-verifier.ts";
import { createServices } from "./composition.ts";
import { registerModuleRoutes } from "./module-list.ts";
import type { AppConfig, TrustProxy } from "./config.ts";
import { createDrainState, installDrainHeaders, type DrainState } from "./http/drain.ts";
import { installCompression } from "./http/compression.ts";
import { installErrorHandling } from "./http/error-handler.ts";
import { installMetrics, type ApiMetrics } from "./http/metrics.ts";
import { loggerOptions, RequestLogController } from "./http/logging.ts";
import { installOpenApi, openApiDocument } from "./http/openapi.ts";
import { installSecurity } from "./http/security.ts";
import type { ApiInstance } from "./http/types.ts";
import { zodValidatorCompiler } from "./http/validation.ts";
import { createResponseSerializerCompiler, type ResponseSerializerCompiler } from "./http/serializer.ts";
import { systemClock, type Clock } from "./integrations/clock.ts";
import { resolveInviteSecret } from "./integrations/invite-secret.ts";
import { createMailPort, withDeliveryJobs, type MailPort } from "./integrations/mail/index.ts";
import { createEmbeddedJobQueue, type JobQueue } from "./integrations/jobs/index.ts";
import { createIdentityAdminPort, type IdentityAdminPort } from "./integrations/identity/index.ts";
import { createPaymentPort, type LocalPaymentGateway, type PaymentPort } from "./integrations/payments/index.ts";
import { createFileStorage, type FileStorage } from "./integrations/files/index.ts";
import { createWorkerRenderer, type AgreementRenderer, type DisclosureSource } from "./modules/agreement/index.ts";
import { installLiveChanges } from "./modules/live/index.ts";
import {
  createInProcessChatBus,
  createPostgresChatBus,
  type ChatBus,
  type LiveChatMessage,
} from "./integrations/live/chat-bus.ts";
import { createInProcessCoupleBus, createPostgresCoupleBus, type CoupleBus } from "./integrations/live/couple-bus.ts";
import { createNotaryPort, type LocalNotary, type NotaryPort } from "./integrations/notary/index.ts";
import {
  createBookingLinkScheduling,
  createBuiltInScheduling,
  type SchedulingPort,
} from "./integrations/scheduling/index.ts";
import type { QuestionnaireCompletion } from "./modules/partners/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Every route with its access rule, as registered (the access-matrix test walks this). */
    registeredRoutes: RegisteredRoute[];
    /** Prometheus metrics of this app (served on the internal metrics port by server.ts). */
    apiMetrics: ApiMetrics;
    /** The background job queue (server.ts starts its worker; tests drain it). */
    jobs: JobQueue;
    /** The routes' response serializers (a test lists the responses zod still writes alone). */
    responseSerializer: ResponseSerializerCompiler;
  }
}

export interface AppDependencies {
  config: AppConfig;
  /** An open database; whoever opened it closes it (server.ts on shutdown, tests in afterAll). */
  database: DatabaseHandle;
  clock?: Clock;
  /** Defaults to verifying against the OIDC issuer's published keys. */
  tokenVerifier?: TokenVerifier;
  /** The e-mail port; default: SMTP when SMTP_URL is set, else the outbox (dev mailbox). */
  mail?: MailPort;
  /**
   * The background job queue; default: the embedded queue (background_jobs table) whose worker
   * does not run until someone starts it (server.ts passes pg-boss on PostgreSQL and starts it;
   * tests call \`app.jobs.drain()\`). Whoever passes it stops it.
   */
  jobs?: JobQueue;
  /** The identity provider's admin calls; default from the configuration (integrations/identity). */
  identity?: IdentityAdminPort;
  /** The payment port; default: Stripe when configured, else the embedded local gateway. */
  payments?: { port: PaymentPort; localGateway: LocalPaymentGateway | null };
  /** The scheduling port; default: the booking-link provider when SCHEDULING_WEBHOOK_SIGNING_KEY is set, else built-in slots. */
  scheduling?: SchedulingPort;
  /** Live chat delivery; default: PostgreSQL LISTEN/NOTIFY on DATABASE_URL, else in-process (PGlite). */
  chatBus?: ChatBus;
  coupleBus?: CoupleBus;
  /** The key of invitation links; default: INVITE_SECRET, else kept in API_DATA_DIR, else random per process. */
  inviteKey?: Uint8Array;
  /** "Is this user's questionnaire complete" for the reminder rule; default: the questionnaire module. */
  questionnaire?: QuestionnaireCompletion;
  /** The file port; default: S3 when S3_BUCKET is set, else the local folder. */
  files?: FileStorage;
  /** The notary port; default: Proof when PROOF_API_KEY and PROOF_WEBHOOK_SECRET are set, else the local notary. */
  notary?: { port: NotaryPort; localNotary: LocalNotary | null };
  /** The disclosure behind the agreement's schedules; default: the financial-disclosure module's reader (tests may pass another). */
  disclosure?: DisclosureSource;
  /** Renders agreements; default: worker threads (AGREEMENT_RENDER_THREADS). */
  renderer?: AgreementRenderer;
  /** Rate-limit counters shared by every instance (REDIS_URL); default: in process memory. Whoever opened it closes it. */
  redis?: Redis;
  /** Draining before a stop (server.ts starts it on SIGTERM): /ready answers 503, responses close their connection. */
  drain?: DrainState;
  /** false silences logs; a stream captures them (tests). */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
}

/**
 * Fastify's form of TRUST_PROXY: a hop count becomes "trust the first n hops from this server"
 * (the same as Fastify's numeric option, which its types omit); addresses/CIDRs pass through.
 */
function fastifyTrustProxy(trustProxy: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === "number") return (_address, hop) => hop < trustProxy;
  return trustProxy;
}

/** Fastify's compilers factory, answering with our compilers for zod schemas (Fastify's types expect JSON-schema ones). */
function zodCompilersFactory(serializerCompiler: ResponseSerializerCompiler) {
  return {
    buildValidator: () => zodValidatorCompiler,
    buildSerializer: () => serializerCompiler,
  } as unknown as NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;
}

/** Builds the API without listening: `app.inject` in tests, `app.listen` in server.ts. */
export async function buildApp(deps: AppDependencies): Promise<ApiInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const tokenVerifier =
    deps.tokenVerifier ??
    createOidcTokenVerifier({
      issuer: config.oidcIssuer,
      audience: config.apiAudience,
      now: () => clock.now(),
      requireAccessTokenType: config.tokenPolicy.requireAccessTokenType,
      algorithms: config.tokenPolicy.algorithms,
    });

  const serializerCompiler = createResponseSerializerCompiler({ check: config.checkResponses });
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : loggerOptions({
            level: deps.logger?.level ?? config.logLevel,
            ...(deps.logger?.stream ? { stream: deps.logger.stream } : {}),
          }),
    logController: new RequestLogController(),
    bodyLimit: config.bodyLimitBytes,
    // HEAD routes would double every entry of the access matrix for no caller of ours.
    exposeHeadRoutes: false,
    // Only the configured proxy hops (or addresses) may name the client in X-Forwarded-For; never
    // `true`, which takes the leftmost entry — one the caller writes — as the client address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Unique across instances, and returned in X-Request-Id so a failure can be found in the logs.
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
    // Every route validates with zod and serializes with its schema compiled on first use (below):
    // Fastify's own JSON-schema compilers would never run, and loading them is a good part of the
    // start-up time.
    schemaController: { compilersFactory: zodCompilersFactory(serializerCompiler) },
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only: a text/plain body is refused with 415 instead of reaching the validators as a string.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app as unknown as FastifyInstance);
  // Before any route, so every route pattern gets its latency histogram.
  const jobs =
    deps.jobs ??
    createEmbeddedJobQueue({
      db: database.db,
      onError: (error, job) => app.log.warn({ err: error, job }, "a background job failed"),
    });
  if (!deps.jobs) app.addHook("onClose", async () => jobs.stop());
  app.decorate("jobs", jobs);
  // The live buses (their LISTEN connections reconnect by themselves; metrics and /ready report them).
  // The PostgreSQL chat bus reads a long message back through the chats service (built below).
  let loadChat: (id: string) => Promise<LiveChatMessage | null> = async () => null;
  const chatBus =
    deps.chatBus ??
    (database.driver === "postgres" && config.databaseUrl
      ? await createPostgresChatBus({
          url: config.databaseUrl,
          load: (id) => loadChat(id),
          onError: (error) => app.log.error({ err: error }, "the chat listener failed"),
          log: app.log.child({ bus: "chat" }),
        })
      : createInProcessChatBus());
  const coupleBus =
    deps.coupleBus ??
    (database.driver === "postgres" && config.databaseUrl
      ? await createPostgresCoupleBus({
          url: config.databaseUrl,
          onError: (error) => app.log.error({ err: error }, "the couples' live listener failed"),
          log: app.log.child({ bus: "couple" }),
        })
      : createInProcessCoupleBus());
  const liveBuses = { chat: chatBus, couple: coupleBus };
  app.decorate("apiMetrics", await installMetrics(app as unknown as FastifyInstance, { database, jobs, liveBuses }));
  const drain = deps.drain ?? createDrainState();
  installDrainHeaders(app as unknown as FastifyInstance, drain);

  // Mail is recorded with the change that causes it and delivered by the mail-delivery job.
  const mail = withDeliveryJobs(deps.mail ?? (await createMailPort({ db: database.db, clock, config })), {
    jobs,
    db: database.db,
  });
  const inviteKey =
    deps.inviteKey ?? (await resolveInviteSecret({ configured: config.inviteSecret, dataDir: config.dataDir })).key;
  const payments = deps.payments ?? (await createPaymentPort({ db: database.db, config }));
  const files = deps.files ?? (await createFileStorage(config, defaultDataDir));
  const notary =
    deps.notary ??
    (await createNotaryPort({
      db: database.db,
      publicApiUrl: config.apiAudience,
      now: () => clock.now(),
      proof: config.notary,
    }));
  const services = createServices({
    db: database.db,
    clock,
    config,
    mail,
    jobs,
    payments: payments.port,
    chatBus,
    coupleBus,
    scheduling:
      deps.scheduling ??
      (config.schedulingWebhookSigningKey
        ? createBookingLinkScheduling({ signingKey: config.schedulingWebhookSigningKey })
        : createBuiltInScheduling()),
    inviteKey,
    files,
    identity: deps.identity ?? createIdentityAdminPort(config),
    notary: notary.port,
    onDemoClientAgreements: (run, durationMs) =>
      app.log.info({ run, durationMs }, "demo client agreements taken to their stage"),
    ...(deps.questionnaire ? { questionnaireCompletion: deps.questionnaire } : {}),
    ...(deps.disclosure ? { disclosure: deps.disclosure } : {}),
    renderer:
      deps.renderer ??
      createWorkerRenderer({
        threads: config.agreementRenderThreads,
        onError: (error) => app.log.error({ err: error }, "an agreement rendering thread failed"),
      }),
  });
  app.addHook("onClose", async () => services.contexts.agreement.renderer.close());
  loadChat = (id) => services.exports.chats.load(id);
  // Only the bus this app opened is closed with it.
  if (!deps.chatBus) app.addHook("onClose", async () => chatBus.close());
  if (!deps.coupleBus) app.addHook("onClose", async () => coupleBus.close());

  const registeredRoutes = installAccessControl(app as unknown as FastifyInstance, {
    verifier: tokenVerifier,
    lookups: {
      ...services.exports.documents.accessLookups,
      isQaAttorneyOfDocument: services.exports.chats.isQaAttorneyOfDocument,
    },
    users: services.exports.users,
    clock,
  });
  app.decorate("registeredRoutes", registeredRoutes);
  // Before the routes: a route that declares `config.live` tells the couple's live streams.
  installLiveChanges(app as unknown as FastifyInstance, services.contexts.live);
  app.decorate("responseSerializer", serializerCompiler);

  await installSecurity(app as unknown as FastifyInstance, {
    appOrigins: config.appOrigins,
    rateLimit: config.rateLimit,
    redis: deps.redis,
  });
  await installOpenApi(app as unknown as FastifyInstance, { serverUrl: config.apiAudience });
  await installCompression(app as unknown as FastifyInstance);

  registerModuleRoutes(app, services.contexts, {
    config,
    clock,
    database,
    liveBuses,
    isDraining: drain.isDraining,
    payments: payments.port,
    localGateway: payments.localGateway,
    localNotary: notary.localNotary,
    outbox: services.outbox,
  });

  let document: Promise<unknown> | undefined;
  app.get("/openapi.json", { config: { access: access.anonymous() }, schema: { hide: true } }, async () => {
    document ??= openApiDocument(app as unknown as FastifyInstance).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    return document;
  });

  await app.ready();
  return app;
}
