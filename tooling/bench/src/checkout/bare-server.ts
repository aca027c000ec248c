// The baseline of the checkout benchmark: the same three calls (same paths and bodies) served by a
// bare Fastify over a `pg` pool of the same size as our API's, each doing the useful SQL of the
// call on the real tables as named prepared statements, and nothing else: no authentication,
// validation, access rules, purchase rules, logging or response shaping. The floor our API is
// measured against.
//   open cart  insert the open cart (its document looked up inline) on conflict do nothing; else select it
//   add Q&A    insert the cart_items row (only into the user's own unpaid cart)
//   checkout   begin; the cart FOR UPDATE with its items and their products; the couple's document;
//              the couple's purchase items; the gateway's ledger row; one purchase item per cart
//              item; the cart PAID; the audit row; commit
import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { CALLS, type CallName } from "./figures.ts";

export interface BareCheckoutServer {
  baseUrl: string;
  /** Requests answered and statements run so far, per call. */
  counts(): Record<CallName, { requests: number; statements: number }>;
  close(): Promise<void>;
}

/** The local gateway's card fee: 2.9 % rounded half up, plus 30 cents (nothing on a free cart). */
export function cardFeeCents(amountInCents: number): number {
  if (amountInCents <= 0) return 0;
  return Math.floor((amountInCents * 290 + 5_000) / 10_000) + 30;
}

const OPEN_CART_INSERT = `
  insert into carts (user_id, document_id, cart_status, created_by_id, updated_by_id)
  values ($1, (select id from documents
               where deleted_at is null and is_active and (user_a_id = $1 or user_b_id = $1)
               order by created_at desc limit 1),
          'UNPAID', $1, $1)
  on conflict do nothing
  returning id`;
const OPEN_CART_SELECT = `select id from carts where user_id = $1 and cart_status = 'UNPAID' and deleted_at is null`;
const ADD_ITEM = `
  insert into cart_items (cart_id, product_id, quantity, created_by_id, updated_by_id)
  select c.id, $3, $4, $2, $2 from carts c
  where c.id = $1 and c.user_id = $2 and c.cart_status = 'UNPAID' and c.deleted_at is null
  returning id`;
const CART_FOR_UPDATE = `
  select c.id, c.cart_status, c.checkout_attempt, i.id as item_id, i.product_id, i.quantity,
         p.price_in_cents, p.product_category
  from carts c
  left join cart_items i on i.cart_id = c.id and i.deleted_at is null
  left join products p on p.id = i.product_id
  where c.id = $1 and c.user_id = $2 and c.deleted_at is null
  order by i.created_at, i.id
  for update of c`;
const COUPLE_DOCUMENT = `
  select d.id, d.user_a_id, d.user_b_id, d.state_id, s.attorney_support
  from documents d left join states s on s.id = d.state_id
  where d.deleted_at is null and d.is_active and (d.user_a_id = $1 or d.user_b_id = $1)
  order by d.created_at desc limit 1`;
const COUPLE_PURCHASES = `
  select pi.id, pi.user_id, pi.payment_status, pi.booking_status, p.product_type
  from purchase_items pi join products p on p.id = pi.product_id
  where pi.deleted_at is null and pi.user_id = any($1::uuid[])
  order by pi.created_at, pi.id`;
const GATEWAY_PAYMENT = `
  insert into local_gateway_records (reference, kind, idempotency_key, status, amount_in_cents, details)
  values ($1, 'payment', $2, 'succeeded', $3, $4)`;
const PURCHASE_ITEM = `
  insert into purchase_items (user_id, product_id, cart_id, document_id, category, payout_status, booking_status,
                              payment_status, price_paid_in_cents, fee_paid_in_cents, created_by_id, updated_by_id)
  values ($1, $2, $3, $4, $5, $6, $7, 'SUCCESSFUL', $8, $9, $1, $1)
  returning id`;
const MARK_PAID = `
  update carts set cart_status = 'PAID', total_paid_in_cents = $2, total_fee_in_cents = $3, payment_method = 'CARD',
                   payment_reference = $4, document_id = $5, transaction_completed_at = now(), updated_at = now()
  where id = $1`;
const AUDIT = `
  insert into audit_log (actor_user_id, action, entity_type, entity_id, document_id, after, request_id, ip_address)
  values ($1, 'cart.paid', 'cart', $2, $3, $4, $5, $6)`;

interface CartRow {
  id: string;
  cart_status: "UNPAID" | "PAID";
  checkout_attempt: number;
  item_id: string | null;
  product_id: string | null;
  quantity: number | null;
  price_in_cents: number | null;
  product_category: string | null;
}

