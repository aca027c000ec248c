/**
 * Inviting the partner, accepting an invitation, and the questionnaire reminder. One use case per
 * file, each a function of the module's context and its input (`invitePartner(ctx, actor, email)`);
 * the routes call them directly. No other module calls it.
 */
export type { PartnersContext, QuestionnaireCompletion } from "./partners.context.ts";
