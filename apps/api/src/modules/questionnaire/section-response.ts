import { DomainError, findSection, sectionPath, type QuestionnaireAssessment } from "@prenup/domain";
import type { SectionContent, StateQuestionnaire } from "../content/index.ts";
import { QUESTIONNAIRE_MESSAGES } from "./questionnaire.messages.ts";
import type { SectionResponse } from "./questionnaire.schemas.ts";

/** A section of the user's questionnaire as the API answers it. */
export function toSectionResponse(
  questionnaire: StateQuestionnaire,
  section: SectionContent,
  assessment: QuestionnaireAssessment,
  includeStatus: boolean,
): SectionResponse {
  return {
    id: section.id,
    key: section.key,
    label: section.label,
    name: section.name,
    description: section.description,
    order: section.order,
    path: sectionPath(section),
    status: includeStatus ? assessment.sectionStatus(section.id) : null,
    attorneyRequiredQuestionPresentSection: questionnaire.sectionsWithAttorneyRules.has(section.id),
    locked: assessment.isSectionLocked(section.id),
  };
}

/** The section a reference (id or key) names in the user's questionnaire; 404 SECTION_NOT_FOUND. */
export function requireSection(questionnaire: StateQuestionnaire, reference: string): SectionContent {
  const section = findSection(questionnaire, reference);
  if (!section) throw new DomainError("SECTION_NOT_FOUND", QUESTIONNAIRE_MESSAGES.sectionNotFound);
  return section;
}
