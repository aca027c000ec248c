import { documentClauses, live, type Executor } from "@prenup/db";
import { sql } from "drizzle-orm";

/**
 * The execution formalities' facts of a document (one statement): its state, the template state's
 * witness switch, and whether its text holds one of `deathWaiverKeys`.
 */
export function formalityFacts(executor: Executor, documentId: string, deathWaiverKeys: readonly string[]) {
  return executor.execute<{
    abbreviation: string | null;
    witness_required: boolean | null;
    waives_rights_at_death: boolean;
  }>(sql`
    select s.abbreviation,
      (select t.witness_required from document_template_states t
        where t.document_template_id = d.template_id and t.state_id = d.state_id and ${live("t")} limit 1) as witness_required,
      exists (select 1 from ${documentClauses} c where c.document_id = d.id and c.key in ${deathWaiverKeys}) as waives_rights_at_death
    from documents d left join states s on s.id = d.state_id
    where d.id = ${documentId}::uuid and ${live("d")}`);
}