export async function startBareCheckoutServer(databaseUrl: string, maxConnections = 10): Promise<BareCheckoutServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: maxConnections });
  pool.on("error", () => {});
  const counts = Object.fromEntries(CALLS.map((call) => [call, { requests: 0, statements: 0 }])) as Record<
    CallName,
    { requests: number; statements: number }
  >;
  /** Runs one statement (a named prepared statement when it has parameters) and counts it for `call`. */
  const runner =
    (call: CallName, executor: pg.Pool | pg.PoolClient) =>
    async <Row extends pg.QueryResultRow>(name: string, text: string, values: unknown[] = []): Promise<Row[]> => {
      counts[call].statements++;
      const result = await executor.query<Row>(values.length > 0 ? { name, text, values } : { text });
      return result.rows;
    };

  const app: FastifyInstance = Fastify({ logger: false });

  app.post<{ Params: { id: string } }>("/users/:id/carts", async (request, reply) => {
    counts["open cart"].requests++;
    const query = runner("open cart", pool);
    const userId = request.params.id;
    const [created] = await query<{ id: string }>("open_cart_insert", OPEN_CART_INSERT, [userId]);
    if (created) return reply.code(201).send(created);
    const [open] = await query<{ id: string }>("open_cart_select", OPEN_CART_SELECT, [userId]);
    if (!open) throw new Error("The open cart vanished between insert and select");
    return open;
  });

  app.post<{ Params: { id: string; cartId: string }; Body: { productId: string; quantity?: number } }>(
    "/users/:id/carts/:cartId/cart-items",
    async (request, reply) => {
      counts["add Q&A"].requests++;
      const query = runner("add Q&A", pool);
      const [item] = await query<{ id: string }>("add_item", ADD_ITEM, [
        request.params.cartId,
        request.params.id,
        request.body.productId,
        request.body.quantity ?? 1,
      ]);
      if (!item) return reply.code(404).send({ error: "No such unpaid cart" });
      return { id: request.params.cartId };
    },
  );

  app.post<{ Params: { id: string }; Body: { cartId: string; paymentMethodToken?: string } }>(
    "/users/:id/checkout",
    async (request, reply) => {
      counts.checkout.requests++;
      const userId = request.params.id;
      const { cartId } = request.body;
      if (request.body.paymentMethodToken !== "tok_local_success") return reply.code(402).send({ error: "Declined" });
      const client = await pool.connect();
      const query = runner("checkout", client);
      try {
        await query("begin", "begin");
        const rows = await query<CartRow>("cart_for_update", CART_FOR_UPDATE, [cartId, userId]);
        const cart = rows[0];
        if (!cart || cart.cart_status === "PAID" || cart.item_id === null) {
          await query("rollback", "rollback");
          return reply.code(cart ? 409 : 404).send({ error: cart ? "Cart paid or empty" : "No such cart" });
        }
        const [document] = await query<{ id: string; user_a_id: string; user_b_id: string | null }>(
          "couple_document",
          COUPLE_DOCUMENT,
          [userId],
        );
        const partnerId = document ? (document.user_a_id === userId ? document.user_b_id : document.user_a_id) : null;
        await query("couple_purchases", COUPLE_PURCHASES, [partnerId ? [userId, partnerId] : [userId]]);
        const lines = rows.map((row) => ({ ...row, total: row.price_in_cents! * row.quantity! }));
        const amount = lines.reduce((sum, line) => sum + line.total, 0);
        const fee = cardFeeCents(amount);
        const reference = `lpi_${randomBytes(12).toString("hex")}`;
        const details = {
          method: "CARD",
          returnUrl: `http://localhost/payment/success?cartId=${cartId}`,
          metadata: { cartId, userId },
        };
        await query("gateway_payment", GATEWAY_PAYMENT, [
          reference,
          `checkout:${cartId}:${cart.checkout_attempt}:CARD:${amount}`,
          amount,
          JSON.stringify(details),
        ]);
        const purchaseItemIds: string[] = [];
        // One row per cart item (the benchmark's carts hold one Q&A call); the whole fee on the first.
        for (const [index, line] of lines.entries()) {
          const service = line.product_category === "ATTORNEY_SERVICE";
          const [item] = await query<{ id: string }>("purchase_item", PURCHASE_ITEM, [
            userId,
            line.product_id,
            cartId,
            document?.id ?? null,
            line.product_category,
            service ? "DUE" : null,
            service ? "WAITING" : null,
            line.total,
            index === 0 ? fee : 0,
          ]);
          purchaseItemIds.push(item!.id);
        }
        await query("mark_paid", MARK_PAID, [cartId, amount, fee, reference, document?.id ?? null]);
        const after = {
          totalPaidInCents: amount,
          totalFeeInCents: fee,
          paymentMethod: "CARD",
          paymentReference: reference,
          purchaseItemIds,
        };
        await query("audit", AUDIT, [
          userId,
          cartId,
          document?.id ?? null,
          JSON.stringify(after),
          request.id,
          request.ip,
        ]);
        await query("commit", "commit");
        return { status: "paid", purchaseItemIds };
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  );

  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string")
    throw new Error("The bare server is not listening on a TCP port");
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    counts: () => structuredClone(counts),
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
