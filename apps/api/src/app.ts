import "./http/request-context.ts";
import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@prenup/db";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createAccessLookups, createAccessUserStore } from "./access/access.repository.ts";
import { installAccessControl, type RegisteredRoute } from "./access/enforce.ts";
import { access } from "./access/rules.ts";
import { createOidcTokenVerifier, type TokenVerifier } from "./auth/token-verifier.ts";
import type { AppConfig, TrustProxy } from "./config.ts";
import { installErrorHandling } from "./http/error-handler.ts";
import { HttpError } from "./http/errors.ts";
import { loggerOptions } from "./http/logging.ts";
import { installOpenApi, openApiDocument } from "./http/openapi.ts";
import { installSecurity } from "./http/security.ts";
import type { ApiInstance, ModuleDeps } from "./http/types.ts";
import { zodValidatorCompiler } from "./http/validation.ts";
import { systemClock, type Clock } from "./integrations/clock.ts";
import { resolveInviteSecret } from "./integrations/invite-secret.ts";
import { createMailPort, type MailPort } from "./integrations/mail/index.ts";
import { registerAdminUsersRoutes } from "./modules/admin-users/admin-users.routes.ts";
import { registerContentRoutes } from "./modules/content/content.routes.ts";
import { registerDevMailboxRoutes } from "./modules/dev-mailbox/dev-mailbox.routes.ts";
import { registerAlignmentRoutes } from "./modules/alignment/alignment.routes.ts";
import { registerAnswersRoutes } from "./modules/answers/answers.routes.ts";
import { registerDocumentsRoutes } from "./modules/documents/documents.routes.ts";
import { registerHealthRoutes } from "./modules/health/health.routes.ts";
import { registerLawFirmsRoutes } from "./modules/law-firms/law-firms.routes.ts";
import { registerPartnersRoutes } from "./modules/partners/partners.routes.ts";
import type { QuestionnaireCompletion } from "./modules/partners/partners.service.ts";
import { registerProductsRoutes } from "./modules/products/products.routes.ts";
import { registerPurchaseItemsRoutes } from "./modules/purchase-items/purchase-items.routes.ts";
import { registerQuestionnaireRoutes } from "./modules/questionnaire/questionnaire.routes.ts";
import { registerStatesRoutes } from "./modules/states/states.routes.ts";
import { registerTermsRoutes } from "./modules/terms/terms.routes.ts";
import { registerUsersRoutes } from "./modules/users/users.routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Every route with its access rule, as registered (the access-matrix test walks this). */
    registeredRoutes: RegisteredRoute[];
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
  /** The key of invitation links; default: INVITE_SECRET, else kept in API_DATA_DIR, else random per process. */
  inviteKey?: Uint8Array;
  /** "Is this user's questionnaire complete" for the reminder rule; default: the questionnaire module. */
  questionnaire?: QuestionnaireCompletion;
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

  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : loggerOptions({
            level: deps.logger?.level ?? config.logLevel,
            ...(deps.logger?.stream ? { stream: deps.logger.stream } : {}),
          }),
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
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only: a text/plain body is refused with 415 instead of reaching the validators as a string.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app as unknown as FastifyInstance);

  const registeredRoutes = installAccessControl(app as unknown as FastifyInstance, {
    verifier: tokenVerifier,
    lookups: createAccessLookups(database.db),
    users: createAccessUserStore(database.db),
    clock,
  });
  app.decorate("registeredRoutes", registeredRoutes);

  await installSecurity(app as unknown as FastifyInstance, { appOrigins: config.appOrigins, rateLimit: config.rateLimit });
  await installOpenApi(app as unknown as FastifyInstance, { serverUrl: config.apiAudience });

  const mail = deps.mail ?? createMailPort({ db: database.db, clock, config });
  const inviteKey = deps.inviteKey ?? (await resolveInviteSecret({ configured: config.inviteSecret, dataDir: config.dataDir })).key;
  const questionnaire: QuestionnaireCompletion = deps.questionnaire ?? {
    isQuestionnaireComplete: () => {
      throw new HttpError(501, "NOT_IMPLEMENTED", "The questionnaire reminder is not available yet.");
    },
  };
  const moduleDeps: ModuleDeps = { db: database.db, clock, config, mail, inviteKey };
  registerHealthRoutes(app, { database });
  registerUsersRoutes(app, moduleDeps);
  registerStatesRoutes(app, moduleDeps);
  registerTermsRoutes(app, moduleDeps);
  registerProductsRoutes(app, moduleDeps);
  registerLawFirmsRoutes(app, moduleDeps);
  registerDocumentsRoutes(app, moduleDeps);
  registerPurchaseItemsRoutes(app, moduleDeps);
  registerContentRoutes(app, moduleDeps);
  registerPartnersRoutes(app, { ...moduleDeps, questionnaire });
  registerAdminUsersRoutes(app, moduleDeps);
  registerDevMailboxRoutes(app, moduleDeps);
  registerQuestionnaireRoutes(app, moduleDeps);
  registerAnswersRoutes(app, moduleDeps);
  registerAlignmentRoutes(app, moduleDeps);

  let document: unknown;
  app.get(
    "/openapi.json",
    { config: { access: access.anonymous() }, schema: { hide: true } },
    async () => {
      document ??= openApiDocument(app as unknown as FastifyInstance);
      return document;
    },
  );

  await app.ready();
  return app;
}
