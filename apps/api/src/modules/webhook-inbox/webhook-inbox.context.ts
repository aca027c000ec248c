import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { JobQueue } from "../../integrations/jobs/index.ts";
import type { InboxClaim, WebhookProvider } from "../manifest.ts";
import type { WebhookInboxRepository } from "./webhook-inbox.repository.ts";

export type { InboxClaim, WebhookProvider };

/** A verified delivery, as the receiving module hands it over. */
export type InboxDelivery = {
  provider: WebhookProvider;
  /** The adapter that verified it (its event ids are its own). */
  adapter: string;
  eventId: string;
  type: string;
  /** The event as JSON (the module reads it back in its applier). */
  event: Record<string, unknown>;
};

/** A module's apply step for its events; its outcome is recorded on the row. */
export type WebhookApplier = (event: Record<string, unknown>, claim: InboxClaim) => Promise<unknown>;

/** The port of the inbox that the receiving modules use. */
export interface WebhookInbox {
  /** Records the delivery and its job in one transaction; `duplicate` when it was received before. */
  receive(delivery: InboxDelivery): Promise<{ duplicate: boolean }>;
}

/**
 * What the inbox's use cases run with, built once by its manifest's `build`: the inbox is built before
 * the modules that receive through it, and its job once every module exists.
 */
export type WebhookInboxContext = {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, "enqueue" | "wake">;
  repository: WebhookInboxRepository;
};
