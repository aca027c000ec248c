import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { appendNotarialCertificate } from "../certificate.ts";
import { signNotaryWebhook } from "../provider.ts";

type FakeTransaction = {
  id: string;
  reference: string;
  title: string;
  state: string;
  witnessesRequired: number;
  pdf: Uint8Array;
  status: "created" | "in_progress" | "completed" | "cancelled";
  signers: { external_role: string; name: string; email: string; signing_url: string }[];
};

export type FakeNotaryProvider = {
  url: string;
  apiKey: string;
  webhookSecret: string;
  transactions: Map<string, FakeTransaction>;
  /** Every request the fake received (method, path, idempotency key). */
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** Moves a transaction on, and answers the webhook delivery the provider would send (body and signature). */
  advance(id: string, status: FakeTransaction["status"], options?: { at?: Date; deliveryId?: string }): { body: string; signature: string; deliveryId: string };
  /** Answer every call with this status until cleared (an outage). */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local stand-in for a remote online notarization provider's API (the shape `provider.ts`
 * speaks): transactions with signer links, idempotent creation, cancellation, the notarized
 * document (the PDF with a certificate page) once completed, and signed webhook deliveries.
 */
export async function startFakeNotaryProvider(options: { apiKey?: string; webhookSecret?: string } = {}): Promise<FakeNotaryProvider> {
  const apiKey = options.apiKey ?? "fake_notary_key";
  const webhookSecret = options.webhookSecret ?? "fake-notary-webhook-secret";
  const transactions = new Map<string, FakeTransaction>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: FakeNotaryProvider["requests"] = [];
  let failure: number | null = null;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: request.method ?? "GET", path: url.pathname, idempotencyKey });
      const send = (status: number, body: unknown, type = "application/json") => {
        response.writeHead(status, { "content-type": type });
        response.end(type === "application/json" ? JSON.stringify(body) : (body as Uint8Array));
      };
      if (failure !== null) return send(failure, { error: "outage" });
      if (request.headers.authorization !== `Bearer ${apiKey}`) return send(401, { error: "unauthorized" });
      const view = (t: FakeTransaction) => ({ id: t.id, status: t.status, updated_at: new Date().toISOString(), signers: t.signers.map(({ external_role, signing_url }) => ({ external_role, signing_url })) });

      if (request.method === "POST" && url.pathname === "/v1/transactions") {
        const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, view(transactions.get(existing)!));
        const body = JSON.parse(await readBody(request)) as {
          external_reference: string; title: string; state: string; witnesses_required: number;
          document: { content_base64: string }; signers: { external_role: string; name: string; email: string }[];
        };
        const id = `txn_${randomBytes(8).toString("hex")}`;
        const transaction: FakeTransaction = {
          id,
          reference: body.external_reference,
          title: body.title,
          state: body.state,
          witnessesRequired: body.witnesses_required,
          pdf: new Uint8Array(Buffer.from(body.document.content_base64, "base64")),
          status: "created",
          signers: body.signers.map((signer) => ({ ...signer, signing_url: `https://notary.example/sign/${id}/${signer.external_role.toLowerCase()}` })),
        };
        transactions.set(id, transaction);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(201, view(transaction));
      }
      const match = /^\/v1\/transactions\/([^/]+)(\/notarized-document|\/cancel)?$/.exec(url.pathname);
      const transaction = match ? transactions.get(decodeURIComponent(match[1]!)) : undefined;
      if (!match || !transaction) return send(404, { error: "not found" });
      if (request.method === "GET" && !match[2]) return send(200, view(transaction));
      if (request.method === "POST" && match[2] === "/cancel") {
        if (transaction.status !== "completed") transaction.status = "cancelled";
        return send(200, view(transaction));
      }
      if (request.method === "GET" && match[2] === "/notarized-document") {
        if (transaction.status !== "completed") return send(409, { error: "not completed" });
        const pdf = await appendNotarialCertificate(transaction.pdf, {
          title: transaction.title,
          sessionId: transaction.id,
          stateAbbreviation: transaction.state,
          completedAt: new Date("2026-01-01T00:00:00Z"),
          notaryName: "Fake Provider Notary",
          signers: transaction.signers.map((signer) => ({ role: signer.external_role, name: signer.name, signedAt: new Date("2026-01-01T00:00:00Z") })),
        });
        return send(200, pdf, "application/pdf");
      }
      return send(405, { error: "method not allowed" });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    webhookSecret,
    transactions,
    requests,
    advance(id, status, advanceOptions = {}) {
      const transaction = transactions.get(id);
      if (!transaction) throw new Error(`no fake transaction ${id}`);
      transaction.status = status;
      const at = advanceOptions.at ?? new Date();
      const deliveryId = advanceOptions.deliveryId ?? `evt_${randomBytes(8).toString("hex")}`;
      const body = JSON.stringify({ id: deliveryId, type: "transaction.status_changed", created_at: at.toISOString(), data: { transaction_id: id, status } });
      return { body, signature: signNotaryWebhook(webhookSecret, body, Math.floor(at.getTime() / 1000)), deliveryId };
    },
    failWith(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
