import { Navigate, useParams } from "react-router";
import { Stack, Text, Title } from "@mantine/core";
import { ErrorState, LoadingState } from "@prenup/ui";
import { UI_MESSAGES } from "@prenup/domain";
import { BackgroundSection } from "./components/background-section.tsx";
import { ContinueSection } from "./components/continue-section.tsx";
import { LockedSection } from "./components/locked-section.tsx";
import { SectionGroupsView } from "./components/section-groups-view.tsx";
import { StatusPanel } from "./components/status-panel.tsx";
import { useQuestionnaireData, type QuestionnaireData } from "./hooks/use-questionnaire-data.ts";
import { useSectionAnswers } from "./hooks/use-section-answers.ts";

export const BACKGROUND_SECTION_KEY = "background_information";

const today = () => new Date();

type SectionItem = QuestionnaireData["sections"][number];

/** /questionnaire/{section}: one section by its slug (or key); the background section has its own page. */
export function SectionPage() {
  const { section: slug = "" } = useParams();
  const data = useQuestionnaireData();
  if (data.status === "error") return <ErrorState error={UI_MESSAGES.loadingSections} onRetry={data.retry} />;
  if (data.status === "loading") return <LoadingState />;
  const section = data.sections.find((candidate) => candidate.path === slug || candidate.key === slug);
  if (!section) return <Navigate to="/questionnaire" replace />;

  return (
    <Stack gap="lg" maw={816} w="100%">
      <Stack gap={4}>
        <Title order={1}>{section.name}</Title>
        {section.description ? <Text c="dimmed">{section.description}</Text> : null}
      </Stack>
      {data.blocked && data.flags ? (
        <StatusPanel flags={data.flags} />
      ) : section.locked ? (
        <LockedSection sectionName={section.name} ruleTypes={data.attorneyRuleTypes} />
      ) : section.key === BACKGROUND_SECTION_KEY ? (
        <BackgroundSection key={section.id} data={data} section={section} today={today} />
      ) : (
        <QuestionSection key={section.id} data={data} section={section} />
      )}
    </Stack>
  );
}

function QuestionSection({ data, section }: { data: QuestionnaireData; section: SectionItem }) {
  const answers = useSectionAnswers({ userId: data.user?.id, section: section.path, stateAbbreviation: data.stateAbbreviation, today });
  const current = { ...section, status: answers.status ?? section.status };
  return (
    <>
      <SectionGroupsView userId={data.user?.id} answers={answers} />
      {answers.query.isSuccess ? (
        <ContinueSection
          sections={data.sections.map((candidate) => (candidate.id === section.id ? current : candidate))}
          current={current}
          hasState={data.hasState}
          prenupPaid={data.prenupPaid}
          sectionRequiresAttorney={section.attorneyRequiredQuestionPresentSection}
          wantsAttorney={data.wantsAttorney}
          representationPaid={data.representationPaid}
          isSaving={answers.autosave.isSaving}
          hasErrors={answers.hasErrors}
          onShowErrors={answers.showAllMessages}
          onAcceptDefaults={answers.acceptDefaults}
        />
      ) : null}
    </>
  );
}
