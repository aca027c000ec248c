import { useState } from "react";
import { Card, SimpleGrid, Stack, Title } from "@mantine/core";
import type { SectionStatus } from "@prenup/domain";
import { ANSWER_MESSAGES } from "@prenup/domain";
import { NameField } from "../../../components/profile-fields/profile-fields.tsx";
import type { QuestionnaireData } from "../hooks/use-questionnaire-data.ts";
import { useSectionAnswers } from "../hooks/use-section-answers.ts";
import { ContinueSection } from "./continue-section.tsx";
import { SectionGroupsView } from "./section-groups-view.tsx";
import { StateBlock } from "./state-block.tsx";

/**
 * The background section's status as the server computes it (issue contract): COMPLETED with a
 * state, a first and last name and the identity questions complete; NOT_STARTED with none of it.
 */
export function backgroundStatus(input: { hasState: boolean; firstName: string | null; lastName: string | null; identity: SectionStatus | null }): SectionStatus {
  const hasFirst = Boolean(input.firstName?.trim());
  const hasLast = Boolean(input.lastName?.trim());
  if (input.hasState && hasFirst && hasLast && input.identity === "COMPLETED") return "COMPLETED";
  const anything = input.hasState || hasFirst || hasLast || input.identity === "IN_PROGRESS" || input.identity === "COMPLETED";
  return anything ? "IN_PROGRESS" : "NOT_STARTED";
}

type SectionItem = QuestionnaireData["sections"][number];

/**
 * Background information (customer spec §2): the state with its explainer video, the name (saved
 * 500 ms after typing and when left), then the identity questions (pronouns, date of birth, phone).
 * Without a state only the state and the name show, and Continue follows the rule ('Almost there!',
 * then /payment while unpaid).
 */
export function BackgroundSection({ data, section, today }: { data: QuestionnaireData; section: SectionItem; today: () => Date }) {
  const user = data.user;
  const answers = useSectionAnswers({ userId: user?.id, section: section.path, stateAbbreviation: data.stateAbbreviation, today });
  const [showRequired, setShowRequired] = useState(false);
  if (!user) return null;

  const status = backgroundStatus({ hasState: data.hasState, firstName: user.firstName, lastName: user.lastName, identity: answers.status });
  const current = { ...section, status };
  const namesMissing = !user.firstName?.trim() || !user.lastName?.trim();

  return (
    <>
      <StateBlock user={user} document={data.document} prenupPaid={data.prenupPaid} showRequired={showRequired} />
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="name-block-title"
        data-invalid={showRequired && namesMissing ? "true" : undefined}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="name-block-title">
            Your name
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={0}>
            <NameField user={user} field="firstName" label="First name" required requiredMessage={showRequired ? ANSWER_MESSAGES.required : null} />
            <NameField user={user} field="middleName" label="Middle name" />
            <NameField user={user} field="lastName" label="Last name" required requiredMessage={showRequired ? ANSWER_MESSAGES.required : null} />
            <NameField user={user} field="suffix" label="What is your suffix? (leave blank if none)" />
          </SimpleGrid>
        </Stack>
      </Card>
      {data.hasState ? <SectionGroupsView userId={data.user?.id} answers={answers} /> : null}
      <ContinueSection
        sections={data.sections.map((candidate) => (candidate.id === section.id ? current : candidate))}
        current={current}
        hasState={data.hasState}
        prenupPaid={data.prenupPaid}
        sectionRequiresAttorney={section.attorneyRequiredQuestionPresentSection}
        wantsAttorney={data.wantsAttorney}
        representationPaid={data.representationPaid}
        isSaving={answers.autosave.isSaving}
        hasErrors={(data.hasState && answers.hasErrors) || namesMissing}
        onShowErrors={() => {
          setShowRequired(true);
          answers.showAllMessages();
        }}
      />
    </>
  );
}
