// The buyers' closed loops: each buyer, one purchase after another until the time is up, opens
// (or gets) their cart, puts the Q&A call in it and pays by card; each call is timed from sending
// to the last byte of the answer, and the purchase from the first call's sending to the checkout's
// answer. The HTTP exchange is passed in, so the loop is the same against any server (and in tests).
import { CALLS, callFigures, PURCHASE, type CallName, type LoadResult, type RowName } from "./figures.ts";
import type { Buyer } from "./load-job.ts";

export interface Answer {
  /** 0 when the connection failed. */
  status: number;
  body: string;
}

/** One POST with a JSON body and the buyer's token. */
export type Send = (path: string, token: string, body: unknown) => Promise<Answer>;

/** The local payment gateway's test card that always succeeds. */
export const CARD_TOKEN = "tok_local_success";

export interface PurchaseLoopOptions {
  buyers: Buyer[];
  productId: string;
  seconds: number;
  send: Send;
  /** A clock in ms (default performance.now). */
  now?: () => number;
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

function idOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { id?: unknown };
    return typeof parsed.id === "string" ? parsed.id : undefined;
  } catch {
    return undefined;
  }
}

function paid(body: string): boolean {
  try {
    return (JSON.parse(body) as { status?: unknown }).status === "paid";
  } catch {
    return false;
  }
}

export async function runPurchases(options: PurchaseLoopOptions): Promise<LoadResult> {
  const now = options.now ?? (() => performance.now());
  const latencies = Object.fromEntries([...CALLS, PURCHASE].map((row) => [row, [] as number[]])) as Record<
    RowName,
    number[]
  >;
  const failures = Object.fromEntries(CALLS.map((call) => [call, {} as Record<string, number>])) as Record<
    CallName,
    Record<string, number>
  >;
  const firstFailures: LoadResult["firstFailures"] = {};
  const fail = (call: CallName, cause: string, answer: Answer): false => {
    failures[call][cause] = (failures[call][cause] ?? 0) + 1;
    firstFailures[call] ??= `${cause}: ${answer.body.slice(0, 300)}`;
    return false;
  };
  /** Sends one call, records it, and answers its body when it succeeded. */
  const call = async (name: CallName, path: string, token: string, body: unknown): Promise<string | false> => {
    const sent = now();
    const answer = await options.send(path, token, body);
    const ms = now() - sent;
    if (!isSuccess(answer.status)) return fail(name, answer.status === 0 ? "no answer" : String(answer.status), answer);
    if (name === "open cart" && idOf(answer.body) === undefined)
      return fail(name, `${answer.status} without a cart id`, answer);
    if (name === "checkout" && !paid(answer.body)) return fail(name, `${answer.status} not paid`, answer);
    latencies[name].push(ms);
    return answer.body;
  };

  const started = now();
  const deadline = started + options.seconds * 1000;
  const loop = async (buyer: Buyer): Promise<void> => {
    while (now() < deadline) {
      const purchaseStarted = now();
      const cart = await call("open cart", `/users/${buyer.id}/carts`, buyer.token, {});
      const cartId = cart === false ? undefined : idOf(cart);
      if (cartId === undefined) continue;
      const added = await call("add Q&A", `/users/${buyer.id}/carts/${cartId}/cart-items`, buyer.token, {
        productId: options.productId,
        quantity: 1,
      });
      if (added === false) continue;
      const checkout = await call("checkout", `/users/${buyer.id}/checkout`, buyer.token, {
        cartId,
        paymentMethod: "CARD",
        paymentMethodToken: CARD_TOKEN,
      });
      if (checkout !== false) latencies[PURCHASE].push(now() - purchaseStarted);
    }
  };
  await Promise.all(options.buyers.map(loop));
  const seconds = (now() - started) / 1000;
  const calls = Object.fromEntries([
    ...CALLS.map((name) => [name, callFigures(latencies[name], failures[name], seconds)]),
    [PURCHASE, callFigures(latencies[PURCHASE], {}, seconds)],
  ]) as LoadResult["calls"];
  return { buyers: options.buyers.length, seconds, calls, firstFailures };
}
