import { createNotaryEvents } from "./notary-events.ts";
import { NOTARIZATION_SERVICE_MESSAGES, type NotarizationsDeps, type NotaryActor } from "./notarizations.context.ts";
import { createNotarizationShared } from "./notarization-steps.ts";
import { createTextEditGate } from "./text-edit-gate.ts";
import { createResets } from "./resets.ts";
import { createSessionExpiry } from "./session-expiry.ts";
import { createSignerLocation } from "./signer-location.ts";
import { createSigningRecord } from "./signing-record.ts";
import { createStartNotarization } from "./start-notarization.ts";

export { NOTARIZATION_SERVICE_MESSAGES, type NotaryActor };
export { NOTARIZATION_EXPIRY_JOB, type NotarizationExpiryData } from "./session-expiry.ts";

/**
 * Notarization of an agreement, one use case per file: the availability and the history (here),
 * online sessions through the notary port (`start-notarization.ts`), in-person proofs and the
 * correction of the date of signing (`signing-record.ts`), withdrawals and resets (`resets.ts`),
 * the port's status changes, each applied once and in order (`notary-events.ts`), and the
 * session's expiry (`session-expiry.ts`). What they share is `notarization-steps.ts`.
 */
export function createNotarizationsService(deps: NotarizationsDeps) {
  const { repository } = deps;
  const shared = createNotarizationShared(deps);
  const { factsOrFail, availabilityOf, toResponse } = shared;
  const events = createNotaryEvents(deps, shared);
  const signing = createSigningRecord(deps, shared);

  return {
    applyEvent: events.applyEvent,
    expiryJob: createSessionExpiry(deps, shared),

    /** Why the agreement's text may not change now (a live or completed notarization), or null. */
    textEditProblem: createTextEditGate(repository).textEditProblem,

    /** GET /documents/{id}/notarizations: the history, newest first, and whether one may start now. */
    async list(documentId: string, actor: NotaryActor, query: { page: number; pageSize: number }) {
      const facts = await factsOrFail(documentId);
      const [availability, rows] = await Promise.all([
        availabilityOf(facts, actor),
        repository.list(documentId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      ]);
      return {
        items: rows.map(({ row }) => toResponse(row, facts, actor)),
        total: rows[0]?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        availability,
      };
    },

    start: createStartNotarization(deps, shared),
    /** PUT /documents/{id}/notarizations/signer-location: a signer's own answer on where they will sign. */
    answerSignerLocation: createSignerLocation(deps, shared),
    uploadProof: signing.uploadProof,

    /** PATCH /documents/{id}/notarizations/{nid}: the date of signing, corrected by the assigned attorney or an admin. */
    correctSignedOn: signing.correctSignedOn,

    ...createResets(deps, shared),

    receiveWebhook: events.receiveWebhook,
    applyInboxEvent: events.applyInboxEvent,
  };
}

export type NotarizationsService = ReturnType<typeof createNotarizationsService>;
