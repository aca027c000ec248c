import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { Alert, Anchor, Button, Card, FileInput, Group, List, Stack, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import { IconCertificate, IconClock, IconFileUpload, IconVideo } from "@tabler/icons-react";
import { apiErrorMessage, useNotarizations, useStartNotarization, useUploadNotarizationProof } from "@prenup/api-client";
import { fullName, signingDateProblem } from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { SignByCard } from "../../components/sign-by/sign-by-card.tsx";
import { BLOCKER_ACTIONS, NOTARIZATION_TEXTS as T } from "./notarization-texts.ts";

/**
 * /notarize: the notarization info screen. Everything it shows comes from the server: the
 * availability (the spec's order, then the wedding-day cutoff and California's wait) with its title
 * and message, and how this state notarizes — online, or in person with the notarized copy uploaded
 * and the date on the notary's certificate, which must fall in the signing window the server serves
 * (checked here with the same rule, `signingDateProblem`, before the upload).
 */
export function NotarizePage() {
  const { status, error, retry, user, document, standing } = useCustomerStanding();
  const notarizations = useNotarizations(document?.id);
  const start = useStartNotarization(user?.id, document?.id);
  const upload = useUploadNotarizationProof(user?.id, document?.id);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [signedOn, setSignedOn] = useState("");

  if (status === "loading" || (document && notarizations.isPending)) return <LoadingState />;
  if (status === "error") return <ErrorState error={error} onRetry={retry} />;
  if (notarizations.isError) return <ErrorState error={notarizations.error} onRetry={() => void notarizations.refetch()} />;
  if (!document || !notarizations.data) {
    return (
      <Stack gap="lg">
        <Title order={1}>{T.title}</Title>
        <Text>
          Start by choosing your state in the{" "}
          <Anchor component={Link} to="/questionnaire">
            questionnaire
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }
  const { availability, items } = notarizations.data;
  const signingWindow = availability.signingWindow;
  const dateProblem = signedOn === "" ? null : signingDateProblem({ signedOn, today: new Date(`${signingWindow.today}T12:00:00.000Z`), window: signingWindow });
  const live = items.find((item) => item.isLive);
  if (live && !live.notarizationCompletedAt) return <Navigate to="/notarize/review" replace />;
  const problem = availability.problem;
  const blockerAction = standing?.notarization.blocker ? BLOCKER_ACTIONS[standing.notarization.blocker.reason] : undefined;
  const signByCard = standing ? <SignByCard standing={standing} partnerName={(document.partner && fullName(document.partner)) || "your partner"} /> : null;

  if (problem?.code === "NOTARIZATION_COMPLETE") {
    return (
      <Stack gap="lg" maw={728}>
        <Title order={1}>{problem.title}</Title>
        <Text>{problem.message}</Text>
        {live?.signedOn ? (
          <Text>
            {T.signedOnShown} {live.signedOn}
          </Text>
        ) : null}
        <Group>
          <Button component={Link} to="/congratulations">
            {T.continue}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (problem && problem.code !== "ONLINE_NOTARY_NOT_AVAILABLE") {
    const waiting = problem.code === "CALIFORNIA_WAIT";
    return (
      <Stack gap="lg" maw={728}>
        <Title order={1}>{T.title}</Title>
        {signByCard}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light" color={waiting ? "blue" : "orange"} aria-hidden>
                {waiting ? <IconClock size={22} /> : <IconCertificate size={22} />}
              </ThemeIcon>
              <Title order={2} size="h3">
                {problem.title}
              </Title>
            </Group>
            <Text>{problem.message}</Text>
            {blockerAction && problem.code === "NOTARIZATION_NOT_AVAILABLE" ? (
              <Group>
                <Button component={Link} to={blockerAction.to}>
                  {blockerAction.label}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Card>
      </Stack>
    );
  }

  if (availability.mode === "ONLINE") {
    return (
      <Stack gap="lg" maw={728}>
        <Title order={1}>{T.title}</Title>
        {signByCard}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group gap="sm">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
                <IconVideo size={22} />
              </ThemeIcon>
              <Title order={2} size="h3">
                {T.onlineTitle}
              </Title>
            </Group>
            <Text>{T.onlineIntro}</Text>
            {start.isError ? <Alert color="red">{apiErrorMessage(start.error)}</Alert> : null}
            <Group>
              <Button loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: () => void navigate("/notarize/review") })}>
                {T.startOnline}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={728}>
      <Title order={1}>{T.title}</Title>
      {signByCard}
      {availability.notaryBlockText ? (
        <Alert color="blue" title="Online notarization is not available in your state">
          {availability.notaryBlockText}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (file && signedOn !== "" && !dateProblem) upload.mutate({ file, signedOn }, { onSuccess: () => void navigate("/congratulations") });
          }}
        >
          <Stack gap="md">
            <Group gap="sm">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
                <IconFileUpload size={22} />
              </ThemeIcon>
              <Title order={2} size="h3">
                {T.proofTitle}
              </Title>
            </Group>
            <Text>{T.proofIntro}</Text>
            {signingWindow.text ? <Text fw={600}>{signingWindow.text}</Text> : null}
            {availability.instructions.length > 0 ? (
              <List aria-label={T.instructionsLabel} spacing="xs">
                {availability.instructions.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            ) : null}
            <TextInput
              type="date"
              label={T.signedOnLabel}
              description={T.signedOnHelp}
              required
              value={signedOn}
              min={signingWindow.firstDay ?? undefined}
              max={signingWindow.today}
              error={dateProblem?.message}
              onChange={(event) => {
                setSignedOn(event.currentTarget.value);
                upload.reset();
              }}
            />
            <FileInput
              label={T.proofLabel}
              accept="application/pdf,.pdf"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                upload.reset();
              }}
              clearable
              description={T.proofOnlyPdf}
            />
            {upload.isError ? (
              <Alert color="red" role="alert">
                {upload.error.status === 415 ? T.proofOnlyPdf : apiErrorMessage(upload.error)}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" disabled={!file || signedOn === "" || dateProblem !== null} loading={upload.isPending}>
                {T.proofUpload}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
