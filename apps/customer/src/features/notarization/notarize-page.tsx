import { useState, type ReactNode } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  List,
  Radio,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCertificate, IconClock, IconFileUpload, IconMapPin, IconVideo } from "@tabler/icons-react";
import {
  apiErrorMessage,
  useAnswerNotarySignerLocation,
  useNotarizations,
  useStartNotarization,
  useUploadNotarizationProof,
  type NotarizationAvailability,
} from "@prenup/api-client";
import { formatDay, fullName, signingDateProblem } from "@prenup/domain";
import { DossierDownloadButton, ErrorState, LoadingState } from "@prenup/ui";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { SignByCard } from "../../components/sign-by/sign-by-card.tsx";
import { CounselCertificationCard } from "./components/counsel-certification-card.tsx";
import { BLOCKER_ACTIONS, NOTARIZATION_TEXTS as T, signerText } from "./notarization-texts.ts";

/** The availability's problems about where the signers will be: the online card asks the question instead. */
const LOCATION_PROBLEMS = new Set(["SIGNER_LOCATION_MISSING", "SIGNER_LOCATION_NOT_ALLOWED"]);

/**
 * /notarize: the notarization info screen. Everything it shows comes from the server: the
 * availability (the spec's order, then the wedding-day cutoff and California's wait) with its title
 * and message, and how this state notarizes — online, or in person with the notarized copy uploaded
 * and the date on the notary's certificate, which must fall in the signing window the server serves
 * (checked here with the same rule, `signingDateProblem`, before the upload). Where the couple's
 * state's law makes a signer's location matter (the server's `signerLocation` is not null), each
 * signer says for themselves, before an online session, whether they will be in that state when
 * they sign; when one will be, the server refuses the online session with its reason and the
 * in-person upload is offered here instead. Elsewhere nothing is asked.
 */
