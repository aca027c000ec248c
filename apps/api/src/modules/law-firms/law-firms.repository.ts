import { lawFirms, live, type Database, type Executor } from "@prenup/db";
import { type Column, and, asc, eq, type SQL, sql } from "drizzle-orm";
import { personOf, type PersonOf } from "../users/users.queries.ts";
import type { LawFirmResponse } from "./law-firms.schemas.ts";

/** A firm as the admin's screens read it: its columns, live attorneys' count and lead (and, for one firm, its attorneys). */
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

/** A firm's attorney as the statement answers it: the attorney's own fields and the person (the users' published read). */
type FirmAttorney = { id: string; person: PersonOf; stage: string; isLawFirmLead: boolean };

/** The firm row as the statement answers it, before the people are spread into the attorneys' and the lead's fields. */
type FirmStatementRow = Omit<AdminLawFirmRow, "lead" | "attorneys"> & {
  lead: { id: string; person: PersonOf } | null;
  attorneys?: FirmAttorney[];
};

function toAdminLawFirmRow({ lead, attorneys, ...row }: FirmStatementRow): AdminLawFirmRow {
  return {
    ...row,
    lead: lead && {
      id: lead.id,
      firstName: lead.person.firstName,
      lastName: lead.person.lastName,
      email: lead.person.email,
    },
    ...(attorneys === undefined
      ? {}
      : {
          attorneys: attorneys.map((attorney) => ({
            id: attorney.id,
            firstName: attorney.person.firstName,
            lastName: attorney.person.lastName,
            email: attorney.person.email,
            stage: attorney.stage,
            isLawFirmLead: attorney.isLawFirmLead,
          })),
        }),
  };
}

/**
 * What the firms' statements embed of their attorneys (the attorney portal, which keeps the
 * attorneys and their firm, publishes this read; its manifest lends it in `reads`).
 */
export type LawFirmAttorneyReads = {
  /**
   * The firm's live attorneys as a row source: id, user_id, stage, is_law_firm_lead, created_at.
   */
  liveFirmAttorneysOf(firmId: Column | SQL): SQL;
};

export function createLawFirmsRepository(db: Database, { liveFirmAttorneysOf }: LawFirmAttorneyReads) {
  /**
   * The columns of firm `f` the admin's screens show, with its live attorneys' count and its lead
   * (the longest-standing live attorney flagged lead), over the attorney portal's firm attorneys.
   */
  const firmColumns = sql`
    f.id, f.name, f.contact_email, f.website, f.payout_details, f.is_approved, f.stripe_account_id, f.created_at,
    (select count(*) from ${liveFirmAttorneysOf(sql`f.id`)} a)::int as attorney_count,
    (select json_build_object('id', a.id, 'person', ${personOf(sql`a.user_id`)})
       from ${liveFirmAttorneysOf(sql`f.id`)} a
      where a.is_law_firm_lead
      order by a.created_at limit 1) as lead`;

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
      const result = await db.execute(
        sql`select ${firmColumns}, count(*) over () as total
              from law_firms f
             where ${live("f")} ${search ? sql`and (f.name ilike ${search} or f.contact_email ilike ${search})` : sql``}
             order by f.name, f.id
             limit ${query.limit} offset ${query.offset}`,
      );
      return (result as unknown as { rows: FirmStatementRow[] }).rows.map(toAdminLawFirmRow);
    },

    /** The admin's live firm with its attorneys by name (one statement); null when there is no such firm. */
    async adminFindLawFirm(id: string, executor: Executor = db): Promise<AdminLawFirmRow | null> {
      const result = await executor.execute(
        sql`select ${firmColumns},
                   coalesce((select json_agg(json_build_object('id', a.id, 'person', p.person, 'stage', a.stage, 'isLawFirmLead', a.is_law_firm_lead)
                                             order by p.person->>'lastName', p.person->>'firstName')
                               from ${liveFirmAttorneysOf(sql`f.id`)} a
                               cross join lateral (select ${personOf(sql`a.user_id`)} as person) p), '[]'::json) as attorneys
              from law_firms f
             where f.id = ${id}::uuid and ${live("f")}`,
      );
      const [row] = (result as unknown as { rows: FirmStatementRow[] }).rows;
      return row ? toAdminLawFirmRow(row) : null;
    },
  };
}

export type LawFirmsRepository = ReturnType<typeof createLawFirmsRepository>;
