/**
 * What a module is, in one file: each module's `<area>.module.ts` exports a manifest of this shape,
 * and the app derives its wiring from the list of them (`src/module-list.ts`): the routes it
 * registers, the jobs it defines, the provider events the webhook inbox hands it, the tables it owns
 * and reads (the ownership test's map) and the module table of DESIGN.md (generated, drift-checked).
 */
import type { Database, DatabaseHandle, Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import type { AppConfig } from "../config.ts";
import type { ApiInstance } from "../http/types.ts";
import type { Clock } from "../integrations/clock.ts";
import type { FileStorage } from "../integrations/files/index.ts";
import type { IdentityAdminPort } from "../integrations/identity/index.ts";
import type { JobDefinition, JobQueue } from "../integrations/jobs/index.ts";
import type { ChatBus } from "../integrations/live/chat-bus.ts";
import type { CoupleBus } from "../integrations/live/couple-bus.ts";
import type { LiveBusStatus } from "../integrations/live/pg-listener.ts";
import type { MailPort, OutboxStore } from "../integrations/mail/index.ts";
import type { LocalNotary, NotaryPort } from "../integrations/notary/index.ts";
import type { LocalPaymentGateway, PaymentPort } from "../integrations/payments/index.ts";
import type { SchedulingPort } from "../integrations/scheduling/index.ts";
import type { DisclosureSource, AgreementRenderer } from "./agreement/index.ts";
import type { QuestionnaireCompletion } from "./partners/index.ts";

/** The ports and settings the app hands the modules: what a module's `build` fills its context from, besides other modules. */
export interface ModulePlatform {
  db: Database;
  clock: Clock;
  config: AppConfig;
  mail: MailPort;
  /** The mail outbox (the account's deletion erases its mail; the development mailbox reads it). */
  outbox: OutboxStore;
  payments: PaymentPort;
  /** The background job queue. */
  jobs: JobQueue;
  /** The scheduling port (built-in slots, or a booking-link provider). */
  scheduling: SchedulingPort;
  /** Live chat delivery (in-process, or PostgreSQL LISTEN/NOTIFY across instances). */
  chatBus: ChatBus;
  coupleBus: CoupleBus;
  /** The HMAC key of partner-invitation links. */
  inviteKey: Uint8Array;
  /** "Is this user's questionnaire complete" for the reminder rule; default: the standing module. */
  questionnaireCompletion?: QuestionnaireCompletion;
  /** Where file bytes live (the file port). */
  files: FileStorage;
  /** The couple's financial disclosure for the agreement's schedules; default: the financial-disclosure module's. */
  disclosure?: DisclosureSource;
  /** Renders agreements to PDF and DOCX (worker threads in the app). */
  renderer: AgreementRenderer;
  /** The identity provider's admin calls (password resets). */
  identity: IdentityAdminPort;
  /** The notary port (the embedded local notary, or a remote online notarization provider). */
  notary: NotaryPort;
}

/**
 * What each module gives the modules that build on it (its `exports`), by module name: each
 * manifest adds its own entry (`declare module "../manifest.ts"`), so a module's `build` reads the
 * others' by name, typed, and the list builds them in dependency order (`buildModules`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module's manifest
export interface ModuleExports {}

/**
 * The published SQL reads each module lends (its `reads`), by module name, filled like
 * `ModuleExports`: plain fragments that need no context, so a module built before the lender (one
 * it calls back) embeds them in its queries as it is built.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module's manifest
export interface ModuleReads {}

/** What a module's `build` reads of the others: their exports, and their reads under `reads`. */
export type BuiltModules = ModuleExports & { readonly reads: ModuleReads };

/** What routes may take besides their module's context: the configuration and the app's own parts. */
export interface RoutePlatform {
  config: AppConfig;
  clock: Clock;
  database: DatabaseHandle;
  /** The live buses, whose state /ready reports. */
  liveBuses: Record<string, { status(): LiveBusStatus }>;
  isDraining: () => boolean;
  payments: PaymentPort;
  /** The embedded payment gateway's pages (null with a real provider). */
  localGateway: LocalPaymentGateway | null;
  /** The embedded notary's signing pages (null with a real provider). */
  localNotary: LocalNotary | null;
  /** The mail outbox (the development mailbox reads it). */
  outbox: OutboxStore;
}

/** The providers whose verified webhooks the webhook inbox stores and one module applies. */
export type WebhookProvider = "payments" | "notary" | "scheduling";

/**
 * What an inbox handler gets besides the event: it calls `begin` first in the transaction of its
 * effects (false: another run processed the event meanwhile; apply nothing) and `end` last in it.
 */
export type InboxClaim = {
  begin(tx: Executor): Promise<boolean>;
  end(tx: Executor, outcome: string): Promise<void>;
};

export interface ModuleManifest<Context = undefined> {
  /** The module's folder under src/modules. */
  readonly name: string;
  /** What it does, in a line (DESIGN.md's module table). */
  readonly description: string;
  /** The tables it alone writes. */
  readonly owns: readonly string[];
  /** Its read models (`<question>.read-model.ts`) and the other modules' tables each reads. */
  readonly readModels?: Readonly<Record<string, readonly string[]>>;
  /** The modules whose `index.ts` or published reads (`.queries.ts`) it uses. */
  readonly needs: readonly string[];
  /**
   * The modules whose exports fill ports its context declares itself, without an import (built
   * before it, as its needs are).
   */
  readonly uses?: readonly string[];
  /**
   * The modules built after it (they need it) whose exports it calls at run time, through ports its
   * context declares: `build` binds them with `lateBound`, and calling one before they are built fails.
   */
  readonly callsBack?: readonly string[];
  /**
   * Builds its context from the platform and the exports of the modules it needs, uses and calls
   * back (any other name throws at start-up).
   */
  build?(platform: ModulePlatform, modules: BuiltModules): Context;
  /** Its published SQL reads that modules it does not need embed (its entry of `ModuleReads`). */
  readonly reads?: object;
  /** What it gives the modules that build on it (its entry of `ModuleExports`). */
  exports?(context: Context, platform: ModulePlatform): unknown;
  /** Registers its routes, each calling its use case with the module's context. */
  routes?(app: ApiInstance, context: Context, platform: RoutePlatform): void;
  /** Its background jobs. */
  jobs?(context: Context): readonly JobDefinition<never>[];
  /** Those of its jobs that run once a day for the whole fleet (the sweeps). */
  readonly daily?: readonly string[];
  /**
   * Its part of an account's deletion, in the deletion's transaction: the user's rows of its tables
   * erased by the retention table, and the files to release after the commit. The account
   * deletion runs every module's, the modules that need others first.
   */
  erase?(executor: Executor, subject: ErasureSubject, context: Context): Promise<ErasureOutcome>;
  /** The provider whose stored webhook events it applies, and how. */
  readonly inbox?: {
    readonly provider: WebhookProvider;
    apply(context: Context, event: Record<string, unknown>, claim: InboxClaim): Promise<unknown>;
  };
}

/**
 * An object whose properties are read from `resolve()` when used, not when bound: how a module
 * holds a port filled by a module built after it (`callsBack`).
 */
export function lateBound<T extends object>(resolve: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = resolve();
      const value = Reflect.get(target, key) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A manifest, typed by its context (the list erases it). */
export function defineModule<Context = undefined>(manifest: ModuleManifest<Context>): ModuleManifest<Context> {
  return manifest;
}
