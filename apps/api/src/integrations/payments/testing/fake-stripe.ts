/**
 * A local stand-in for the few endpoints of Stripe's HTTP API the Stripe adapter calls, so tests
 * drive the official SDK over a real socket (host, port, protocol "http"):
 *
 * - POST /v1/payment_intents (form-encoded as the SDK sends it) with Stripe's test payment methods:
 *   `pm_card_visa` / `pm_card_mastercard` succeed; `pm_card_chargeDeclined` and
 *   `pm_card_chargeDeclinedInsufficientFunds` answer 402 card_error carrying the PaymentIntent (now
 *   requires_payment_method, with last_payment_error); `pm_card_authenticationRequired` and the
 *   redirect methods (klarna, afterpay_clearpay, cashapp, through payment_method_data) answer
 *   requires_action with next_action.redirect_to_url when a return_url is given.
 * - GET /v1/payment_intents/:id, POST /v1/refunds (never above what is left on the charge),
 *   POST /v1/transfers (to an `acct_` destination, from a known charge when source_transaction is set).
 * - Connect Express onboarding: POST /v1/accounts (type express), POST /v1/account_links (for a
 *   known account, with refresh_url and return_url), GET /v1/accounts/:id; `completeOnboarding`
 *   plays the firm finishing Stripe's hosted form (details submitted, payouts enabled).
 * - Idempotency-Key on POST: the same key with the same request answers the stored response
 *   (Idempotent-Replayed: true) and runs nothing; with a different request, 400 idempotency_error.
 *   Like Stripe, a request refused before it ran (a 400 on its parameters, an outage) stores nothing.
 * - A secret key must start with `sk_test_` (else 401), as a test-mode key does.
 *
 * Tests read `calls` (requests that ran, per endpoint) and `requests` (every request, with its
 * outcome), simulate an outage with `failNext`, and play the buyer on the provider's page with
 * `setIntentOutcome`; `intentEvent` and `signedWebhook` make the webhook Stripe would send.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type FakeStripeEndpoint =
  | "payment_intents.create"
  | "payment_intents.retrieve"
  | "refunds.create"
  | "transfers.create"
  | "accounts.create"
  | "accounts.retrieve"
  | "account_links.create";

/**
 * How the next requests fail: an HTTP status (500 an outage, 429 rate limiting), `"drop"` (the
 * connection closes before the request runs) or `"lose-response"` (the request runs and is stored
 * under its idempotency key, then the connection closes before the answer).
 */
export type FakeStripeFailure = number | "drop" | "lose-response";

export type FakeStripeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The form body as sent, flat: `metadata[cartId]`, `payment_method_types[0]`. */
  params: Record<string, string>;
  /** ran; replayed from the idempotency store; failed by failNext; refused (auth, reused key). */
  outcome: "ran" | "replayed" | "failed" | "refused";
  /** The HTTP status answered; null when the connection closed without an answer. */
  status: number | null;
};

/** What the buyer (or their bank) did after the redirect. */
export type FakeIntentOutcome = "succeeded" | "processing" | "failed" | "canceled";

export type FakeStripeServer = { host: string; port: number; close(): Promise<void> };

/** The fake's records and levers, and `start`. */
export type FakeStripeControls = {
  calls: Record<FakeStripeEndpoint, number>;
  requests: FakeStripeRequest[];
  /** The next `times` requests (1 by default) fail this way. */
  failNext(failure: FakeStripeFailure, times?: number): void;
  setIntentOutcome(intentId: string, outcome: FakeIntentOutcome, failureMessage?: string): void;
  /** A copy of a PaymentIntent as Stripe would return it now. */
  paymentIntent(intentId: string): FakePaymentIntent;
  /** The connected account's owner finishes Stripe's onboarding form. */
  completeOnboarding(accountId: string): void;
  /** The event Stripe would send about a PaymentIntent as it stands now. */
  intentEvent(type: string, intentId: string): Record<string, unknown>;
  /** Listens on 127.0.0.1, on a free port. */
  start(): Promise<FakeStripeServer>;
};

/** A started fake: its controls with its address and `close`. */
export type FakeStripe = FakeStripeControls & FakeStripeServer;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The fields of a PaymentIntent the fake keeps (Stripe's object has many more). */
export type FakePaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  created: number;
  latest_charge: string | null;
  last_payment_error: { [key: string]: Json } | null;
  next_action: { [key: string]: Json } | null;
  payment_method: string | null;
  payment_method_types: string[];
  metadata: Record<string, string>;
  canceled_at: number | null;
  livemode: false;
};

