import { live, type Executor } from "@prenup/db";
import type { Currency, DisclosureKind, VersionedEntry } from "@prenup/domain";
import { sql, type SQL } from "drizzle-orm";
import type { RawEntry } from "./entry-page.read-model.ts";

/**
 * The document's whole disclosure in ONE statement: its partners and state (the documents' and
 * states' tables), each kind's entries (`kinds`), the declarations with each partner's latest
 * disclosure version and the version the other partner last acknowledged, and the exchange rates;
 * no row when no document matches `where` (on `d`).
 */
export function documentDisclosure(db: Executor, kinds: SQL, where: SQL) {
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
      latest_version: {
        number: number;
        as_of: string;
        created_at: string;
        entry_count: number;
        net_worth_usd_cents: number | string;
      } | null;
      acknowledged: { number: number; acknowledged_at: string; entries: VersionedEntry[] } | null;
    }[];
    rates: { currency: Currency; rate: string | number; as_of: string }[];
  }>(sql`
        select d.user_a_id, d.user_b_id,
          (select s.abbreviation from states s where s.id = d.state_id) as state_abbreviation,
          json_build_object(${kinds}) as entries,
          (select coalesce(json_agg(json_build_object('user_id', f.user_id, 'last_changed_at', f.last_changed_at,
              'completed_at', f.completed_at, 'nothing_to_disclose_at', f.nothing_to_disclose_at,
              'latest_version', (select json_build_object('number', v.number, 'as_of', v.as_of, 'created_at', v.created_at,
                  'entry_count', v.entry_count, 'net_worth_usd_cents', v.net_worth_usd_cents)
                from disclosure_versions v where v.document_id = d.id and v.owner_id = f.user_id
                order by v.number desc limit 1),
              'acknowledged', (select json_build_object('number', v.number, 'acknowledged_at', a.acknowledged_at,
                  'entries', coalesce(v.content -> 'entries', '[]'::jsonb))
                from disclosure_acknowledgements a join disclosure_versions v on v.id = a.version_id
                where v.document_id = d.id and v.owner_id = f.user_id and a.acknowledged_by_id <> f.user_id
                order by v.number desc limit 1))), '[]'::json)
            from financial_disclosures f where f.document_id = d.id and ${live("f")}) as changes,
          (select coalesce(json_agg(json_build_object('currency', r.currency, 'rate', r.rate, 'as_of', r.as_of) order by r.currency), '[]'::json)
            from for_ex_rates r where ${live("r")}) as rates
        from documents d where ${where}`);
}
