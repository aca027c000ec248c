import { useState } from "react";
import { Alert, Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import {
  apiErrorMessage,
  currentDocument,
  useCreateDocument,
  useCurrentUser,
  usePostnupEligibility,
  usePostnupWaitlist,
  useSetPostnupWaitlist,
  useStates,
  useUserDocuments,
  type PostnupEligibilityQuery,
} from "@prenup/api-client";
import { formatDate } from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { MaritalDecision } from "../../components/marital-decision/marital-decision.tsx";
import { MovedInField, useMovedIn } from "../../components/marital-decision/moved-in-field.tsx";
import { POSTNUP_TEXTS as T } from "./postnup-texts.ts";

/**
 * /postnup: a married couple starts a postnuptial agreement where their state's law allows one
 * (GET /users/{id}/postnup-eligibility shows what it decides and asks, each rule with its source;
 * POST /documents with kind POSTNUP starts it, then the questionnaire). A customer with an agreement
 * already is sent to it; one not married yet can put their name on the list
 * (GET/PUT /users/{id}/postnup-waitlist).
 */
export function PostnupPage() {
  const user = useCurrentUser();
  const userId = user.data?.id;
  const documents = useUserDocuments(userId);
  const document = documents.data ? currentDocument(documents.data) : undefined;

  let body;
  if (user.isPending || documents.isPending) body = <LoadingState />;
  else if (user.isError || documents.isError)
    body = <ErrorState error={user.error ?? documents.error} onRetry={() => void documents.refetch()} />;
  else if (document)
    body = (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{document.kind === "POSTNUP" ? T.hasPostnup : T.hasPrenup}</Text>
          <Group gap="sm">
            <Button component={Link} to="/">
              {T.toDashboard}
            </Button>
            {document.kind === "PRENUP" ? (
              <Button component={Link} to="/agreement-changes" variant="default">
                {T.toChanges}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
    );
  else if (userId)
    body = (
      <>
        <StartPostnup userId={userId} />
        <WaitlistCard userId={userId} />
      </>
    );

  return (
    <Stack gap="lg" maw={728}>
      <Title order={1}>{T.title}</Title>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {T.whatTitle}
        </Title>
        <Text>{T.what}</Text>
        <Text>{T.rules}</Text>
      </Stack>
      {body}
    </Stack>
  );
}

/** The state, what its law decides for a postnup, and the start (refused where the state refuses one). */
function StartPostnup({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const states = useStates({ isActive: true });
  const [abbreviation, setAbbreviation] = useState<PostnupEligibilityQuery["state"] | null>(null);
  const movedIn = useMovedIn();
  const eligibility = usePostnupEligibility(userId, {
    ...(abbreviation ? { state: abbreviation } : {}),
    ...movedIn.query,
  });
  const create = useCreateDocument(userId);
  const stateList = [...(states.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const chosen = stateList.find((state) => state.abbreviation === abbreviation);
  const decision = eligibility.data;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="postnup-start-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="postnup-start-title">
          {T.startTitle}
        </Title>
        <Group gap="md" align="flex-start" wrap="wrap">
          <Select
            label={T.stateLabel}
            placeholder={T.statePlaceholder}
            searchable
            data={stateList.map((state) => ({ value: state.abbreviation, label: state.name }))}
            value={abbreviation}
            onChange={(value) => setAbbreviation(value as PostnupEligibilityQuery["state"] | null)}
            w={260}
          />
          <MovedInField field={movedIn} label={T.movedInLabel} hint={T.movedInHint} w={260} />
        </Group>
        {eligibility.isError ? <Alert color="red">{apiErrorMessage(eligibility.error)}</Alert> : null}
        {abbreviation && eligibility.isPending ? <LoadingState /> : null}
        {decision ? <MaritalDecision eligibility={decision} /> : null}
        {decision && chosen && decision.outcome !== "BLOCKED" ? (
          <Stack gap="xs" align="flex-start">
            {create.isError ? (
              <Alert color="red" role="alert">
                {apiErrorMessage(create.error)}
              </Alert>
            ) : null}
            <Button
              loading={create.isPending}
              onClick={() =>
                create.mutate(
                  { stateId: chosen.id, userAId: userId, kind: "POSTNUP" },
                  { onSuccess: () => void navigate("/questionnaire") },
                )
              }
            >
              {decision.outcome === "COURT_PETITION" ? T.courtStart : T.start}
            </Button>
            <Text size="sm" c="dimmed">
              {T.startHint}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The list for customers not married yet. */
function WaitlistCard({ userId }: { userId: string }) {
  const waitlist = usePostnupWaitlist(userId);
  const change = useSetPostnupWaitlist(userId);
  const joinedAt = waitlist.data?.joinedAt ?? null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={T.waitlistTitle}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {T.waitlistTitle}
        </Title>
        <Text>{T.waitlist}</Text>
        {waitlist.data ? (
          <>
            <Text fw={600}>{joinedAt ? T.onList(formatDate(joinedAt)) : T.notOnList}</Text>
            {change.isError ? (
              <Alert color="red" role="alert">
                {apiErrorMessage(change.error)}
              </Alert>
            ) : null}
            <Group gap="sm">
              {joinedAt ? (
                <Button variant="default" loading={change.isPending} onClick={() => change.mutate(false)}>
                  {T.leave}
                </Button>
              ) : (
                <Button variant="default" loading={change.isPending} onClick={() => change.mutate(true)}>
                  {T.join}
                </Button>
              )}
            </Group>
          </>
        ) : waitlist.isError ? (
          <ErrorState error={waitlist.error} onRetry={() => void waitlist.refetch()} />
        ) : (
          <LoadingState />
        )}
      </Stack>
    </Card>
  );
}
