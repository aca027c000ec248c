import { lazy, Suspense, useMemo, useState } from "react";
import { Link } from "react-router";
import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  NativeSelect,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCheck, IconClock } from "@tabler/icons-react";
import {
  apiErrorMessage,
  useAgreementChange,
  useAgreementHistory,
  useAgreementSnapshot,
  useDocumentFileBytes,
  useRegenerationStatus,
  type AgreementClause,
  type AgreementCommit,
  type AgreementSection,
} from "@prenup/api-client";
import { formatDateTime, fullName } from "@prenup/domain";
import {
  ClauseExplanationNote,
  ConfirmPopup,
  ErrorState,
  LoadingState,
  MOBILE_MEDIA_QUERY,
  StatusBadge,
} from "@prenup/ui";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { PAGE_TITLES } from "../../components/page-titles/page-titles.ts";
import { AgreementChanges, alignIds, commitMark, trackAgreement } from "@prenup/ui/redline";
import { OutcomesLink } from "../../components/outcomes-link/outcomes-link.tsx";
import { AttorneyChanges } from "./components/attorney-changes.tsx";
import { agreementTextLinkLabel, clauseExcerpt, historyEntryText, finalizeWaitText } from "./documents-texts.ts";

// pdf.js is large: it loads with this page only.
const PdfViewer = lazy(() => import("./components/pdf-viewer.tsx"));

/** Finalize refusals worth a line under the header (the others are shown elsewhere on the page, or by the buttons). */
const FINALIZE_WAIT_CODES = new Set([
  "APPROVAL_NOT_READY",
  "PARTNER_NOT_REVIEWED",
  "CALIFORNIA_WAIT",
  "SIGNING_DEADLINE_PASSED",
]);

/** A section's clauses, sub-clauses included, that carry an explanation (boilerplate carries none). */
function explainedClauses(clauses: readonly AgreementClause[]): AgreementClause[] {
  return clauses.flatMap((clause) => [...(clause.explanation ? [clause] : []), ...explainedClauses(clause.children)]);
}

/** An article: what it means, then each of its clauses with its own "What this means". */
function ArticleExplanation({ section }: { section: AgreementSection }) {
  const clauses = explainedClauses(section.clauses);
  return (
    <Stack gap="sm">
      {section.explanation ? <Text size="sm">{section.explanation}</Text> : null}
      {clauses.map((clause, index) => (
        <Stack key={clause.key ?? index} gap={2} component="section" aria-label={clauseExcerpt(clause)}>
          <Text size="sm" c="dimmed" fs="italic">
            {clauseExcerpt(clause)}
          </Text>
          <ClauseExplanationNote explanation={clause.explanation!} />
        </Stack>
      ))}
    </Stack>
  );
}

