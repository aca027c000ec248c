import { live, type Executor } from "@prenup/db";
import { sql } from "drizzle-orm";
import { firmAttorneyColumns } from "./firm-attorney-columns.read-model.ts";

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

/** The admin's live firm with its attorneys by name (one statement; no row: no such firm). */
export async function adminLawFirm(executor: Executor, id: string): Promise<AdminLawFirmRow[]> {
  const result = await executor.execute(
    sql`select ${firmAttorneyColumns},
                   coalesce((select json_agg(json_build_object('id', a.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email, 'stage', a.stage, 'isLawFirmLead', a.is_law_firm_lead) order by u.last_name, u.first_name)
                               from attorneys a join users u on u.id = a.user_id where a.law_firm_id = f.id and ${live("a")}), '[]'::json) as attorneys
              from law_firms f
             where f.id = ${id}::uuid and ${live("f")}`,
  );
  return (result as unknown as { rows: AdminLawFirmRow[] }).rows;
}
