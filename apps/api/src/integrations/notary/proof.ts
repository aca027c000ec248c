import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { NotaryExternalStatus, NotarySignerRole } from "@prenup/domain";
import { z } from "zod";
import {
  NotaryUnavailableError,
  NotaryWebhookRejected,
  type NotaryEvent,
  type NotaryPort,
  type NotarySession,
  type NotarySessionRecord,
} from "./notary-port.ts";

/**
 * Proof (proof.com, formerly Notarize.com): its Business API, as documented at dev.proof.com and
 * read for this adapter (README "Proof: what we read, and what we could not settle"). Every detail
 * the documentation we could reach does not settle lives in this block, so it can be corrected in
 * one place once Proof confirms it for our account.
 */
export const PROOF = {
  /** Production; Proof's test environment ("Fairfax") is https://api.fairfax.proof.com. */
  productionUrl: "https://api.proof.com",
  /** Every call carries the API key in this header (dev.proof.com "API Keys and Authentication"). */
  apiKeyHeader: "ApiKey",
  /**
   * The Webhooks V2 signature header, an HMAC-SHA256 (hex) of the raw body with the subscription's
   * signing key. NOT CONFIRMED: taken from a third-party summary of dev.proof.com/docs/webhooks-v2;
   * the page's own text we could read does not show the header.
   */
  signatureHeader: "x-notarize-signature",
  /**
   * Proof retries a delivery for up to 48 hours (16 attempts, per the same summary), and its
   * signature covers no timestamp: a delivery whose signed `date_occurred` is older than this is not
   * a retry but a replay, and is refused. (A replay inside the window is harmless: it has the same
   * delivery id, see `deliveryIdOf`, and statuses only move forward.)
   */
  webhookMaxAgeSeconds: 49 * 3600,
  /** A `date_occurred` this far in the future is refused too (clocks differ a little, not more). */
  webhookFutureSkewSeconds: 300,
} as const;

/**
 * The Webhooks V2 events the notarization follows, and the session status each means. Others
 * (KBA passed, a document processed…) are acknowledged and not stored. `transaction.completed`
 * is applied, not `transaction.released`: the business pays, so the documents are released on
 * completion (dev.proof.com: listen for `released` in signer-paid workflows).
 */
export const PROOF_EVENT_STATUSES: Readonly<Record<string, NotaryExternalStatus>> = {
  "transaction.sent_to_signer": "CREATED",
  "transaction.meeting.requested": "IN_PROGRESS",
  "transaction.meeting.created": "IN_PROGRESS",
  "transaction.partially_completed": "IN_PROGRESS",
  "transaction.completed": "COMPLETED",
  // The notary rejected the document (ours is the only one): nothing was notarized.
  "transaction.completed_with_rejections": "CANCELLED",
  "transaction.deleted": "CANCELLED",
  "transaction.expired": "CANCELLED",
  "transaction.declined": "CANCELLED",
};

/** The transaction's `status` field (dev.proof.com "API Object Reference"), as a session status. */
const TRANSACTION_STATUSES: Readonly<Record<string, NotaryExternalStatus>> = {
  created: "CREATED",
  started: "CREATED",
  sent: "CREATED",
  received: "CREATED",
  completed_pending_charge: "IN_PROGRESS",
  completed: "COMPLETED",
  completed_with_rejections: "CANCELLED",
  deleted: "CANCELLED",
  expired: "CANCELLED",
};

const signerSchema = z
  .object({
    external_id: z.string().nullish(),
    email: z.string().nullish(),
    transaction_access_link: z.string().nullish(),
  })
  .passthrough();

const transactionSchema = z
  .object({
    id: z.string().min(1),
    status: z.string().min(1),
    date_updated: z.string().nullish(),
    /** The meeting's record (`me_…`): its journal details and video recording (Retrieve Notarization Record). */
    notarization_record: z.string().nullish(),
    documents: z.array(z.object({ id: z.string().min(1) }).passthrough()).nullish(),
    signers: z.array(signerSchema).nullish(),
    signer_info: signerSchema.nullish(),
    cosigner_info: signerSchema.nullish(),
  })
  .passthrough();
type ProofTransaction = z.infer<typeof transactionSchema>;

const notarizationRecordSchema = z
  .object({
    id: z.string().min(1),
    meeting_start: z.string().nullish(),
    meeting_end: z.string().nullish(),
    notary_name: z.string().nullish(),
    notary_registration: z.string().nullish(),
    notary_county_city: z.string().nullish(),
  })
  .passthrough();

