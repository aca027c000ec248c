// Buyers who may buy the Q&A call again and again, and the SQL our API runs for one purchase.
import type { DatabaseHandle } from "@prenup/db";
import { createAttorney } from "@prenup/db/testing";
import pg from "pg";
import type { RunningApi } from "../api-load/setup.ts";
import type { VirtualUser } from "../api-load/scenario.ts";
import { CALLS, type CallName } from "./figures.ts";
import { CARD_TOKEN } from "./loop.ts";

/** The Q&A product's id, as the customer app finds it: in GET /products. */
export async function qaProductId(api: RunningApi): Promise<string> {
  const response = await fetch(`${api.baseUrl}/products`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /products answered ${response.status}`);
  const products = (await response.json()) as { id: string; productType: string; isActive: boolean }[];
  const qa = products.find((product) => product.productType === "Q_A" && product.isActive);
  if (!qa) throw new Error("GET /products lists no active Q_A product");
  return qa.id;
}

/**
 * Makes the Q&A call buyable for every user: their couples' documents in states with attorney
 * support PARTNER (a document elsewhere moves to CA), and one approved attorney licensed in each of
 * those states. Answers the states' abbreviations.
 */
export async function enableQa(handle: DatabaseHandle, databaseUrl: string, users: VirtualUser[]): Promise<string[]> {
  const documentIds = [...new Set(users.map((user) => user.documentId))];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let states: string[];
  try {
    await client.query(
      `update documents d set state_id = (select id from states where abbreviation = 'CA' and attorney_support = 'PARTNER' limit 1)
       where d.id = any($1::uuid[])
         and not exists (select 1 from states s where s.id = d.state_id and s.attorney_support = 'PARTNER')`,
      [documentIds],
    );
    const { rows } = await client.query<{ abbreviation: string }>(
      `select distinct s.abbreviation from documents d join states s on s.id = d.state_id where d.id = any($1::uuid[]) order by 1`,
      [documentIds],
    );
    states = rows.map((row) => row.abbreviation);
  } finally {
    await client.end();
  }
  if (states.length === 0) throw new Error("No buyer's document has a state with attorney support");
  await createAttorney(handle.db, { states });
  return states;
}

async function post(api: RunningApi, user: VirtualUser, path: string, body: unknown): Promise<string> {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

export interface PurchaseStatements {
  /** How many statements each call ran (begin and commit included). */
  counts: Record<CallName, number>;
  /** The statements' texts, per call. */
  texts: Record<CallName, string[]>;
}

/** One purchase through our API (open cart, add Q&A, pay by card); `record` wraps each call. */
async function purchase(
  api: RunningApi,
  user: VirtualUser,
  productId: string,
  record: <T>(call: CallName, run: () => Promise<T>) => Promise<T>,
): Promise<void> {
  const cart = JSON.parse(await record("open cart", () => post(api, user, `/users/${user.id}/carts`, {}))) as {
    id: string;
  };
  await record("add Q&A", () =>
    post(api, user, `/users/${user.id}/carts/${cart.id}/cart-items`, { productId, quantity: 1 }),
  );
  const paid = JSON.parse(
    await record("checkout", () =>
      post(api, user, `/users/${user.id}/checkout`, {
        cartId: cart.id,
        paymentMethod: "CARD",
        paymentMethodToken: CARD_TOKEN,
      }),
    ),
  ) as { status: string };
  if (paid.status !== "paid") throw new Error(`checkout answered status ${paid.status}`);
}

/**
 * The statements our API runs for each call of one purchase, with no other load: a first purchase
 * warms the caches, the second is recorded (the handle reports every statement drizzle runs).
 */
export async function capturePurchase(
  handle: DatabaseHandle,
  api: RunningApi,
  user: VirtualUser,
  productId: string,
): Promise<PurchaseStatements> {
  await purchase(api, user, productId, (_call, run) => run());
  const texts = Object.fromEntries(CALLS.map((call) => [call, [] as string[]])) as Record<CallName, string[]>;
  await purchase(api, user, productId, async (call, run) => {
    const stop = handle.onStatement((text) => texts[call].push(text.replace(/\s+/g, " ").trim()));
    try {
      return await run();
    } finally {
      stop();
    }
  });
  const counts = Object.fromEntries(CALLS.map((call) => [call, texts[call].length])) as Record<CallName, number>;
  return { counts, texts };
}
