import { useState } from "react";
import { Button, Card, SegmentedControl, Select, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import {
  apiErrorCode,
  apiErrorMessage,
  currentDocument,
  useChangeDrafts,
  useChangeEligibility,
  useCurrentUser,
  useStates,
  useUserDocuments,
  type ChangeEligibilityQuery,
  type NewChangeDraft,
} from "@prenup/api-client";
import { useMediaQuery } from "@mantine/hooks";
import { ErrorState, LAYOUT, LoadingState, MOBILE_MEDIA_QUERY, ReadingCopy } from "@prenup/ui";
import { MaritalDecision } from "../../components/marital-decision/marital-decision.tsx";
import { MovedInField, useMovedIn } from "../../components/marital-decision/moved-in-field.tsx";
import { ChangeDraftPanel } from "./components/change-draft-panel.tsx";
import { ChangeTimeline } from "./components/change-timeline.tsx";
import { StartChange } from "./components/start-change.tsx";
import { AGREEMENT_CHANGES_TEXTS as T } from "./agreement-changes-texts.ts";

/**
 * /agreement-changes: after the signing, whether the couple may change or cancel their agreement in
 * the state they live in now, and what it takes (the server decides from the state-law matrix).
 * The state starts as the one the profile says they live in, else the agreement's; a move date
 * matters where a state treats newcomers differently.
 * Where the state allows it, the couple starts a draft amendment or revocation; while a draft
 * exists, the page shows it (its changes, redline, text and signing) instead of the question. Once a
 * change is in effect, the reading copy shows the agreement as it reads now.
 */
export function AgreementChangesPage() {
  const currentUser = useCurrentUser();
  const userId = currentUser.data?.id;
  const documents = useUserDocuments(userId);
  const document = documents.data ? currentDocument(documents.data) : undefined;
  const [kind, setKind] = useState<NewChangeDraft["kind"]>("AMENDMENT");
  // On a phone the two choices stack: side by side, "Cancel the agreement" does not fit.
  const isPhone = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [chosenState, setState] = useState<ChangeEligibilityQuery["state"] | null>(null);
  // Where the couple lives now: the state chosen here, else the one in the profile, else the agreement's.
  const state = chosenState ?? (currentUser.data?.residenceState as ChangeEligibilityQuery["state"] | null) ?? null;
  const movedIn = useMovedIn();
  const query: ChangeEligibilityQuery = {
    kind,
    ...(state ? { state } : {}),
    ...movedIn.query,
  };
  const eligibility = useChangeEligibility(userId, document?.id, query);
  const drafts = useChangeDrafts(userId, document?.id);
  // Newest first; the server keeps at most one draft at a time.
  const draft = drafts.data?.items.find((item) => item.status === "DRAFT");
  const states = useStates();
  const stateChoices = (states.data ?? []).map((choice) => ({ value: choice.abbreviation, label: choice.name }));

  let body;
  if (currentUser.isPending || documents.isPending) body = <LoadingState />;
  else if (currentUser.isError || documents.isError)
    body = <ErrorState error={currentUser.error ?? documents.error} onRetry={() => void documents.refetch()} />;
  else if (!document || !userId) body = <Text>{T.noDocument}</Text>;
  else if (drafts.isError) body = <ErrorState error={drafts.error} onRetry={() => void drafts.refetch()} />;
  else if (drafts.isPending) body = <LoadingState />;
  else if (draft) body = <ChangeDraftPanel userId={userId} documentId={document.id} draft={draft} />;
  else if (eligibility.isError && apiErrorCode(eligibility.error) === "CHANGE_NOT_AVAILABLE")
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{apiErrorMessage(eligibility.error) || T.notSignedYet}</Text>
        <Button component={Link} to="/documents" size="xs">
          {T.toDocuments}
        </Button>
      </Stack>
    );
  else if (eligibility.isError)
    body = <ErrorState error={eligibility.error} onRetry={() => void eligibility.refetch()} />;
  else if (!eligibility.data) body = <LoadingState />;
  else
    body = (
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Stack gap={4}>
              <Text fw={500} size="sm" id="change-kind-label">
                {T.kindLabel}
              </Text>
              <SegmentedControl
                aria-labelledby="change-kind-label"
                orientation={isPhone ? "vertical" : "horizontal"}
                fullWidth={isPhone}
                data={[...T.kinds]}
                value={kind}
                onChange={(value) => setKind(value as NewChangeDraft["kind"])}
              />
            </Stack>
            <Select
              label={T.stateLabel}
              data={stateChoices}
              searchable
              value={state ?? eligibility.data.agreementState.abbreviation}
              onChange={(value) => setState(value as ChangeEligibilityQuery["state"])}
              allowDeselect={false}
            />
            <MovedInField field={movedIn} label={T.movedInLabel} hint={T.movedInHint} />
          </Stack>
        </Card>
        <MaritalDecision
          eligibility={eligibility.data}
          start={
            <StartChange
              userId={userId}
              documentId={document.id}
              request={{
                kind,
                state: (state ?? eligibility.data.agreementState.abbreviation) as NewChangeDraft["state"],
                ...movedIn.query,
              }}
              waiting={eligibility.isPlaceholderData}
            />
          }
        />
      </Stack>
    );

  return (
    <Stack gap="lg" maw={LAYOUT.progressBarMaxWidth} w="100%">
      <Title order={1}>{T.title}</Title>
      <Text c="dimmed">{T.intro}</Text>
      {userId && document && drafts.data?.original ? (
        <ChangeTimeline
          original={drafts.data.original}
          changes={drafts.data.items}
          userId={userId}
          documentId={document.id}
        />
      ) : null}
      {body}
      {userId && document && drafts.data?.items.some((item) => item.status === "SIGNED") ? (
        <ReadingCopy userId={userId} documentId={document.id} />
      ) : null}
    </Stack>
  );
}