const webhookSchema = z.object({
  event: z.string().min(1),
  data: z
    .object({
      transaction_id: z.string().min(1).optional(),
      date_occurred: z.iso.datetime({ offset: true }).optional(),
    })
    .passthrough(),
});

/**
 * Each signer's own link, by our role: Proof echoes each signer's `external_id` (we send the role)
 * with its `transaction_access_link`. NOT CONFIRMED for more than two signers: the examples we read
 * show `signer_info` and `cosigner_info` (each with its access link); both shapes are read here.
 * Where Proof gives no link, it e-mails each signer their own invitation (`suppress_email` false).
 */
export function signerLinksOf(
  transaction: Pick<ProofTransaction, "signers" | "signer_info" | "cosigner_info">,
  signers: { role: NotarySignerRole; email: string }[],
) {
  const listed = [
    ...(transaction.signers ?? []),
    ...[transaction.signer_info, transaction.cosigner_info].filter((one) => one != null),
  ];
  const links: Partial<Record<NotarySignerRole, string>> = {};
  for (const signer of signers) {
    const match =
      listed.find((one) => one.external_id === signer.role) ??
      listed.find((one) => one.email?.toLowerCase() === signer.email.toLowerCase());
    const link = match?.transaction_access_link;
    if (link && /^https:\/\//.test(link)) links[signer.role] = link;
  }
  return links;
}

/** A delivery's id: Proof's body carries none, so the hash of the exact body (a retry sends the same bytes). */
export function deliveryIdOf(rawBody: string): string {
  return `proof_${createHash("sha256").update(rawBody).digest("hex")}`;
}

/** The signature Proof puts on a delivery (the fake provider signs with it too). */
export function signProofWebhook(signingKey: string, rawBody: string): string {
  return createHmac("sha256", signingKey).update(rawBody).digest("hex");
}

function verifySignature(signingKey: string, rawBody: string, header: string | undefined): void {
  if (!header) throw new NotaryWebhookRejected("Missing signature.");
  const given = header.trim().replace(/^sha256=/, "");
  if (!/^[0-9a-f]{64}$/i.test(given)) throw new NotaryWebhookRejected("Malformed signature.");
  const expected = createHmac("sha256", signingKey).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw new NotaryWebhookRejected("Bad signature.");
}

export type ProofNotaryOptions = {
  /** Proof's API base (PROOF_API_URL; default production, tests: the local fake). */
  baseUrl: string;
  /** A Full Access API key (PROOF_API_KEY). */
  apiKey: string;
  /** The Webhooks V2 subscription's signing key (PROOF_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Per-request timeout (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

function splitName(name: string): { first_name: string; last_name?: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1
    ? { first_name: parts.slice(0, -1).join(" "), last_name: parts.at(-1)! }
    : { first_name: parts[0] ?? name };
}

/**
 * The notary port on Proof's Business API (v1 paths under PROOF_API_URL, `ApiKey` header):
 * - start: `POST /v1/transactions` — every signer (both partners, their attorneys) in one
 *   transaction, each with their own e-mail invitation and access link, our role as the signer's
 *   `external_id`, our notarization id as the transaction's `external_id`; the agreement as one
 *   base64 document with requirement `notarization` (Proof verifies each signer's identity —
 *   credential analysis and knowledge-based authentication — before the notary meeting) and
 *   `witness_required` when the state's formalities ask for witnesses;
 * - status: `GET /v1/transactions/{id}`; cancel: `DELETE /v1/transactions/{id}`;
 * - the notarized PDF: the transaction's document, `GET /v1/transactions/{id}/documents/{doc}?encoding=base64`;
 * - the session's record: `GET /v1/notarization_records/{transaction.notarization_record}`;
 * - Webhooks V2 (`{ event, data: { transaction_id, date_occurred } }`) verified with `PROOF.signatureHeader`.
 */
export function createProofNotary(options: ProofNotaryOptions): NotaryPort {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;

  /**
   * One request to Proof. A read that got no answer at all (a kept-alive connection the server
   * closed just as it was reused, a dropped packet) is sent once more: a read changes nothing at
   * Proof. A write is sent once; the job that called it retries later with its own backoff.
   */
  async function call(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const method = init.method ?? "GET";
    const attempts = method === "GET" ? 2 : 1;
    let response: Response | undefined;
    for (let attempt = 1; response === undefined; attempt += 1) {
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers: {
            [PROOF.apiKeyHeader]: options.apiKey,
            accept: "application/json",
            ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        if (attempt >= attempts)
          throw new NotaryUnavailableError(`Proof could not be reached (${path})`, { cause: error });
      }
    }
    if (!response.ok) throw new NotaryUnavailableError(`Proof answered ${response.status} (${path})`);
    return response;
  }

  async function json<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new NotaryUnavailableError("Proof's answer was not understood");
    return parsed.data;
  }

  const transaction = async (externalId: string) =>
    json(await call(`/v1/transactions/${encodeURIComponent(externalId)}`), transactionSchema);
  const statusOf = (value: string): NotaryExternalStatus => {
    const status = TRANSACTION_STATUSES[value];
    if (!status) throw new NotaryUnavailableError(`Proof reported an unknown transaction status "${value}"`);
    return status;
  };

  return {
    kind: "proof",

    async startSession(request): Promise<NotarySession> {
      const created = await json(
        await call("/v1/transactions", {
          method: "POST",
          body: {
            external_id: request.reference,
            transaction_name: request.title,
            transaction_type: "Prenuptial agreement",
            draft: false,
            // Proof e-mails each signer their own invitation (and the link we show them is the same).
            suppress_email: false,
            signers: request.signers.map((signer) => ({
              email: signer.email,
              ...splitName(signer.name),
              external_id: signer.role,
            })),
            documents: [
              {
                resource: Buffer.from(request.pdf).toString("base64"),
                filename: `${request.title}.pdf`,
                requirement: "notarization",
                witness_required: request.witnessesRequired > 0,
              },
            ],
          },
        }),
        transactionSchema,
      );
      return {
        externalId: created.id,
        status: statusOf(created.status),
        links: signerLinksOf(created, request.signers),
      };
    },

    async getStatus(externalId) {
      const found = await transaction(externalId);
      return {
        status: statusOf(found.status),
        occurredAt: found.date_updated ? new Date(found.date_updated) : new Date(),
      };
    },

    async fetchNotarizedPdf(externalId) {
      const found = await transaction(externalId);
      const document = found.documents?.[0];
      if (statusOf(found.status) !== "COMPLETED" || !document)
        throw new NotaryUnavailableError(`Proof transaction ${externalId} has no completed document`);
      const body = await json(
        await call(
          `/v1/transactions/${encodeURIComponent(externalId)}/documents/${encodeURIComponent(document.id)}?encoding=base64`,
        ),
        z.object({ data: z.string().min(1) }).passthrough(),
      );
      return new Uint8Array(Buffer.from(body.data, "base64"));
    },

    async fetchSessionRecord(externalId): Promise<NotarySessionRecord | null> {
      const found = await transaction(externalId);
      if (!found.notarization_record) return null;
      const record = await json(
        await call(`/v1/notarization_records/${encodeURIComponent(found.notarization_record)}`),
        notarizationRecordSchema,
      );
      const commission = [record.notary_registration, record.notary_county_city].filter(Boolean).join(", ");
      return {
        reference: record.id,
        notary: record.notary_name ? `${record.notary_name}${commission ? ` (${commission})` : ""}` : null,
        endedAt: record.meeting_end ? new Date(record.meeting_end) : null,
      };
    },

    async cancelSession(externalId) {
      const found = await transaction(externalId);
      const status = TRANSACTION_STATUSES[found.status];
      if (status === "COMPLETED" || status === "CANCELLED") return;
      await call(`/v1/transactions/${encodeURIComponent(externalId)}`, { method: "DELETE" });
    },

    verifyWebhook({ rawBody, signatureHeader, now }): NotaryEvent | null {
      verifySignature(options.webhookSecret, rawBody, signatureHeader);
      let parsed: z.infer<typeof webhookSchema>;
      try {
        parsed = webhookSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new NotaryWebhookRejected("Unreadable payload.");
      }
      const status = PROOF_EVENT_STATUSES[parsed.event];
      if (!status || !parsed.data.transaction_id) return null;
      if (!parsed.data.date_occurred) throw new NotaryWebhookRejected("The delivery does not say when it happened.");
      const occurredAt = new Date(parsed.data.date_occurred);
      const ageSeconds = (now.getTime() - occurredAt.getTime()) / 1000;
      if (ageSeconds > PROOF.webhookMaxAgeSeconds || ageSeconds < -PROOF.webhookFutureSkewSeconds)
        throw new NotaryWebhookRejected("Delivery too old (or from the future).");
      return { deliveryId: deliveryIdOf(rawBody), externalId: parsed.data.transaction_id, status, occurredAt };
    },
  };
}
