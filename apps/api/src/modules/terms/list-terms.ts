import type { TermsContext } from "./terms.context.ts";
import type { TermResponse } from "./terms.schemas.ts";

/** How specific a term is: state and template (3) > state (2) > template (1) > general (0). */
function specificity(term: TermResponse): number {
  return (term.stateId ? 2 : 0) + (term.documentTemplateId ? 1 : 0);
}

/** One term per key: the most specific of the candidates. */
export function resolveTerms(candidates: TermResponse[]): TermResponse[] {
  const byKey = new Map<string, TermResponse>();
  for (const term of candidates) {
    const current = byKey.get(term.key);
    if (!current || specificity(term) > specificity(current)) byKey.set(term.key, term);
  }
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * GET /terms: the wording that applies to a state and/or template: for each key, the term for that
 * state and template if there is one, else the state's, else the template's, else the general one.
 */
export async function listTerms(
  ctx: TermsContext,
  filter: { stateId?: string | undefined; documentTemplateId?: string | undefined },
) {
  return resolveTerms(await ctx.repository.listApplicableTerms(filter));
}
