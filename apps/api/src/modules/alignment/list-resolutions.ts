import { answerText } from "@prenup/domain";
import type { AlignmentContext } from "./alignment.context.ts";
import type { AlignmentRepository } from "./alignment.repository.ts";
import type { ResolutionResponse } from "./alignment.schemas.ts";

/** History rows as the API answers them: each with its question, initiator and both answers in words. */
export async function toResolutions(
  ctx: AlignmentContext,
  rows: Awaited<ReturnType<AlignmentRepository["listResolutions"]>>,
): Promise<ResolutionResponse[]> {
  const values = await ctx.repository.findOptionValues(
    rows.flatMap((row) => [...row.previousOptionIds, ...(row.newOptionIds ?? [])]),
  );
  // The options named in a history row (deleted ones included), in the order they were stored.
  const optionsOf = (...lists: string[][]) =>
    [...new Set(lists.flat())].flatMap((id) => (values.has(id) ? [{ id, value: values.get(id)! }] : []));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    question: { id: row.questionId, title: row.questionTitle },
    initiatedBy: { id: row.initiatedById, firstName: row.initiatedByFirstName, lastName: row.initiatedByLastName },
    previousTypedValue: row.previousTypedValue,
    previousOptionIds: row.previousOptionIds,
    previousAnswerText: answerText(
      { questionId: row.questionId, valueTyped: row.previousTypedValue, questionOptionIds: row.previousOptionIds },
      optionsOf(row.previousOptionIds, row.newOptionIds ?? []),
    ),
    newAnswerText: answerText(
      { questionId: row.questionId, valueTyped: row.newValueTyped, questionOptionIds: row.newOptionIds ?? [] },
      optionsOf(row.previousOptionIds, row.newOptionIds ?? []),
    ),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET /users/{id}/documents/{docId}/resolutions: the document's alignment history (the caller is a party: the access rule checked it). */
export async function listResolutions(ctx: AlignmentContext, documentId: string): Promise<ResolutionResponse[]> {
  return toResolutions(ctx, await ctx.repository.listResolutions(documentId));
}
