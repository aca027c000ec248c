/**
 * The wording that applies to a state and template, and the admin's edits of it. One use case per
 * file, each a function of the module's context and its input (`listTerms(ctx, filter)`); the routes
 * call them directly.
 */
import { listTerms } from "./list-terms.ts";
import type { TermsContext } from "./terms.context.ts";

export { createTermsRepository } from "./terms.repository.ts";
export type { TermsContext } from "./terms.context.ts";
// Admin edits.
export { createTermsAdminRepository } from "./terms-admin.repository.ts";

/** What other modules call (the agreement's generation), on the context its manifest built. */
export function termsService(ctx: TermsContext) {
  return {
    listTerms: (filter: { stateId?: string | undefined; documentTemplateId?: string | undefined }) =>
      listTerms(ctx, filter),
  };
}

export type TermsService = ReturnType<typeof termsService>;
