import { live, type Database } from "@prenup/db";
import type { Currency, DisclosureKind } from "@prenup/domain";
import { sql, type SQL } from "drizzle-orm";
import type { RawEntry } from "./entry-page.read-model.ts";

/**
 * The document's whole disclosure in ONE statement: its partners and state (the documents' and
 * states' tables), each kind's entries (`kinds`), the declarations and the exchange rates; no row
 * when no document matches `where` (on `d`).
 */
export function documentDisclosure(db: Database, kinds: SQL, where: SQL) {
  return db.execute<{
    user_a_id: string;
    user_b_id: string | null;
    state_abbreviation: string | null;
    entries: Record<DisclosureKind, RawEntry[]>;
    changes: {
      user_id: string;
      last_changed_at: string | null;
      completed_at: string | null;
      nothing_to_disclose_at: string | null;
    }[];
    rates: { currency: Currency; rate: string | number; as_of: string }[];
  }>(sql`
        select d.user_a_id, d.user_b_id,
          (select s.abbreviation from states s where s.id = d.state_id) as state_abbreviation,
          json_build_object(${kinds}) as entries,
          (select coalesce(json_agg(json_build_object('user_id', f.user_id, 'last_changed_at', f.last_changed_at,
              'completed_at', f.completed_at, 'nothing_to_disclose_at', f.nothing_to_disclose_at)), '[]'::json)
            from financial_disclosures f where f.document_id = d.id and ${live("f")}) as changes,
          (select coalesce(json_agg(json_build_object('currency', r.currency, 'rate', r.rate, 'as_of', r.as_of) order by r.currency), '[]'::json)
            from for_ex_rates r where ${live("r")}) as rates
        from documents d where ${where}`);
}
