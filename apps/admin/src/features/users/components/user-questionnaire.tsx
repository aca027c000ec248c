import { useState } from "react";
import { useAdminQuestionnaireSections, useAdminSectionGroups } from "@prenup/api-client";
import { ReadOnlyQuestionnaire, shownSectionId } from "@prenup/ui";
import { SECTION_TEXTS } from "../users-texts.ts";

/** The user's answers, read-only, section by section (the admin variants of the questionnaire calls). */
export function UserQuestionnaire({ userId, documentId }: { userId: string; documentId: string | null }) {
  const sections = useAdminQuestionnaireSections(userId);
  const [section, setSection] = useState<string | null>(null);
  const groups = useAdminSectionGroups(userId, shownSectionId(sections.data, section), documentId);
  return (
    <ReadOnlyQuestionnaire
      sections={sections}
      selectedSectionId={section}
      onSelectSection={setSection}
      groups={groups}
      emptyText={SECTION_TEXTS.questionnaireEmpty}
      notAnsweredText={SECTION_TEXTS.notAnswered}
    />
  );
}
