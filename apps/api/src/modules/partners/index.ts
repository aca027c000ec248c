/** Inviting the partner, accepting an invitation, and the questionnaire reminder. */
export { registerPartnersRoutes } from "./partners.routes.ts";
export { createPartnersService, type PartnersService, type QuestionnaireCompletion } from "./partners.service.ts";
