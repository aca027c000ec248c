import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTARY_SIGNER_ROLES, type NotaryExternalStatus } from "@prenup/domain";
import { z } from "zod";
import { NotaryUnavailableError, NotaryWebhookRejected, type NotaryEvent, type NotaryPort, type NotarySession } from "./notary-port.ts";

/** Deliveries older (or further in the future) than this are refused: a captured one cannot be replayed later. */
export const NOTARY_WEBHOOK_TOLERANCE_SECONDS = 300;
/** The webhook's signature header. */
export const NOTARY_SIGNATURE_HEADER = "x-notary-signature";

const PROVIDER_STATUSES = { created: "CREATED", in_progress: "IN_PROGRESS", completed: "COMPLETED", cancelled: "CANCELLED" } as const satisfies Record<string, NotaryExternalStatus>;
const providerStatusSchema = z.enum(["created", "in_progress", "completed", "cancelled"]);

const transactionSchema = z.object({
  id: z.string().min(1),
  status: providerStatusSchema,
  updated_at: z.iso.datetime({ offset: true }).optional(),
  signers: z.array(z.object({ external_role: z.enum(NOTARY_SIGNER_ROLES), signing_url: z.url() })).optional(),
});

const webhookSchema = z.object({
  id: z.string().min(1),
  type: z.literal("transaction.status_changed"),
  created_at: z.iso.datetime({ offset: true }),
  data: z.object({ transaction_id: z.string().min(1), status: providerStatusSchema }),
});

/** The signature header value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the webhook secret>`. */
export function signNotaryWebhook(secret: string, rawBody: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${createHmac("sha256", secret).update(`${timestampSeconds}.${rawBody}`).digest("hex")}`;
}

function verifySignature(secret: string, rawBody: string, header: string | undefined, now: Date): void {
  if (!header) throw new NotaryWebhookRejected("Missing signature.");
  const parts = Object.fromEntries(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts["t"]);
  const given = parts["v1"] ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw new NotaryWebhookRejected("Malformed signature.");
  if (Math.abs(now.getTime() / 1000 - timestamp) > NOTARY_WEBHOOK_TOLERANCE_SECONDS) throw new NotaryWebhookRejected("Signature too old.");
  const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw new NotaryWebhookRejected("Bad signature.");
}

export type RemoteNotaryOptions = {
  /** The provider's API base, e.g. https://api.notary.example (tests: the local fake). */
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** Per-request timeout (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * A remote online notarization provider's REST API (transactions with signers and their links, a
 * notarized document when completed, status webhooks signed with a shared secret). The shape is a
 * typical RON provider's; `testing/fake-provider.ts` serves it locally for the tests.
 * - POST /v1/transactions (Idempotency-Key: our notarization id) → the transaction with each
 *   signer's `signing_url`;
 * - GET /v1/transactions/{id}; GET /v1/transactions/{id}/notarized-document (application/pdf);
 * - POST /v1/transactions/{id}/cancel;
 * - webhooks `transaction.status_changed`, signed in `X-Notary-Signature`.
 */
export function createRemoteNotary(options: RemoteNotaryOptions): NotaryPort {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, init: RequestInit & { idempotencyKey?: string } = {}): Promise<Response> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: "application/json",
          ...(init.body ? { "content-type": "application/json" } : {}),
          ...(init.idempotencyKey ? { "idempotency-key": init.idempotencyKey } : {}),
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new NotaryUnavailableError(`the notary provider could not be reached (${path})`, { cause: error });
    }
    if (!response.ok) throw new NotaryUnavailableError(`the notary provider answered ${response.status} (${path})`);
    return response;
  }

  async function json<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new NotaryUnavailableError("the notary provider's answer was not understood");
    return parsed.data;
  }

  return {
    kind: "provider",

    async startSession(request): Promise<NotarySession> {
      const response = await call("/v1/transactions", {
        method: "POST",
        idempotencyKey: request.reference,
        body: JSON.stringify({
          external_reference: request.reference,
          title: request.title,
          state: request.stateAbbreviation,
          witnesses_required: request.witnessesRequired,
          document: { filename: `${request.title}.pdf`, content_base64: Buffer.from(request.pdf).toString("base64") },
          signers: request.signers.map((signer) => ({ external_role: signer.role, name: signer.name, email: signer.email })),
        }),
      });
      const transaction = await json(response, transactionSchema);
      return {
        externalId: transaction.id,
        status: PROVIDER_STATUSES[transaction.status],
        links: Object.fromEntries((transaction.signers ?? []).map((signer) => [signer.external_role, signer.signing_url])),
      };
    },

    async getStatus(externalId) {
      const transaction = await json(await call(`/v1/transactions/${encodeURIComponent(externalId)}`), transactionSchema);
      return { status: PROVIDER_STATUSES[transaction.status], occurredAt: transaction.updated_at ? new Date(transaction.updated_at) : new Date() };
    },

    async fetchNotarizedPdf(externalId) {
      const response = await call(`/v1/transactions/${encodeURIComponent(externalId)}/notarized-document`, { headers: {} });
      return new Uint8Array(await response.arrayBuffer());
    },

    async cancelSession(externalId) {
      await call(`/v1/transactions/${encodeURIComponent(externalId)}/cancel`, { method: "POST" });
    },

    verifyWebhook({ rawBody, signatureHeader, now }): NotaryEvent {
      verifySignature(options.webhookSecret, rawBody, signatureHeader, now);
      let parsed: z.infer<typeof webhookSchema>;
      try {
        parsed = webhookSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new NotaryWebhookRejected("Unreadable payload.");
      }
      return {
        deliveryId: parsed.id,
        externalId: parsed.data.transaction_id,
        status: PROVIDER_STATUSES[parsed.data.status],
        occurredAt: new Date(parsed.created_at),
      };
    },
  };
}
