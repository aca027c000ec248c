import { Navigate } from "react-router";
import { Stack } from "@mantine/core";
import { ErrorState, LoadingState } from "@prenup/ui";
import { questionnaireSectionRoute, UI_MESSAGES } from "@prenup/domain";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { LockedSection } from "./components/locked-section.tsx";

/**
 * /questionnaire: on to the section the standing says to resume at — the first one not done that
 * the person can open (a locked section is skipped: its only way on is booking representation).
 */
export function QuestionnaireRedirectPage() {
  const data = useCustomerStanding();
  if (data.status === "error") {
    return (
      <Stack maw={728}>
        <ErrorState error={UI_MESSAGES.loadingSections} onRetry={data.retry} />
      </Stack>
    );
  }
  if (data.status === "loading" || !data.standing) return <LoadingState />;
  const { resumePath } = data.standing.questionnaire;
  if (resumePath) return <Navigate to={questionnaireSectionRoute(resumePath)} replace />;
  // Every section is locked until representation is booked.
  return <LockedSection sectionName="Your questionnaire" ruleTypes={data.standing.me.attorneyRuleTypes} />;
}
