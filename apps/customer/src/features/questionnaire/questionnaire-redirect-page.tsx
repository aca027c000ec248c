import { Navigate } from "react-router";
import { Stack } from "@mantine/core";
import { ErrorState, LoadingState } from "@prenup/ui";
import { firstIncompleteSection, UI_MESSAGES } from "@prenup/domain";
import { useQuestionnaireData } from "./hooks/use-questionnaire-data.ts";

/** /questionnaire: on to the first section not completed (customer spec §4), else the last section. */
export function QuestionnaireRedirectPage() {
  const data = useQuestionnaireData();
  if (data.status === "error") {
    return (
      <Stack maw={728}>
        <ErrorState error={UI_MESSAGES.loadingSections} onRetry={data.retry} />
      </Stack>
    );
  }
  if (data.status === "loading") return <LoadingState />;
  const target = firstIncompleteSection(data.sections) ?? data.sections[data.sections.length - 1];
  if (!target) return <ErrorState error={UI_MESSAGES.loadingSections} onRetry={data.retry} />;
  return <Navigate to={`/questionnaire/${target.path}`} replace />;
}
