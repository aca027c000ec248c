import { lawFirms, live, type Database, type Executor } from "@prenup/db";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { LawFirmResponse } from "./law-firms.schemas.ts";

export type AdminLawFirmRow = {
  id: string;
  name: string;
  contact_email: string | null;
  website: string | null;
  payout_details: string | null;
  is_approved: boolean;
  stripe_account_id: string | null;
  created_at: unknown;
  attorney_count: number;
  lead: { id: string; firstName: string | null; lastName: string | null; email: string } | null;
  attorneys?: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    stage: string;
    isLawFirmLead: boolean;
  }[];
  total?: number | string;
};

const adminColumns = sql`
  f.id, f.name, f.contact_email, f.website, f.payout_details, f.is_approved, f.stripe_account_id, f.created_at,
  (select count(*) from attorneys a where a.law_firm_id = f.id and ${live("a")})::int as attorney_count,
  (select json_build_object('id', a.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email)
     from attorneys a join users u on u.id = a.user_id
    where a.law_firm_id = f.id and a.is_law_firm_lead and ${live("a")}
    order by a.created_at limit 1) as lead`;

export function createLawFirmsRepository(db: Database) {
  const rows = async <T>(executor: Executor, query: SQL): Promise<T[]> =>
    ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    /** Approved, live firms by name; payout details and payment-provider ids stay private. */
    async listApprovedLawFirms(): Promise<LawFirmResponse[]> {
      return db
        .select({
          id: lawFirms.id,
          name: lawFirms.name,
          website: lawFirms.website,
          contactEmail: lawFirms.contactEmail,
        })
        .from(lawFirms)
        .where(and(eq(lawFirms.isApproved, true), live(lawFirms)))
        .orderBy(asc(lawFirms.name));
    },

    async findApprovedLawFirm(executor: Executor, id: string): Promise<{ id: string } | null> {
      const [row] = await executor
        .select({ id: lawFirms.id })
        .from(lawFirms)
        .where(and(eq(lawFirms.id, id), eq(lawFirms.isApproved, true), live(lawFirms)));
      return row ?? null;
    },

    async insertLawFirm(executor: Executor, values: typeof lawFirms.$inferInsert) {
      const [row] = await executor.insert(lawFirms).values(values).returning({ id: lawFirms.id });
      return row!;
    },

    async updateLawFirm(executor: Executor, id: string, changes: Partial<typeof lawFirms.$inferInsert>) {
      const [row] = await executor
        .update(lawFirms)
        .set(changes)
        .where(and(eq(lawFirms.id, id), live(lawFirms)))
        .returning({ id: lawFirms.id });
      return row ?? null;
    },

    /** The firm's row for its payout account, locked (onboarding creates the account once). */
    async lockLawFirm(executor: Executor, id: string) {
      const [row] = await executor
        .select({
          id: lawFirms.id,
          name: lawFirms.name,
          contactEmail: lawFirms.contactEmail,
          stripeAccountId: lawFirms.stripeAccountId,
        })
        .from(lawFirms)
        .where(and(eq(lawFirms.id, id), live(lawFirms)))
        .for("update");
      return row ?? null;
    },

    async findLawFirm(id: string) {
      const [row] = await db
        .select({
          id: lawFirms.id,
          name: lawFirms.name,
          contactEmail: lawFirms.contactEmail,
          stripeAccountId: lawFirms.stripeAccountId,
        })
        .from(lawFirms)
        .where(and(eq(lawFirms.id, id), live(lawFirms)));
      return row ?? null;
    },

    async adminListLawFirms(query: {
      search?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<AdminLawFirmRow[]> {
      const search = query.search?.trim()
        ? `%${query.search.trim().replace(/[\\%_]/g, (match) => `\\${match}`)}%`
        : null;
      return rows<AdminLawFirmRow>(
        db,
        sql`select ${adminColumns}, count(*) over () as total
              from law_firms f
             where ${live("f")} ${search ? sql`and (f.name ilike ${search} or f.contact_email ilike ${search})` : sql``}
             order by f.name, f.id
             limit ${query.limit} offset ${query.offset}`,
      );
    },

    async adminFindLawFirm(id: string, executor: Executor = db): Promise<AdminLawFirmRow | null> {
      const [row] = await rows<AdminLawFirmRow>(
        executor,
        sql`select ${adminColumns},
                   coalesce((select json_agg(json_build_object('id', a.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email, 'stage', a.stage, 'isLawFirmLead', a.is_law_firm_lead) order by u.last_name, u.first_name)
                               from attorneys a join users u on u.id = a.user_id where a.law_firm_id = f.id and ${live("a")}), '[]'::json) as attorneys
              from law_firms f
             where f.id = ${id}::uuid and ${live("f")}`,
      );
      return row ?? null;
    },
  };
}

export type LawFirmsRepository = ReturnType<typeof createLawFirmsRepository>;
