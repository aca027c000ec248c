import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small stand-in for Stripe's HTTP API, enough for the adapter: Payment Intents (test payment
 * methods pm_card_visa, pm_card_chargeDeclined, pm_card_authenticationRequired; klarna,
 * afterpay_clearpay and cashapp redirect), refunds (never above what is left), transfers, and
 * Idempotency-Key replay. Tests point the official SDK at it (host, port, protocol http).
 */
export type FakeStripe = {
  host: string;
  port: number;
  /** Requests that did work (a replayed idempotency key does not count). */
  calls: Record<string, number>;
  /** Answer the next `times` requests (default 1) with this status (500: a Stripe outage). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
};

type Intent = Record<string, unknown> & { id: string; amount: number; status: string; refunded: number };

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))));
    request.on("error", reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const calls: Record<string, number> = {};
  let sequence = 0;
  let failure: { status: number; left: number } | null = null;
  const nextId = (prefix: string) => `${prefix}_fake${(sequence += 1).toString().padStart(8, "0")}`;

  function handle(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/payment_intents") {
      calls["payment_intents.create"] = (calls["payment_intents.create"] ?? 0) + 1;
      const type = form.get("payment_method_types[0]") ?? "card";
      const paymentMethod = form.get("payment_method");
      const intent: Intent = {
        id: nextId("pi"),
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency"),
        status: "succeeded",
        client_secret: null,
        latest_charge: null,
        metadata: { cartId: form.get("metadata[cartId]"), userId: form.get("metadata[userId]") },
        next_action: null,
        last_payment_error: null,
        refunded: 0,
      };
      intent["client_secret"] = `${intent.id}_secret_fake`;
      if (type === "card" && paymentMethod === "pm_card_chargeDeclined") {
        intent.status = "requires_payment_method";
        intent["last_payment_error"] = { message: "Your card was declined.", code: "card_declined" };
        intents.set(intent.id, intent);
        return {
          status: 402,
          body: { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined.", payment_intent: intent } },
        };
      }
      if (type !== "card" || paymentMethod === "pm_card_authenticationRequired") {
        intent.status = "requires_action";
        intent["next_action"] = { type: "redirect_to_url", redirect_to_url: { url: `https://hooks.fake-stripe.test/redirect/${intent.id}`, return_url: form.get("return_url") } };
      } else {
        intent["latest_charge"] = nextId("ch");
      }
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === "GET" && retrieve) {
      const intent = intents.get(retrieve[1]!);
      return intent ? { status: 200, body: intent } : { status: 404, body: { error: { type: "invalid_request_error", message: "No such payment_intent" } } };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(form.get("payment_intent") ?? "");
      const amount = Number(form.get("amount"));
      if (!intent || intent.status !== "succeeded") return { status: 400, body: { error: { type: "invalid_request_error", message: "This PaymentIntent has no successful charge." } } };
      if (intent.refunded + amount > intent.amount) {
        return { status: 400, body: { error: { type: "invalid_request_error", message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - intent.refunded) / 100).toFixed(2)})` } } };
      }
      calls["refunds.create"] = (calls["refunds.create"] ?? 0) + 1;
      intent.refunded += amount;
      return { status: 200, body: { id: nextId("re"), object: "refund", amount, payment_intent: intent.id, status: "succeeded" } };
    }
    if (method === "POST" && path === "/v1/transfers") {
      calls["transfers.create"] = (calls["transfers.create"] ?? 0) + 1;
      return {
        status: 200,
        body: { id: nextId("tr"), object: "transfer", amount: Number(form.get("amount")), destination: form.get("destination"), source_transaction: form.get("source_transaction") },
      };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const form = await readBody(request);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_${sequence}` });
        response.end(JSON.stringify(body));
      };
      if (failure !== null) {
        const { status } = failure;
        failure.left -= 1;
        if (failure.left <= 0) failure = null;
        return send(status, { error: { type: "api_error", message: "An unexpected error occurred (fake outage)." } });
      }
      const key = request.headers["idempotency-key"];
      const replayKey = typeof key === "string" ? `${request.method} ${request.url} ${key}` : null;
      if (replayKey && replies.has(replayKey)) {
        const reply = replies.get(replayKey)!;
        return send(reply.status, reply.body);
      }
      const reply = handle(request.method ?? "GET", (request.url ?? "/").split("?")[0]!, form);
      if (replayKey) replies.set(replayKey, reply);
      send(reply.status, reply.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: "127.0.0.1",
    port,
    calls,
    failNext: (status, times = 1) => {
      failure = { status, left: times };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
