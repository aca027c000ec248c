import { documents, states, users, type Executor } from "@prenup/db";
import { eq, sql } from "drizzle-orm";

/**
 * Who gets a refund receipt and the zone its date is read in: the payer's address (the users' table)
 * and the state of the agreement the purchase was for (documents, states), in one statement.
 */
export async function receiptPayer(
  executor: Executor,
  input: { payerId: string; documentId: string | null },
): Promise<{ id: string; email: string | null; stateAbbreviation: string | null } | null> {
  const [row] = await executor
    .select({ id: users.id, email: users.email, stateAbbreviation: states.abbreviation })
    .from(users)
    .leftJoin(documents, input.documentId ? eq(documents.id, input.documentId) : sql`false`)
    .leftJoin(states, eq(states.id, documents.stateId))
    .where(eq(users.id, input.payerId))
    .limit(1);
  return row ?? null;
}
