import type { ReactNode } from "react";
import { Link } from "react-router";
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { ErrorState, LoadingState } from "@prenup/ui";
import { SignByCard } from "../../components/sign-by/sign-by-card.tsx";
import { currentDocument, useCurrentUser, useStanding, useUserDocuments, type UserDocument } from "@prenup/api-client";
import { OutcomesLink } from "../../components/outcomes-link/outcomes-link.tsx";
import { PAGE_TITLES } from "../../components/page-titles/page-titles.ts";
import { fullName, nextStep, waitingOnText, type NextStepFacts } from "@prenup/domain";

const partnerNameOf = (document: UserDocument | undefined) =>
  (document?.partner && fullName(document.partner)) || "your partner";

/** The next step on the path for the signed-in partner, who waits on whom, and one button to it. */
function NextStepCard({ standing, document }: { standing: NextStepFacts; document: UserDocument | undefined }) {
  const partnerName = partnerNameOf(document);
  const step = nextStep(standing, partnerName);
  return (
    <Card withBorder radius="md" padding="lg" maw={728} component="section" aria-labelledby="next-step-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="next-step-heading">
            Your next step
          </Title>
          <Badge
            variant="light"
            color={step.waitingOn === "YOU" ? "blue" : step.waitingOn === "NOBODY" ? "teal" : "gray"}
          >
            {step.waitingOn === "YOU" ? "Your turn" : step.waitingOn === "NOBODY" ? "Done" : "Waiting"}
          </Badge>
        </Group>
        <Text fw={600}>{step.title}</Text>
        <Text size="sm" c="dimmed">
          {waitingOnText(step, partnerName)}
        </Text>
        {step.action.path !== "/" ? (
          <Group>
            <Button component={Link} to={step.action.path}>
              {step.action.label}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The home page, titled as the menu names it, the greeting under the title; `children` are the
 * cards other features add (the route module composes them).
 */
export function DashboardPage({ children }: { children?: ReactNode }) {
  const user = useCurrentUser().data;
  const documents = useUserDocuments(user?.id);
  const document = currentDocument(documents.data);
  const standing = useStanding(user?.id);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{PAGE_TITLES.dashboard}</Title>
        <Text size="lg">{user?.firstName ? `Welcome, ${user.firstName}` : "Welcome"}</Text>
      </Stack>
      {standing.data ? <NextStepCard standing={standing.data} document={document ?? undefined} /> : null}
      {standing.data ? (
        <SignByCard standing={standing.data} partnerName={partnerNameOf(document ?? undefined)} />
      ) : null}
      {documents.isPending ? (
        <LoadingState />
      ) : documents.isError ? (
        <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />
      ) : document ? (
        <Card withBorder radius="md" padding="lg" maw={728}>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {document.kind === "POSTNUP" ? "Your postnup" : "Your prenup"}
            </Title>
            <Text>
              <Text span fw={600}>
                State:
              </Text>{" "}
              {document.state?.name ?? "Not chosen yet"}
            </Text>
            <Text>
              <Text span fw={600}>
                Partner:
              </Text>{" "}
              {document.partner
                ? fullName(document.partner) || "Joined, name not given yet"
                : document.invitationSentAt
                  ? "Invited, not joined yet"
                  : "Not invited yet"}
            </Text>
            <OutcomesLink />
            {standing.data?.document?.notarizationComplete ? (
              <>
                <Anchor component={Link} to="/agreement-changes">
                  Update or cancel your agreement
                </Anchor>
                <Anchor component={Link} to="/aftercare">
                  Keep your agreement working: reminders and what to keep separate
                </Anchor>
              </>
            ) : null}
          </Stack>
        </Card>
      ) : (
        <Stack gap="xs">
          <Text>
            You have not started a prenup yet.{" "}
            {standing.data ? null : (
              <Anchor component={Link} to="/questionnaire">
                Start the questionnaire
              </Anchor>
            )}
          </Text>
          <Anchor component={Link} to="/postnup">
            Already married? Make a postnuptial agreement
          </Anchor>
        </Stack>
      )}
      {children}
    </Stack>
  );
}
