import { lazy, Suspense } from "react";
import { Navigate, useParams } from "react-router";
import { Stack, Text, Title } from "@mantine/core";
import { ErrorState, LoadingState } from "@prenup/ui";
import { usePageTitle } from "@prenup/ui/app";
import { BACKGROUND_SECTION_KEY, UI_MESSAGES } from "@prenup/domain";
import type { Standing } from "@prenup/api-client";
import {
  useCustomerStanding,
  type CustomerStanding,
  type StandingSectionItem,
} from "../../components/standing/use-customer-standing.ts";
import { sectionTitle } from "../../components/page-titles/page-titles.ts";
import { ContinueSection, continueFacts } from "./components/continue-section.tsx";
import { LockedSection } from "./components/locked-section.tsx";
import { SectionGroupsView } from "./components/section-groups-view.tsx";
import { StatusPanel } from "./components/status-panel.tsx";
import { useSectionAnswers, useSectionSummary, type SectionAnswers } from "./hooks/use-section-answers.ts";

const today = () => new Date();

// The background section (name, state, pronouns, birth date, phone: the profile fields with their
// zod schemas and the phone input) is fetched only when it is the section shown.
const BackgroundSection = lazy(async () => ({
  default: (await import("./components/background-section.tsx")).BackgroundSection,
}));

/**
 * /questionnaire/{section}: one section by its slug (or key), titled (heading and browser tab) as the
 * menu names it, its longer name and description under the title; the background section has its own page.
 */
export function SectionPage() {
  const { section: slug = "" } = useParams();
  const data = useCustomerStanding();
  const section = data.sections.find((candidate) => candidate.path === slug || candidate.key === slug);
  const title = section ? sectionTitle(section) : undefined;
  // The browser tab names the section as the heading does (the route's "Questionnaire" until it is known).
  usePageTitle(title);
  // Its questions are already being fetched, with the standing (the sign-in gate's usePrefetchStartData).
  if (data.status === "error") return <ErrorState error={UI_MESSAGES.loadingSections} onRetry={data.retry} />;
  if (data.status === "loading" || !data.standing) return <LoadingState />;
  if (!section || title === undefined) return <Navigate to="/questionnaire" replace />;
  const { standing } = data;

  return (
    <Stack gap="lg" maw={816} w="100%">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {section.name.toLowerCase() !== title.toLowerCase() ? <Text size="lg">{section.name}</Text> : null}
        {section.description ? <Text c="dimmed">{section.description}</Text> : null}
      </Stack>
      {standing.questionnaire.blocked && standing.document ? (
        <StatusPanel flags={standing.document} />
      ) : section.locked ? (
        <LockedSection sectionName={title} ruleTypes={standing.me.attorneyRuleTypes} />
      ) : section.key === BACKGROUND_SECTION_KEY ? (
        <Suspense fallback={<LoadingState />}>
          <BackgroundSection key={section.id} data={data} standing={standing} section={section} today={today} />
        </Suspense>
      ) : (
        <QuestionSection key={section.id} data={data} standing={standing} section={section} />
      )}
    </Stack>
  );
}

function QuestionSection({
  data,
  standing,
  section,
}: {
  data: CustomerStanding;
  standing: Standing;
  section: StandingSectionItem;
}) {
  const answers = useSectionAnswers({
    userId: data.user?.id,
    section: section.path,
    stateAbbreviation: data.stateAbbreviation,
    reviewDays: data.reviewDays,
    agreementKind: data.agreementKind,
    today,
  });
  return (
    <SectionGroupsView
      answers={answers}
      stateName={data.document?.state?.name ?? null}
      footer={
        answers.query.isSuccess ? (
          <SectionContinue data={data} standing={standing} section={section} answers={answers} />
        ) : null
      }
    />
  );
}

/** Continue under the questions, following the section's status, errors and saves as they change. */
function SectionContinue({
  data,
  standing,
  section,
  answers,
}: {
  data: CustomerStanding;
  standing: Standing;
  section: StandingSectionItem;
  answers: SectionAnswers;
}) {
  const summary = useSectionSummary(answers);
  return (
    <ContinueSection
      {...continueFacts(data, standing, section, summary.status ?? section.status)}
      isSaving={summary.isSaving}
      hasErrors={summary.hasErrors}
      onShowErrors={answers.showAllMessages}
      unchosen={summary.unchosen}
      onKeepAllSuggestions={answers.keepAllSuggestions}
    />
  );
}