/** A clause as the agreement prints it, its sub-clauses indented, each followed by its "What this means". */
function ReadableClause({ clause }: { clause: AgreementClause }) {
  return (
    <Stack gap={6}>
      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
        {clause.title ? (
          <Text span fw={600}>
            {clause.title}.{" "}
          </Text>
        ) : null}
        {clause.text}
      </Text>
      {clause.explanation ? <ClauseExplanationNote explanation={clause.explanation} /> : null}
      {clause.children.length > 0 ? (
        <Stack gap={6} pl="md">
          {clause.children.map((child, index) => (
            <ReadableClause key={child.key ?? index} clause={child} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * The agreement's text as readable text, article by article, with what each article and clause
 * means beside it: what a phone shows first (page images of the PDF are unreadable there).
 */
function ReadableAgreement({ sections }: { sections: readonly AgreementSection[] }) {
  return (
    <Stack gap="lg" component="article" aria-label="Your agreement's text">
      {sections.map((section, sectionIndex) => (
        <Stack key={section.key ?? sectionIndex} gap="xs" component="section" aria-label={section.title}>
          <Title order={2} size="h4">
            {section.title}
          </Title>
          {section.text ? (
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {section.text}
            </Text>
          ) : null}
          {section.explanation ? (
            <Text size="sm" c="dimmed">
              {section.explanation}
            </Text>
          ) : null}
          {section.clauses.map((clause, index) => (
            <ReadableClause key={clause.key ?? index} clause={clause} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function History({ documentId, commits }: { documentId: string; commits: AgreementCommit[] }) {
  const [from, setFrom] = useState(commits[1]?.commitAt ?? "");
  const [to, setTo] = useState(commits[0]?.commitAt ?? "");
  const before = useAgreementSnapshot(documentId, from || null);
  const after = useAgreementSnapshot(documentId, to || null);
  const toCommit = commits.find((commit) => commit.commitAt === to);
  // A regeneration gives the sections and clauses new ids: the earlier version is matched to the later one by template.
  const changes = useMemo(
    () =>
      before.data && after.data && toCommit
        ? trackAgreement([
            { sections: alignIds(before.data.sections, after.data.sections), change: null },
            { sections: after.data.sections, change: commitMark(toCommit) },
          ])
        : null,
    [before.data, after.data, toCommit],
  );
  const options = commits.map((commit, index) => ({
    value: commit.commitAt,
    label: `${formatDateTime(commit.commitAt)}${index === 0 ? " (current)" : ""}`,
  }));
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          History
        </Title>
        <Stack gap={4} component="ol" aria-label="Versions of your agreement" style={{ paddingLeft: 20, margin: 0 }}>
          {commits.map((commit) => (
            <li key={commit.commitAt}>
              <Text size="sm">
                {formatDateTime(commit.commitAt)} — {historyEntryText(commit)}
              </Text>
            </li>
          ))}
        </Stack>
        {commits.length < 2 ? (
          <Text size="sm" c="dimmed">
            When the agreement is generated again, you can compare the versions here.
          </Text>
        ) : (
          <>
            <Group grow align="flex-end">
              <NativeSelect
                label="Compare"
                data={options}
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value)}
              />
              <NativeSelect
                label="with"
                data={options}
                value={to}
                onChange={(event) => setTo(event.currentTarget.value)}
              />
            </Group>
            {before.isError || after.isError ? (
              <ErrorState
                error={before.error ?? after.error}
                onRetry={() => void (before.refetch(), after.refetch())}
              />
            ) : changes ? (
              <AgreementChanges sections={changes} label="Changes between the two versions" />
            ) : (
              <LoadingState label="Comparing the versions…" />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Each partner's review of the current text, the user's first: who has reviewed it and when. The
 * agreement is final only once both have (the server refuses to finalize before).
 */
function Reviews({
  reviews,
  partnerName,
}: {
  reviews: { mine: string | null; partner: string | null };
  partnerName: string;
}) {
  const line = (done: boolean, text: string) => (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <ThemeIcon size={20} radius="xl" variant="light" color={done ? "teal" : "gray"} aria-hidden>
        {done ? <IconCheck size={14} /> : <IconClock size={14} />}
      </ThemeIcon>
      <Text size="sm" fw={done ? 600 : 400}>
        {text}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4} component="section" aria-label="Reviews of this version">
      {line(
        reviews.mine !== null,
        reviews.mine ? `You reviewed it ${formatDateTime(reviews.mine)}` : "Your review is still to come",
      )}
      {line(
        reviews.partner !== null,
        reviews.partner
          ? `${partnerName} reviewed it ${formatDateTime(reviews.partner)}`
          : `${partnerName} has not reviewed it yet`,
      )}
      <Text size="sm" c="dimmed">
        You each review this version before it is final: a new version clears both reviews.
      </Text>
    </Stack>
  );
}

/** /documents/review: the PDF in the page, what each article and clause means, Mark as reviewed, the history and its redline. */
export function ReviewPage() {
  const { status: loadStatus, error, retry, user, document, standing } = useCustomerStanding();
  const history = useAgreementHistory(document?.id);
  const regeneration = useRegenerationStatus(document?.id);
  const latest = history.data?.commits.items[0];
  const snapshot = useAgreementSnapshot(document?.id, latest?.commitAt);
  const pdfFileId = regeneration.data?.pdfFileId ?? document?.generatedPdfFileId ?? null;
  const pdf = useDocumentFileBytes(document?.id, pdfFileId);
  const change = useAgreementChange(user?.id, document?.id);
  const [confirmingFinalize, setConfirmingFinalize] = useState(false);
  // A phone reads the text itself first; the pages as printed open on request. Decided once, when
  // the page opens: a layout that followed every resize would throw away what the reader opened
  // (a full-page screenshot or a keyboard resizes the window for a moment).
  const [phone] = useState(() => window.matchMedia(MOBILE_MEDIA_QUERY).matches);
  const [showPages, setShowPages] = useState(false);

  if (loadStatus === "loading" || history.isPending || regeneration.isPending) return <LoadingState />;
  if (loadStatus === "error") return <ErrorState error={error} onRetry={retry} />;
  if (history.isError || regeneration.isError)
    return (
      <ErrorState
        error={history.error ?? regeneration.error}
        onRetry={() => void (history.refetch(), regeneration.refetch())}
      />
    );
  if (!document || !latest || !pdfFileId) {
    return (
      <Stack gap="lg">
        <Title order={1}>{PAGE_TITLES.reviewAgreement}</Title>
        <Text>
          There is nothing to review yet.{" "}
          <Anchor component={Link} to="/documents">
            Generate your agreement
          </Anchor>{" "}
          first.
        </Text>
      </Stack>
    );
  }
  const status = regeneration.data!;
  // Whether the couple may review and finalize now is the server's word (the rules PATCH enforces).
  const canReview = status.reviewProblem === null;
  const canFinalize = status.finalizeProblem === null;
  // Why finalizing waits, once the rest of the page does not already say it.
  const finalizeWait =
    !document.finalizedAt && status.finalizeProblem && FINALIZE_WAIT_CODES.has(status.finalizeProblem.code)
      ? status.finalizeProblem.message
      : null;
  const title = `Your ${document.state?.name ?? ""} agreement`.replace("  ", " ");
  const partnerName = (document.partner && fullName(document.partner)) || "Your partner";
  const reviews = standing?.agreement?.reviews ?? { mine: null, partner: null };
  const pdfViewer = pdf.isError ? (
    <ErrorState error={pdf.error} onRetry={() => void pdf.refetch()} />
  ) : pdf.data ? (
    <Suspense fallback={<LoadingState label="Loading the viewer…" />}>
      <PdfViewer data={pdf.data} title={title} />
    </Suspense>
  ) : (
    <LoadingState label="Loading the agreement…" />
  );
  // What the last review or finalization did, shown where it was asked for.
  const changeOutcome = (
    <>
      {change.isError ? <Alert color="red">{apiErrorMessage(change.error)}</Alert> : null}
      {change.isSuccess && document.finalizedAt && change.variables?.finalizedAt !== undefined ? (
        <Alert color="teal" role="status">
          Your agreement is finalized: this is the text you both sign.{" "}
          <Anchor component={Link} to="/notarize">
            Go to notarization
          </Anchor>
        </Alert>
      ) : change.isSuccess && change.variables?.reviewedAt !== undefined && reviews.mine ? (
        <Alert color="teal" role="status">
          {reviews.partner
            ? "Thank you: you have both reviewed this version."
            : `Thank you: your review is recorded. ${partnerName} reviews it too before it is final.`}
        </Alert>
      ) : null}
    </>
  );
  // Asked for after the text: the review says the partner read this version.
  const reviewActions =
    canReview || canFinalize ? (
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Your review">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {canReview ? "Have you read it all?" : "Ready to finalize?"}
          </Title>
          <Text size="sm">
            {canReview
              ? "Marking it reviewed records that you have read this version of the agreement. Ask an attorney, or your partner, about anything you are unsure of first."
              : "Finalizing makes this version the text you both sign."}
          </Text>
          <Group>
            {canReview ? (
              <Button
                loading={change.isPending && change.variables?.reviewedAt !== undefined}
                onClick={() => change.mutate({ reviewedAt: new Date().toISOString() })}
              >
                Mark as reviewed
              </Button>
            ) : null}
            {canFinalize ? <Button onClick={() => setConfirmingFinalize(true)}>Finalize the agreement</Button> : null}
          </Group>
        </Stack>
      </Card>
    ) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{PAGE_TITLES.reviewAgreement}</Title>
        {document.finalizedAt ? (
          <StatusBadge size="lg" color="teal" leftSection={<IconCheck size={14} aria-hidden />}>
            Finalized {formatDateTime(document.finalizedAt)}
          </StatusBadge>
        ) : null}
      </Group>
      <Reviews reviews={reviews} partnerName={partnerName} />
      <OutcomesLink />
      {finalizeWait ? (
        <Text c="dimmed" role="status">
          {finalizeWait}
        </Text>
      ) : null}
      {status.needsRegeneration ? (
        <Alert color="orange" title="This version is out of date">
          Your answers changed since it was generated.{" "}
          <Anchor component={Link} to="/documents">
            Generate it again
          </Anchor>{" "}
          before you review it.
        </Alert>
      ) : null}
      <AttorneyChanges documentId={document.id} commits={history.data.commits.items} />
      {phone ? (
        <>
          <Card withBorder radius="md" padding="md">
            <Text size="sm" c="dimmed" mb="md">
              The agreement's text, with a plain-language note under each article and clause. The notes are not legal
              advice, and the agreement's own words are what count.
            </Text>
            {snapshot.isError ? (
              <ErrorState error={snapshot.error} onRetry={() => void snapshot.refetch()} />
            ) : snapshot.data ? (
              <ReadableAgreement sections={snapshot.data.sections} />
            ) : (
              <LoadingState label="Loading the agreement's text…" />
            )}
          </Card>
          {reviewActions}
          {changeOutcome}
          <Card withBorder radius="md" padding="sm" bg="gray.1">
            {showPages ? (
              pdfViewer
            ) : (
              <Button variant="default" onClick={() => setShowPages(true)}>
                Show the pages as printed
              </Button>
            )}
          </Card>
        </>
      ) : (
        <>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Card withBorder radius="md" padding="sm" bg="gray.1">
                {pdfViewer}
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Card withBorder radius="md" padding="lg">
                <Stack gap="sm">
                  <Title order={2} size="h3">
                    What each article means
                  </Title>
                  <Text size="sm" c="dimmed">
                    Plain-language summaries to help you read the agreement, with what your state's law generally does
                    without it. They are not legal advice, and the agreement's own words are what count.
                  </Text>
                  {snapshot.isError ? (
                    <ErrorState error={snapshot.error} onRetry={() => void snapshot.refetch()} />
                  ) : snapshot.data ? (
                    <Accordion variant="separated" multiple>
                      {snapshot.data.sections
                        .filter((section) => section.explanation || explainedClauses(section.clauses).length > 0)
                        .map((section) => (
                          <Accordion.Item key={section.key ?? section.title} value={section.key ?? section.title}>
                            <Accordion.Control>{section.title}</Accordion.Control>
                            <Accordion.Panel>
                              <ArticleExplanation section={section} />
                            </Accordion.Panel>
                          </Accordion.Item>
                        ))}
                    </Accordion>
                  ) : (
                    <LoadingState label="Loading the explanations…" />
                  )}
                </Stack>
              </Card>
            </Grid.Col>
          </Grid>
          {reviewActions}
          {changeOutcome}
        </>
      )}
      <ConfirmPopup
        opened={confirmingFinalize}
        title="Finalize your agreement?"
        message={
          <Stack gap="xs">
            <Text>Finalizing says that this text is the one you both sign: nothing in it changes from here.</Text>
            {standing?.agreement?.californiaWait.applies &&
            standing.agreement.californiaWait.startsAt === "FINALIZATION" ? (
              <Text>{finalizeWaitText(standing.agreement.californiaWait, document?.state?.name)}</Text>
            ) : null}
          </Stack>
        }
        confirmLabel="Finalize"
        loading={change.isPending}
        onCancel={() => setConfirmingFinalize(false)}
        onConfirm={() =>
          change.mutate({ finalizedAt: new Date().toISOString() }, { onSettled: () => setConfirmingFinalize(false) })
        }
      />
      <Anchor component={Link} to={`/documents/${document.id}/editor`} size="sm">
        {agreementTextLinkLabel(Boolean(document.attorneyAId || document.attorneyBId))}
      </Anchor>
      <History
        key={history.data.commits.items.map((commit) => commit.commitAt).join()}
        documentId={document.id}
        commits={history.data.commits.items}
      />
    </Stack>
  );
}
