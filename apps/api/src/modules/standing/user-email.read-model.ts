import { live, type Executor } from "@prenup/db";
import { sql } from "drizzle-orm";

/** The live user's e-mail address (the users' table; no row: no such live user). */
export async function userEmail(tx: Executor, userId: string): Promise<string | null | undefined> {
  const found = await tx.execute(sql`select email from users where id = ${userId}::uuid and ${live()}`);
  return (found.rows as { email: string | null }[])[0]?.email;
}
