import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { appendNotarialCertificate } from "../certificate.ts";
import { deliveryIdOf, signProofWebhook } from "../proof.ts";

type FakeSigner = {
  id: string;
  email: string;
  first_name: string;
  last_name?: string;
  external_id: string;
  transaction_access_link: string;
};
type FakeTransaction = {
  id: string;
  external_id: string;
  transaction_name: string;
  status: "sent" | "received" | "completed" | "completed_with_rejections" | "deleted" | "expired";
  signers: FakeSigner[];
  document: { id: string; requirement: string; witness_required: boolean; pdf: Uint8Array };
  notarization_record: string | null;
  date_updated: string;
};

export type FakeProof = {
  url: string;
  apiKey: string;
  webhookSecret: string;
  transactions: Map<string, FakeTransaction>;
  /** Every request the fake received: method, path, the ApiKey header, the JSON body. */
  requests: { method: string; path: string; apiKey: string | null; body: unknown }[];
  /**
   * Moves a transaction on as `event` says (a Webhooks V2 event name) and answers the delivery Proof
   * would send: the body, its signature, and the id the adapter derives from it.
   */
  advance(id: string, event: string, options?: { at?: Date }): { body: string; signature: string; deliveryId: string };
  /** Answer every call with this status until cleared (an outage). */
  failWith(status: number | null): void;
  /** Answer every call only after this many milliseconds (a slow provider). */
  delayBy(ms: number): void;
  close(): Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const token = (prefix: string) => `${prefix}_${randomBytes(5).toString("hex")}`;

/**
 * A local stand-in for Proof's Business API as `proof.ts` speaks it: transactions with one access
 * link per signer, the notarized document (the PDF with a certificate page) once completed, the
 * notarization record (journal entry, recording) of the meeting, deletion, and signed Webhooks V2
 * deliveries. Its answers carry only the fields the adapter reads, in Proof's documented names.
 */
export async function startFakeProof(options: { apiKey?: string; webhookSecret?: string } = {}): Promise<FakeProof> {
  const apiKey = options.apiKey ?? "prf_test_fake_proof_key";
  const webhookSecret = options.webhookSecret ?? "fake-proof-signing-key";
  const transactions = new Map<string, FakeTransaction>();
  const requests: FakeProof["requests"] = [];
  let failure: number | null = null;
  let delayMs = 0;

  const view = (t: FakeTransaction) => ({
    id: t.id,
    external_id: t.external_id,
    transaction_name: t.transaction_name,
    status: t.status,
    date_updated: t.date_updated,
    notarization_record: t.notarization_record,
    documents: [
      { id: t.document.id, requirement: t.document.requirement, witness_required: t.document.witness_required },
    ],
    signers: t.signers,
  });

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const raw = await readBody(request);
      const body: unknown = raw ? JSON.parse(raw) : null;
      requests.push({
        method: request.method ?? "GET",
        path: url.pathname,
        apiKey: (request.headers["apikey"] as string | undefined) ?? null,
        body,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (failure !== null) return send(failure, { errors: ["outage"] });
      if (request.headers["apikey"] !== apiKey) return send(401, { message: "Invalid authentication" });

      if (request.method === "POST" && url.pathname === "/v1/transactions") {
        const input = body as {
          external_id: string;
          transaction_name: string;
          signers: { email: string; first_name: string; last_name?: string; external_id: string }[];
          documents: { resource: string; requirement: string; witness_required: boolean }[];
        };
        const id = token("ot");
        const document = input.documents[0]!;
        const transaction: FakeTransaction = {
          id,
          external_id: input.external_id,
          transaction_name: input.transaction_name,
          status: "sent",
          signers: input.signers.map((signer) => ({
            ...signer,
            id: token("oc"),
            transaction_access_link: `https://app.proof.example/transaction/${id}/${signer.external_id.toLowerCase()}`,
          })),
          document: {
            id: token("do"),
            requirement: document.requirement,
            witness_required: document.witness_required,
            pdf: new Uint8Array(Buffer.from(document.resource, "base64")),
          },
          notarization_record: null,
          date_updated: new Date().toISOString(),
        };
        transactions.set(id, transaction);
        return send(200, view(transaction));
      }
      const record = /^\/v1\/notarization_records\/([^/]+)$/.exec(url.pathname);
      if (request.method === "GET" && record) {
        const owner = [...transactions.values()].find((t) => t.notarization_record === record[1]);
        if (!owner) return send(404, { errors: ["not found"] });
        return send(200, {
          id: owner.notarization_record,
          meeting_start: "2026-11-21T11:40:00.000Z",
          meeting_end: "2026-11-21T11:58:00.000Z",
          notary_name: "Fran Fairfax",
          notary_registration: "7237492",
          notary_county_city: "Fairfax County, VA",
        });
      }
      const match = /^\/v1\/transactions\/([^/]+)(?:\/documents\/([^/]+))?$/.exec(url.pathname);
      const transaction = match ? transactions.get(decodeURIComponent(match[1]!)) : undefined;
      if (!match || !transaction) return send(404, { errors: ["not found"] });
      if (request.method === "GET" && !match[2]) return send(200, view(transaction));
      if (request.method === "DELETE" && !match[2]) {
        if (transaction.status === "completed")
          return send(422, { errors: ["a completed transaction cannot be deleted"] });
        transaction.status = "deleted";
        return send(200, { message: "deleted" });
      }
      if (request.method === "GET" && match[2] === transaction.document.id) {
        if (transaction.status !== "completed") return send(422, { errors: ["not completed"] });
        const pdf = await appendNotarialCertificate(transaction.document.pdf, {
          title: transaction.transaction_name,
          sessionId: transaction.id,
          stateAbbreviation: "VA",
          completedAt: new Date("2026-11-21T11:58:00.000Z"),
          notaryName: "Fran Fairfax (fake Proof notary)",
          signers: transaction.signers.map((signer) => ({
            role: signer.external_id,
            name: `${signer.first_name} ${signer.last_name ?? ""}`.trim(),
            signedAt: new Date("2026-11-21T11:58:00.000Z"),
          })),
        });
        return send(200, { id: transaction.document.id, data: Buffer.from(pdf).toString("base64") });
      }
      return send(405, { errors: ["method not allowed"] });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  // Idle kept-alive connections stay open for a minute, as behind a provider's load balancer, not
  // Node's 5 s: the client (fetch keeps an idle connection 4 s) closes them first, so a loaded test
  // machine's late timers cannot have the fake close a connection just as the adapter reuses it.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    webhookSecret,
    transactions,
    requests,
    advance(id, event, advanceOptions = {}) {
      const transaction = transactions.get(id);
      if (!transaction) throw new Error(`no fake transaction ${id}`);
      const at = advanceOptions.at ?? new Date();
      if (event === "transaction.completed") {
        transaction.status = "completed";
        transaction.notarization_record ??= token("me");
      } else if (event === "transaction.completed_with_rejections") transaction.status = "completed_with_rejections";
      else if (event === "transaction.deleted") transaction.status = "deleted";
      else if (event === "transaction.expired") transaction.status = "expired";
      else if (event.startsWith("transaction.meeting") || event === "transaction.partially_completed")
        transaction.status = "received";
      transaction.date_updated = at.toISOString();
      const body = JSON.stringify({ event, data: { transaction_id: id, date_occurred: at.toISOString() } });
      return { body, signature: signProofWebhook(webhookSecret, body), deliveryId: deliveryIdOf(body) };
    },
    failWith(status) {
      failure = status;
    },
    delayBy(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
