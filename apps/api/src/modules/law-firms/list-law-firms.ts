import type { LawFirmsContext } from "./law-firms.context.ts";

/** GET /law-firms: the approved firms an attorney may join. */
export function listLawFirms(ctx: LawFirmsContext) {
  return ctx.repository.listApprovedLawFirms();
}
