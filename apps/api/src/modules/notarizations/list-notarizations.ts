import { availabilityOf } from "./notarization-availability.ts";
import { toNotarizationResponse } from "./notarization-response.ts";
import { factsOrFail } from "./notarization-steps.ts";
import type { NotarizationsContext, NotaryActor } from "./notarizations.context.ts";

/** GET /documents/{id}/notarizations: the history, newest first, and whether one may start now. */
export async function listNotarizations(
  ctx: NotarizationsContext,
  documentId: string,
  actor: NotaryActor,
  query: { page: number; pageSize: number },
) {
  const facts = await factsOrFail(ctx, documentId);
  const [availability, rows] = await Promise.all([
    availabilityOf(ctx, facts, actor),
    ctx.repository.list(documentId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  ]);
  return {
    items: rows.map(({ row }) => toNotarizationResponse(row, facts, actor)),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    availability,
  };
}
