import type { Clock } from "./integrations/clock.ts";
import type { JobDefinition } from "./integrations/jobs/job-queue.ts";

/** The daily job that forgets old idempotency keys. */
export const WRITE_KEYS_PURGE_JOB = "write-keys-purge";

/**
 * How long a write's Idempotency-Key is kept: a change kept on a device longer than this and sent
 * again is a new write (an update made on an old version is then refused as changed since).
 */
export const WRITE_KEY_RETENTION_DAYS = 30;

/**
 * The daily sweep of the modules' key tables (answers, financial entries, profiles), each through
 * its owner's service. Safe to run twice: a second run finds nothing older to remove.
 */
export function writeKeysPurgeJob(deps: {
  clock: Clock;
  owners: readonly { purgeWriteKeys(before: Date): Promise<number> }[];
}): JobDefinition<unknown> {
  return {
    name: WRITE_KEYS_PURGE_JOB,
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 900,
    async handle() {
      const before = new Date(deps.clock.now().getTime() - WRITE_KEY_RETENTION_DAYS * 86_400_000);
      for (const owner of deps.owners) await owner.purgeWriteKeys(before);
    },
  };
}
