import { DomainError } from "@prenup/domain";
import type { QuestionnaireContext } from "./questionnaire.context.ts";
import { QUESTIONNAIRE_MESSAGES } from "./questionnaire.messages.ts";
import type { SectionGroupsResponse } from "./questionnaire.schemas.ts";
import { sectionGroupsOf } from "./section-groups.ts";

/** A section's groups for the user on their active agreement, or on `documentId` (admin view). */
export async function getSectionGroups(
  ctx: QuestionnaireContext,
  input: { userId: string; section: string; documentId?: string | undefined },
): Promise<SectionGroupsResponse> {
  const context = await ctx.standing.loadContext(input.userId, { documentId: input.documentId ?? null });
  if (input.documentId && context.facts.document?.id !== input.documentId.toLowerCase()) {
    throw new DomainError("DOCUMENT_NOT_FOUND", QUESTIONNAIRE_MESSAGES.documentNotFound);
  }
  return sectionGroupsOf(ctx, context, input.section);
}
