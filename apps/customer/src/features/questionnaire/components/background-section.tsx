import { useState } from "react";
import { Card, SimpleGrid, Stack, Title } from "@mantine/core";
import { ANSWER_MESSAGES, backgroundSectionStatus } from "@prenup/domain";
import type { Standing } from "@prenup/api-client";
import { NameField } from "../../../components/profile-fields/profile-fields.tsx";
import type { CustomerStanding, StandingSectionItem } from "../../../components/standing/use-customer-standing.ts";
import { useSectionAnswers, useSectionSummary } from "../hooks/use-section-answers.ts";
import { ContinueSection, continueFacts } from "./continue-section.tsx";
import { SectionGroupsView } from "./section-groups-view.tsx";
import { StateBlock } from "./state-block.tsx";

/**
 * Background information: the state with its explainer video, the name (saved
 * 500 ms after typing and when left), then the identity questions (pronouns, date of birth, phone).
 * Without a state only the state and the name show, and Continue follows the rule ('Almost there!',
 * then /payment while unpaid).
 */
export function BackgroundSection({
  data,
  standing,
  section,
  today,
}: {
  data: CustomerStanding;
  standing: Standing;
  section: StandingSectionItem;
  today: () => Date;
}) {
  const user = data.user;
  const answers = useSectionAnswers({
    userId: user?.id,
    section: section.path,
    stateAbbreviation: data.stateAbbreviation,
    reviewDays: data.reviewDays,
    agreementKind: data.agreementKind,
    today,
  });
  const summary = useSectionSummary(answers);
  const [showRequired, setShowRequired] = useState(false);
  if (!user) return null;

  // The server's rule, on what the screen shows now (names and identity answers as typed).
  const status = backgroundSectionStatus({
    hasState: standing.hasState,
    firstName: user.firstName,
    lastName: user.lastName,
    identityStatus: summary.status ?? "NOT_STARTED",
  });
  const namesMissing = !user.firstName?.trim() || !user.lastName?.trim();

  // Continue comes under the groups once they are all mounted (see SectionGroupsView), so it does not move down.
  const continueSection = (
    <ContinueSection
      {...continueFacts(data, standing, section, status)}
      isSaving={summary.isSaving}
      hasErrors={(standing.hasState && summary.hasErrors) || namesMissing}
      onShowErrors={() => {
        setShowRequired(true);
        answers.showAllMessages();
      }}
    />
  );
  return (
    <>
      <StateBlock user={user} document={data.document} prenupPaid={standing.prenupPaid} showRequired={showRequired} />
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
            <NameField
              user={user}
              field="firstName"
              label="First name"
              required
              requiredMessage={showRequired ? ANSWER_MESSAGES.required : null}
            />
            <NameField user={user} field="middleName" label="Middle name" />
            <NameField
              user={user}
              field="lastName"
              label="Last name"
              required
              requiredMessage={showRequired ? ANSWER_MESSAGES.required : null}
            />
            <NameField user={user} field="suffix" label="What is your suffix? (leave blank if none)" />
          </SimpleGrid>
        </Stack>
      </Card>
      {standing.hasState ? (
        <SectionGroupsView answers={answers} footer={continueSection} stateName={data.document?.state?.name ?? null} />
      ) : (
        continueSection
      )}
    </>
  );
}
