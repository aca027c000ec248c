import type { AftercareContext } from "./aftercare.context.ts";

/**
 * DELETE /users/{id}/documents/{docId}/aftercare: the spouse turns their reminders off (none are
 * sent after). Turning off reminders that were not on changes nothing and is not an error.
 */
export async function stopAftercare(
  ctx: AftercareContext,
  input: { userId: string; documentId: string },
): Promise<void> {
  await ctx.repository.stopPlan({
    documentId: input.documentId.toLowerCase(),
    userId: input.userId,
    at: ctx.clock.now(),
  });
}