type StoredIntent = { json: FakePaymentIntent; returnUrl: string | null };

type Charge = { id: string; amount: number; refunded: number; card: { brand: string; last4: string } | null };

/** The card behind each of Stripe's test card payment methods (what `payment_method_details.card` reports). */
const TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002" },
  pm_card_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995" },
};

type Answer = { status: number; body: Json };

/** A request Stripe refuses, as the SDK expects it: `{ error: { type, message, … } }`. */
class StripeRefusal extends Error {
  readonly status: number;
  readonly error: { [key: string]: Json };
  constructor(status: number, error: { [key: string]: Json }) {
    super(String(error["message"]));
    this.status = status;
    this.error = error;
  }
}

const CARD_TEST_METHODS: Record<string, "succeeds" | "declined" | "insufficient_funds" | "authentication"> = {
  pm_card_visa: "succeeds",
  pm_card_mastercard: "succeeds",
  pm_card_chargeDeclined: "declined",
  pm_card_chargeDeclinedInsufficientFunds: "insufficient_funds",
  pm_card_authenticationRequired: "authentication",
};

const DECLINES = {
  declined: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  insufficient_funds: {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
} as const;

const REDIRECT_METHODS = new Set(["klarna", "afterpay_clearpay", "cashapp"]);

const missingParam = (param: string) =>
  new StripeRefusal(400, {
    type: "invalid_request_error",
    code: "parameter_missing",
    param,
    message: `Missing required param: ${param}.`,
  });

/** An unknown id: 404 when it is the resource asked for, 400 when a parameter names it. */
const noSuch = (what: string, id: string, param: string | null) =>
  new StripeRefusal(param === null ? 404 : 400, {
    type: "invalid_request_error",
    code: "resource_missing",
    ...(param === null ? {} : { param }),
    message: `No such ${what}: '${id}'`,
  });

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A test key as Stripe shows it in an error: its kind and its last four characters. */
function maskKey(key: string): string {
  const kind = /^[a-z]+_[a-z]+_/.exec(key)?.[0] ?? "";
  return `${kind}${"*".repeat(Math.max(key.length - kind.length - 4, 0))}${key.slice(-4)}`;
}

/** `metadata[name]` form fields as Stripe's metadata object. */
function metadataOf(params: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name !== undefined) metadata[name] = value;
  }
  return metadata;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export function createFakeStripe(): FakeStripeControls {
  const intents = new Map<string, StoredIntent>();
  const charges = new Map<string, Charge>();
  const stored = new Map<string, { fingerprint: string; answer: Answer }>();
  const failures: FakeStripeFailure[] = [];
  const calls: Record<FakeStripeEndpoint, number> = {
    "payment_intents.create": 0,
    "payment_intents.retrieve": 0,
    "refunds.create": 0,
    "transfers.create": 0,
    "accounts.create": 0,
    "accounts.retrieve": 0,
    "account_links.create": 0,
  };
  const accounts = new Map<string, { [key: string]: Json }>();
  const requests: FakeStripeRequest[] = [];
  let sequence = 0;

  const newId = (prefix: string) =>
    `${prefix}_fake${(sequence += 1).toString().padStart(6, "0")}${randomBytes(5).toString("hex")}`;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  function intentOf(id: string, param: string | null = null): StoredIntent {
    const intent = intents.get(id);
    if (!intent) throw noSuch("payment_intent", id, param);
    return intent;
  }

  function charge(intent: StoredIntent): string {
    const id = newId("ch");
    const token = intent.json.payment_method;
    charges.set(id, {
      id,
      amount: intent.json.amount,
      refunded: 0,
      card: token
        ? (TEST_CARDS[token] ?? (token.startsWith("pm_card_") ? { brand: "visa", last4: "3184" } : null))
        : null,
    });
    intent.json.latest_charge = id;
    return id;
  }

  function succeed(intent: StoredIntent) {
    charge(intent);
    Object.assign(intent.json, {
      status: "succeeded",
      amount_received: intent.json.amount,
      next_action: null,
      last_payment_error: null,
    });
  }

  function requireAction(intent: StoredIntent, url: string) {
    intent.json.status = "requires_action";
    intent.json.next_action = intent.returnUrl
      ? { type: "redirect_to_url", redirect_to_url: { url, return_url: intent.returnUrl } }
      : { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } };
  }

  function createPaymentIntent(params: Record<string, string>): Answer {
    for (const param of ["amount", "currency"]) if (!params[param]) throw missingParam(param);
    const amount = Number(params["amount"]);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeRefusal(400, {
        type: "invalid_request_error",
        code: "amount_too_small",
        param: "amount",
        message: "Amount must be at least $0.50 usd",
      });
    }
    const types = Object.keys(params)
      .filter((key) => /^payment_method_types\[\d+\]$/.test(key))
      .map((key) => params[key]!);
    const allowed = types.length > 0 ? types : ["card"];
    const dataType = params["payment_method_data[type]"] ?? null;
    const token = params["payment_method"] ?? null;
    const cardBehaviour = token === null ? null : CARD_TEST_METHODS[token];
    if (token !== null && cardBehaviour === undefined) throw noSuch("PaymentMethod", token, "payment_method");
    const methodType = token !== null ? "card" : dataType;
    if (methodType !== null && !allowed.includes(methodType)) {
      throw new StripeRefusal(400, {
        type: "invalid_request_error",
        code: "payment_intent_incompatible_payment_method",
        param: token !== null ? "payment_method" : "payment_method_data[type]",
        message: `The PaymentMethod provided (${methodType}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${allowed.join(", ")}.`,
      });
    }
    const confirm = params["confirm"] === "true";
    if (confirm && methodType === null) {
      throw new StripeRefusal(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: "You cannot confirm this PaymentIntent because it's missing a payment method.",
      });
    }
    if (confirm && methodType !== "card" && !params["return_url"]) throw missingParam("return_url");

    calls["payment_intents.create"] += 1;
    const id = newId("pi");
    const intent: StoredIntent = {
      json: {
        id,
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency: params["currency"]!,
        status: methodType === null ? "requires_payment_method" : "requires_confirmation",
        client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
        created: nowSeconds(),
        latest_charge: null,
        last_payment_error: null,
        next_action: null,
        payment_method: token ?? (dataType === null ? null : newId("pm")),
        payment_method_types: allowed,
        metadata: metadataOf(params),
        canceled_at: null,
        livemode: false,
      },
      returnUrl: params["return_url"] ?? null,
    };
    intents.set(id, intent);
    if (!confirm) return { status: 200, body: intent.json };

    if (cardBehaviour === "declined" || cardBehaviour === "insufficient_funds") {
      const decline = DECLINES[cardBehaviour];
      const chargeId = charge(intent);
      intent.json.status = "requires_payment_method";
      intent.json.last_payment_error = {
        type: "card_error",
        charge: chargeId,
        ...decline,
        payment_method: { id: token, object: "payment_method", type: "card" },
      };
      // Like Stripe: the 402 carries the PaymentIntent as it now stands.
      throw new StripeRefusal(402, { type: "card_error", charge: chargeId, ...decline, payment_intent: intent.json });
    }
    if (cardBehaviour === "authentication") {
      requireAction(intent, `https://hooks.fake-stripe.test/3d_secure_2/authenticate/${id}`);
    } else if (dataType !== null && REDIRECT_METHODS.has(dataType)) {
      requireAction(intent, `https://pm-redirects.fake-stripe.test/authorize/${dataType}/${id}`);
    } else {
      succeed(intent);
    }
    return { status: 200, body: intent.json };
  }

  function createRefund(params: Record<string, string>): Answer {
    const intentId = params["payment_intent"];
    if (!intentId) throw missingParam("payment_intent");
    const intent = intentOf(intentId, "payment_intent");
    const source =
      intent.json.status === "succeeded" && intent.json.latest_charge
        ? charges.get(intent.json.latest_charge)
        : undefined;
    if (!source) {
      throw new StripeRefusal(400, {
        type: "invalid_request_error",
        code: "charge_not_refundable",
        message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      });
    }
    const left = source.amount - source.refunded;
    if (left === 0) {
      throw new StripeRefusal(400, {
        type: "invalid_request_error",
        code: "charge_already_refunded",
        message: `Charge ${source.id} has already been refunded.`,
      });
    }
    const amount = params["amount"] === undefined ? left : Number(params["amount"]);
    if (!Number.isInteger(amount) || amount <= 0) {
      throw new StripeRefusal(400, {
        type: "invalid_request_error",
        param: "amount",
        message: "Invalid positive integer",
      });
    }
    if (amount > left) {
      throw new StripeRefusal(400, {
        type: "invalid_request_error",
        param: "amount",
        message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
      });
    }
    calls["refunds.create"] += 1;
    source.refunded += amount;
    const refund = {
      id: newId("re"),
      object: "refund",
      amount,
      charge: source.id,
      payment_intent: intentId,
      currency: intent.json.currency,
      status: "succeeded",
      metadata: metadataOf(params),
      created: nowSeconds(),
    };
    return { status: 200, body: refund };
  }

  function createTransfer(params: Record<string, string>): Answer {
    for (const param of ["amount", "currency", "destination"]) if (!params[param]) throw missingParam(param);
    const destination = params["destination"]!;
    if (!destination.startsWith("acct_")) throw noSuch("destination", destination, "destination");
    const source = params["source_transaction"];
    if (source !== undefined && !charges.has(source)) throw noSuch("charge", source, "source_transaction");
    calls["transfers.create"] += 1;
    const transfer = {
      id: newId("tr"),
      object: "transfer",
      amount: Number(params["amount"]),
      currency: params["currency"]!,
      destination,
      source_transaction: source ?? null,
      metadata: metadataOf(params),
      reversed: false,
      created: nowSeconds(),
    };
    return { status: 200, body: transfer };
  }

  function createAccount(params: Record<string, string>): Answer {
    if (params["type"] !== "express") throw missingParam("type");
    calls["accounts.create"] += 1;
    const account = {
      id: newId("acct"),
      object: "account",
      type: "express",
      email: params["email"] ?? null,
      business_profile: { name: params["business_profile[name]"] ?? null },
      details_submitted: false,
      payouts_enabled: false,
      charges_enabled: false,
      metadata: metadataOf(params),
      created: nowSeconds(),
    };
    accounts.set(account.id, account);
    return { status: 200, body: account };
  }

  function createAccountLink(params: Record<string, string>): Answer {
    for (const param of ["account", "refresh_url", "return_url", "type"]) if (!params[param]) throw missingParam(param);
    const account = params["account"]!;
    if (!accounts.has(account)) throw noSuch("account", account, "account");
    calls["account_links.create"] += 1;
    return {
      status: 200,
      body: {
        object: "account_link",
        created: nowSeconds(),
        expires_at: nowSeconds() + 300,
        url: `https://connect.stripe.com/setup/e/${account}/${randomBytes(6).toString("hex")}`,
      },
    };
  }

  /** The intent as answered: its latest charge as an object when the request asked `expand[]=latest_charge`. */
  function expanded(intent: FakePaymentIntent, params: Record<string, string>): Json {
    const wanted = Object.entries(params).some(
      ([key, value]) => /^expand\[\d*\]$/.test(key) && value === "latest_charge",
    );
    const found = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!wanted || !found) return intent;
    const details: Json = found.card
      ? { type: "card", card: { brand: found.card.brand, last4: found.card.last4 } }
      : { type: intent.payment_method_types[0] ?? "card" };
    return {
      ...intent,
      latest_charge: {
        id: found.id,
        object: "charge",
        amount: found.amount,
        amount_refunded: found.refunded,
        payment_method_details: details,
      },
    };
  }

  /** One API request, by route; a refusal becomes Stripe's error body. */
  function run(method: string, path: string, params: Record<string, string>): Answer {
    try {
      if (method === "POST" && path === "/v1/payment_intents") {
        const created = createPaymentIntent(params);
        return { ...created, body: expanded(created.body as FakePaymentIntent, params) };
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (method === "GET" && retrieve) {
        const intent = intentOf(decodeURIComponent(retrieve[1]!));
        calls["payment_intents.retrieve"] += 1;
        return { status: 200, body: expanded(intent.json, params) };
      }
      if (method === "POST" && path === "/v1/refunds") return createRefund(params);
      if (method === "POST" && path === "/v1/transfers") return createTransfer(params);
      if (method === "POST" && path === "/v1/accounts") return createAccount(params);
      if (method === "POST" && path === "/v1/account_links") return createAccountLink(params);
      const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
      if (method === "GET" && account) {
        const found = accounts.get(decodeURIComponent(account[1]!));
        if (!found) throw noSuch("account", decodeURIComponent(account[1]!), null);
        calls["accounts.retrieve"] += 1;
        return { status: 200, body: found };
      }
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } },
      };
    } catch (error) {
      if (error instanceof StripeRefusal) return { status: error.status, body: { error: error.error } };
      throw error;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", "http://fake-stripe.test");
    const path = url.pathname;
    const params = Object.fromEntries(new URLSearchParams(method === "GET" ? url.search : raw));
    const header = request.headers["idempotency-key"];
    const idempotencyKey = method === "POST" && typeof header === "string" ? header : null;
    const record: FakeStripeRequest = { method, path, idempotencyKey, params, outcome: "ran", status: null };
    requests.push(record);

    const answer = (status: number, body: Json, headers: Record<string, string> = {}) => {
      record.status = status;
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": `req_fake${sequence}`,
        ...headers,
      });
      response.end(JSON.stringify(body));
    };
    const hangUp = () => {
      record.status = null;
      request.socket.destroy();
    };

    const failure = failures.shift();
    if (failure === "drop") {
      record.outcome = "failed";
      return hangUp();
    }
    if (typeof failure === "number") {
      record.outcome = "failed";
      const type = failure === 429 ? "rate_limit_error" : failure >= 500 ? "api_error" : "invalid_request_error";
      return answer(failure, {
        error: { type, message: `Simulated failure of the fake Stripe API (HTTP ${failure}).` },
      });
    }

    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!key.startsWith("sk_test_")) {
      record.outcome = "refused";
      return answer(401, {
        error: { type: "invalid_request_error", message: `Invalid API Key provided: ${maskKey(key)}` },
      });
    }

    const fingerprint = `${method} ${path} ${raw}`;
    const previous = idempotencyKey === null ? undefined : stored.get(idempotencyKey);
    if (previous && previous.fingerprint !== fingerprint) {
      record.outcome = "refused";
      return answer(400, {
        error: {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        },
      });
    }
    if (previous) {
      record.outcome = "replayed";
      if (failure === "lose-response") return hangUp();
      return answer(previous.answer.status, previous.answer.body, { "idempotent-replayed": "true" });
    }

    const result = run(method, path, params);
    // A 400 is a refusal of the parameters before anything ran: Stripe keeps no result for it.
    if (idempotencyKey !== null && result.status !== 400) stored.set(idempotencyKey, { fingerprint, answer: result });
    if (failure === "lose-response") return hangUp();
    answer(result.status, result.body);
  }

  return {
    calls,
    requests,

    failNext(failure, times = 1) {
      for (let index = 0; index < times; index += 1) failures.push(failure);
    },

    setIntentOutcome(intentId, outcome, failureMessage = "The customer did not approve the payment.") {
      const intent = intentOf(intentId);
      if (outcome === "succeeded") return succeed(intent);
      intent.json.next_action = null;
      if (outcome === "processing") intent.json.status = "processing";
      if (outcome === "canceled") Object.assign(intent.json, { status: "canceled", canceled_at: nowSeconds() });
      if (outcome === "failed") {
        intent.json.status = "requires_payment_method";
        intent.json.last_payment_error = {
          type: "invalid_request_error",
          code: "payment_intent_payment_attempt_failed",
          message: failureMessage,
        };
      }
    },

    paymentIntent: (intentId) => structuredClone(intentOf(intentId).json),

    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`The fake has no account ${accountId}`);
      Object.assign(account, { details_submitted: true, payouts_enabled: true, charges_enabled: true });
    },

    intentEvent(type, intentId) {
      const intent = intentOf(intentId);
      return {
        id: newId("evt"),
        object: "event",
        api_version: Stripe.API_VERSION,
        created: nowSeconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(intent.json) },
      };
    },

    async start() {
      const server = createServer((request, response) => {
        handle(request, response).catch((error: unknown) => {
          // A bug in the fake: say so in Stripe's shape rather than hang the SDK.
          if (response.headersSent) return request.socket.destroy();
          response.writeHead(500, { "content-type": "application/json" });
          response.end(
            JSON.stringify({ error: { type: "api_error", message: `The fake Stripe API failed: ${String(error)}` } }),
          );
        });
      });
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", resolve);
      });
      const { port } = server.address() as AddressInfo;
      return {
        host: "127.0.0.1",
        port,
        close: () =>
          new Promise<void>((resolve, reject) => {
            server.close((error) => (error ? reject(error) : resolve()));
            // The SDK keeps its connections alive; close them rather than wait for their timeout.
            server.closeAllConnections();
          }),
      };
    },
  };
}

/** A fake that is already listening. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const fake = createFakeStripe();
  const server = await fake.start();
  return Object.assign(fake, server);
}

/**
 * A webhook delivery as Stripe would sign it with this endpoint secret, through the SDK's own test
 * helper: the raw body and its Stripe-Signature header. `timestamp` is in seconds (now by default).
 */
export function signedWebhook(
  payload: string | Record<string, unknown>,
  secret: string,
  timestamp?: number,
): { body: Buffer; signature: string } {
  const text = typeof payload === "string" ? payload : JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: text,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { body: Buffer.from(text, "utf8"), signature };
}
