import { Link } from "react-router";
import { Button } from "@mantine/core";
import { useCurrentUser, useStanding } from "@prenup/api-client";
import { nextStep } from "@prenup/domain";

/** Where a page sends the customer when their next step is the page itself (or unknown yet): the dashboard. */
export const DASHBOARD_STEP = { label: "Open your dashboard", path: "/" } as const;

/**
 * The one button to the customer's next step on the couple's path (the domain's `nextStep` of their
 * standing), for pages that end a task (a payment, a paid prenup): a couple past the questionnaire
 * is never sent back to it. `here` is the page showing it: a next step on this page (or below it),
 * or the dashboard's own card, becomes the dashboard.
 */
export function NextStepButton({ here }: { here: string }) {
  const userId = useCurrentUser().data?.id;
  const standing = useStanding(userId);
  const step = standing.data ? nextStep(standing.data, "your partner").action : DASHBOARD_STEP;
  const isHere = step.path === here || step.path.startsWith(`${here}/`);
  const action = isHere || step.path === "/" ? DASHBOARD_STEP : step;
  return (
    <Button component={Link} to={action.path} w={{ base: "100%", xs: "auto" }}>
      {action.label}
    </Button>
  );
}
