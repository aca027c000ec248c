import type { NotaryExternalStatus, NotarySignerRole } from "@prenup/domain";

/**
 * The notarization port: remote online notarization sessions for an agreement. Adapters: the
 * embedded local notary (`local.ts`, sessions in our database, signing pages served by the API) and
 * Proof's Business API (`proof.ts`). The composition root picks one.
 */

export type NotarySigner = { role: NotarySignerRole; name: string; email: string };

export type NotarySessionRequest = {
  /** Our notarization's id: the provider hands it back with every event. */
  reference: string;
  /** The agreement's title, shown to signers and printed on the certificate. */
  title: string;
  stateAbbreviation: string;
  /** The agreement's generated PDF, as the couple reviewed it. */
  pdf: Uint8Array;
  signers: NotarySigner[];
  /** Witnesses the state's execution formalities require at the signing (0: none). */
  witnessesRequired: number;
};

export type NotarySession = {
  externalId: string;
  status: NotaryExternalStatus;
  /** One signing link per signer role. */
  links: Partial<Record<NotarySignerRole, string>>;
};

/**
 * The notary's own record of a completed session: its journal entry and the meeting's recording
 * are kept by the notary and found through `reference` (Proof's notarization record id; the local
 * notary's session id).
 */
export type NotarySessionRecord = {
  reference: string;
  /** The notary as the record names them (name, commission, county), when it does. */
  notary: string | null;
  /** When the notary meeting ended, when the record says. */
  endedAt: Date | null;
};

/** A status change of a session, from a verified webhook or the local notary's own page. */
export type NotaryEvent = {
  /** Unique per delivery: a replay carries the same id and is applied once. */
  deliveryId: string;
  externalId: string;
  status: NotaryExternalStatus;
  occurredAt: Date;
  /** The signers who have signed so far, where the notary reports them (the local notary does). */
  signedRoles?: NotarySignerRole[];
};

export interface NotaryPort {
  /** `local` or `proof` (the start-up log names it; stored on each notarization). */
  readonly kind: "local" | "proof";
  startSession(request: NotarySessionRequest): Promise<NotarySession>;
  /** The session's current status (used when a webhook was missed). */
  getStatus(externalId: string): Promise<{ status: NotaryExternalStatus; occurredAt: Date }>;
  /** The notarized PDF with the notary's certificate page (only once COMPLETED). */
  fetchNotarizedPdf(externalId: string): Promise<Uint8Array>;
  /** The session's record (journal entry, recording) once COMPLETED; null when the notary has none. */
  fetchSessionRecord(externalId: string): Promise<NotarySessionRecord | null>;
  /** Cancels an unfinished session (a reset, a deletion); a finished or unknown one is left alone. */
  cancelSession(externalId: string): Promise<void>;
  /**
   * Verifies and reads a webhook delivery; throws NotaryWebhookRejected unless provably genuine and
   * fresh. Null: a genuine delivery of an event the notarization does not follow (nothing to store).
   */
  verifyWebhook(input: { rawBody: string; signatureHeader: string | undefined; now: Date }): NotaryEvent | null;
}

/** The provider could not be reached or refused the request. */
export class NotaryUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "NotaryUnavailableError";
  }
}

/** A webhook delivery that is not provably from the provider, or too old. */
export class NotaryWebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotaryWebhookRejected";
  }
}
