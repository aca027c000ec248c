/**
 * The questionnaire as one user sees it: sections with status and lock, a section's groups with the
 * user's answers. One use case per file, each a function of the module's context and its input
 * (`listSections(ctx, input)`); the routes call them directly.
 */
import { getSectionGroups } from "./get-section-groups.ts";
import { listSections } from "./list-sections.ts";
import type { QuestionnaireContext } from "./questionnaire.context.ts";

export type { QuestionnaireContext } from "./questionnaire.context.ts";
export { listSectionsResponseSchema, sectionGroupsSchema } from "./questionnaire.schemas.ts";

/** What other modules call (the attorney portal's client pages), on the context its manifest built. */
export function questionnaireService(ctx: QuestionnaireContext) {
  return {
    listSections: (
      userId: string,
      options: { includeStatus: boolean; stateOverride?: { id: string; abbreviation: string } | null },
    ) => listSections(ctx, { userId, ...options }),
    getSectionGroups: (input: { userId: string; section: string; documentId?: string | undefined }) =>
      getSectionGroups(ctx, input),
  };
}

export type QuestionnaireService = ReturnType<typeof questionnaireService>;
