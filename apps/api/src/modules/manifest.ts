/**
 * What a module is, in one file: each module's `<area>.module.ts` exports a manifest of this shape,
 * and the app derives its wiring from the list of them (`src/module-list.ts`): the routes it
 * registers, the jobs it defines, the provider events the webhook inbox hands it, the tables it owns
 * and reads (the ownership test's map) and the module table of DESIGN.md (generated, drift-checked).
 */
import type { DatabaseHandle, Executor } from "@prenup/db";
import type { ErasureOutcome, ErasureSubject } from "@prenup/domain";
import type { AppConfig } from "../config.ts";
import type { ApiInstance } from "../http/types.ts";
import type { Clock } from "../integrations/clock.ts";
import type { JobDefinition } from "../integrations/jobs/index.ts";
import type { LiveBusStatus } from "../integrations/live/pg-listener.ts";
import type { OutboxStore } from "../integrations/mail/index.ts";
import type { LocalNotary } from "../integrations/notary/index.ts";
import type { LocalPaymentGateway, PaymentPort } from "../integrations/payments/index.ts";

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

/** A manifest, typed by its context (the list erases it). */
export function defineModule<Context = undefined>(manifest: ModuleManifest<Context>): ModuleManifest<Context> {
  return manifest;
}