export function NotarizePage() {
  const { status, error, retry, user, document, standing } = useCustomerStanding();
  const notarizations = useNotarizations(document?.id);
  const start = useStartNotarization(user?.id, document?.id);
  const upload = useUploadNotarizationProof(user?.id, document?.id);
  const answerLocation = useAnswerNotarySignerLocation(user?.id, document?.id);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [signedOn, setSignedOn] = useState("");
  const [signEarly, setSignEarly] = useState(false);

  if (status === "loading" || (document && notarizations.isPending)) return <LoadingState />;
  if (status === "error") return <ErrorState error={error} onRetry={retry} />;
  if (notarizations.isError)
    return <ErrorState error={notarizations.error} onRetry={() => void notarizations.refetch()} />;
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
  const dateProblem =
    signedOn === "" ? null : signingDateProblem({ signedOn, today: signingWindow.today, window: signingWindow });
  const live = items.find((item) => item.isLive);
  if (live && !live.notarizationCompletedAt) return <Navigate to="/notarize/review" replace />;
  const problem = availability.problem;
  // Where the state sets no review period: the days advised to consider the final text, and the choice to sign sooner.
  const reflection = availability.reflection;
  const blockerAction = standing?.notarization.blocker
    ? BLOCKER_ACTIONS[standing.notarization.blocker.reason]
    : undefined;
  const signByCard = standing ? (
    <SignByCard standing={standing} partnerName={(document.partner && fullName(document.partner)) || "your partner"} />
  ) : null;
  const dossierButton = <DossierDownloadButton documentId={document.id} />;
  const counselState = standing?.notarization.counselCertification.mine ?? "NOT_NEEDED";
  const counselCard =
    user && counselState !== "NOT_NEEDED" ? (
      <CounselCertificationCard userId={user.id} documentId={document.id} state={counselState} />
    ) : null;

  if (problem?.code === "NOTARIZATION_COMPLETE") {
    return (
      <Stack gap="lg" maw={728}>
        <Title order={1}>{problem.title}</Title>
        <Text>{problem.message}</Text>
        {live?.signedOn ? (
          <Text>
            {T.signedOnShown} {formatDay(live.signedOn)}
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

  if (problem && problem.code !== "ONLINE_NOTARY_NOT_AVAILABLE" && !LOCATION_PROBLEMS.has(problem.code)) {
    const waiting = problem.code === "CALIFORNIA_WAIT";
    return (
      <Stack gap="lg" maw={728}>
        <Title order={1}>{T.title}</Title>
        {signByCard}
        {dossierButton}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <CardHeading
              icon={waiting ? <IconClock size={22} /> : <IconCertificate size={22} />}
              color={waiting ? "blue" : "orange"}
              top
            >
              {problem.title}
            </CardHeading>
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
        {counselCard}
      </Stack>
    );
  }

  const me = document.respondent ?? null;
  const names = {
    me,
    A: me === "A" ? (user?.firstName ?? null) : (document.partner?.firstName ?? null),
    B: me === "B" ? (user?.firstName ?? null) : (document.partner?.firstName ?? null),
  };
  const signInPerson = problem?.code === "SIGNER_LOCATION_NOT_ALLOWED";
  const proofCard = (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file && signedOn !== "" && !dateProblem)
            upload.mutate({ file, signedOn }, { onSuccess: () => void navigate("/congratulations") });
        }}
      >
        <Stack gap="md">
          <CardHeading icon={<IconFileUpload size={22} />}>{T.proofTitle}</CardHeading>
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
            <Button
              type="submit"
              disabled={!file || signedOn === "" || dateProblem !== null}
              loading={upload.isPending}
            >
              {T.proofUpload}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );

  if (availability.mode === "ONLINE") {
    return (
      <Stack gap="lg" maw={728}>
        <Title order={1}>{T.title}</Title>
        {signByCard}
        {dossierButton}
        {counselCard}
        {availability.signerLocation ? (
          <SignerLocationCard
            location={availability.signerLocation}
            names={names}
            pending={answerLocation.isPending}
            error={answerLocation.isError ? apiErrorMessage(answerLocation.error) : null}
            onAnswer={(inState) => answerLocation.mutate({ inState })}
          />
        ) : null}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <CardHeading icon={<IconVideo size={22} />}>{T.onlineTitle}</CardHeading>
            <Text>{T.onlineIntro}</Text>
            {problem && LOCATION_PROBLEMS.has(problem.code) ? (
              <Alert color={signInPerson ? "orange" : "blue"} title={problem.title}>
                {problem.message}
              </Alert>
            ) : null}
            {reflection ? (
              <Alert
                color={reflection.early ? "yellow" : "blue"}
                title={reflection.title}
                icon={<IconClock size={18} />}
              >
                <Stack gap="sm">
                  <Text size="sm">{reflection.message}</Text>
                  {reflection.early ? (
                    <Checkbox
                      checked={signEarly}
                      onChange={(event) => setSignEarly(event.currentTarget.checked)}
                      label={reflection.confirmLabel}
                    />
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
            {start.isError ? <Alert color="red">{apiErrorMessage(start.error)}</Alert> : null}
            <Group>
              <Button
                disabled={!availability.canStart || (reflection?.early === true && !signEarly)}
                loading={start.isPending}
                onClick={() =>
                  start.mutate(reflection?.early ? { signEarly } : undefined, {
                    onSuccess: () => void navigate("/notarize/review"),
                  })
                }
              >
                {T.startOnline}
              </Button>
            </Group>
          </Stack>
        </Card>
        {signInPerson ? proofCard : null}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={728}>
      <Title order={1}>{T.title}</Title>
      {signByCard}
      {dossierButton}
      {counselCard}
      {availability.notaryBlockText ? (
        <Alert color="blue" title="Online notarization is not available in your state">
          {availability.notaryBlockText}
        </Alert>
      ) : null}
      {proofCard}
    </Stack>
  );
}

/**
 * The signer-location question, answered by the reader for themselves, with every signer's answer
 * as the server has it (the partner's and the attorneys' too: each answers on their own device).
 */
function SignerLocationCard(props: {
  location: NonNullable<NotarizationAvailability["signerLocation"]>;
  names: { me: "A" | "B" | null; A: string | null; B: string | null };
  pending: boolean;
  error: string | null;
  onAnswer: (inState: boolean) => void;
}) {
  const state = props.location.stateName;
  const mine = props.location.signers.find((signer) => signer.isYou);
  const saved = mine?.inState === true ? "yes" : mine?.inState === false ? "no" : null;
  // The choice shows at once while it is sent; a refused one falls back to the server's answer.
  const [chosen, setChosen] = useState<string | null>(null);
  const value = props.error ? saved : (chosen ?? saved);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <CardHeading icon={<IconMapPin size={22} />}>{T.locationTitle}</CardHeading>
        <Text size="sm" c="dimmed">
          {props.location.explanation}
        </Text>
        {mine ? (
          <Radio.Group
            label={props.location.question}
            value={value}
            onChange={(next) => {
              setChosen(next);
              props.onAnswer(next === "yes");
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="no" label={T.locationNo} disabled={props.pending} />
              <Radio value="yes" label={T.locationYes(state)} disabled={props.pending} />
            </Stack>
          </Radio.Group>
        ) : null}
        {props.error ? (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        ) : null}
        <List aria-label={T.locationSignersLabel} spacing={4} size="sm">
          {props.location.signers.map((signer) => (
            <List.Item key={signer.role}>
              {signerText({ role: signer.role, name: signer.name }, props.names)}:{" "}
              {signer.inState === null
                ? T.locationUnanswered
                : signer.inState
                  ? T.locationInState(state)
                  : T.locationElsewhere(state)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/** A card's heading on this page: its icon in a tinted square beside the title (`top`: level with a title's first line). */
function CardHeading({
  icon,
  color,
  top = false,
  children,
}: {
  icon: ReactNode;
  color?: string;
  top?: boolean;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align={top ? "flex-start" : "center"}>
      <ThemeIcon size={36} radius="md" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3">
        {children}
      </Title>
    </Group>
  );
}
