import { live, type Database } from "@prenup/db";
import { sql } from "drizzle-orm";
import { selectRows } from "../attorney-record.repository.ts";
import { attorneyClients } from "./attorney-clients.read-model.ts";
import { clientColumns } from "./client-columns.read-model.ts";
import type { ClientRow } from "./clients.repository.ts";

/** One page of the attorney's live clients by name, with the total (one statement); `search` is a LIKE pattern or null. */
export function clientPage(
  db: Database,
  attorneyId: string,
  query: { search: string | null; limit: number; offset: number },
  now: Date,
): Promise<ClientRow[]> {
  const { search } = query;
  return selectRows<ClientRow>(
    db,
    sql`${attorneyClients(attorneyId)}
          select ${clientColumns(attorneyId, now)}, count(*) over () as total
            from c join users u on u.id = c.client_id
            left join users p on p.id = c.partner_id
            left join states s on s.id = c.state_id
           where ${live("u")}
             ${search ? sql`and (u.first_name ilike ${search} or u.last_name ilike ${search} or u.email ilike ${search})` : sql``}
           order by u.last_name nulls last, u.first_name nulls last, u.id
           limit ${query.limit} offset ${query.offset}`,
  );
}
