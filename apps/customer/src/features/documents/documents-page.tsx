import { useState } from "react";
import { Link } from "react-router";
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  List,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconClock, IconDownload, IconFileText, IconX } from "@tabler/icons-react";
import {
  apiErrorMessage,
  fetchDocumentFile,
  useAgreementChange,
  useApiClient,
  useDocumentFiles,
  useGenerateAgreement,
  useFinancialSummary,
  useDisputes,
  useRegenerationStatus,
  type DisputeSuggestion,
  type RegenerationStatus,
  type Standing,
  type UserDocument,
} from "@prenup/api-client";
import {
  DOCUMENT_STATUS_LABELS,
  documentFileName,
  formatDate,
  fullName,
  questionnaireSectionRoute,
  unchosenBy,
  type AgreementProblem,
} from "@prenup/domain";
import {
  ConfirmPopup,
  DossierDownloadButton,
  ErrorState,
  LoadingState,
  saveFile,
  SharedFilesCard,
  StatusBadge,
} from "@prenup/ui";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { PAGE_TITLES } from "../../components/page-titles/page-titles.ts";
import { SignByCard } from "../../components/sign-by/sign-by-card.tsx";
import { UnverifiedLawNotice } from "./components/unverified-law-notice.tsx";
import { disclosureReadiness } from "../../components/disclosure/disclosure-readiness.ts";
import {
  CHANGES_ENTRY,
  agreementTextLinkLabel,
  reviewPeriodTitle,
  reviewWaitText,
  changeSummary,
  REASON_TEXT,
  SEPARATE_WRITINGS_TEXT,
} from "./documents-texts.ts";

/** Partner A's and B's names as the signed-in partner knows them. */
export function coupleNames(
  document: UserDocument,
  me:
    | { firstName?: string | null; middleName?: string | null; lastName?: string | null; suffix?: string | null }
    | undefined,
) {
  const mine = (me && fullName(me)) || "You";
  const theirs = (document.partner && fullName(document.partner)) || "Your partner";
  return document.respondent === "A" ? { A: mine, B: theirs } : { A: theirs, B: mine };
}

function ReviewPeriodBanner({ standing, stateName }: { standing: Standing; stateName: string | null }) {
  const wait = standing.agreement?.californiaWait;
  if (!wait?.applies) return null;
  return (
    <Alert color="blue" icon={<IconClock size={20} />} title={reviewPeriodTitle(wait.days, stateName)} maw={728}>
      {reviewWaitText(wait, stateName)}
    </Alert>
  );
}

/**
 * A partner's own attorney's certification that signing waits for (the standing's blocker): what is
 * missing and, for the user's own, where to add it.
 */
function CounselBanner({ standing }: { standing: Standing }) {
  const blocker = standing.notarization.blocker;
  if (blocker?.reason !== "OWN_COUNSEL_NOT_ON_RECORD" && blocker?.reason !== "PARTNER_COUNSEL_NOT_ON_RECORD")
    return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={20} />} title={blocker.title} maw={728} role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{blocker.message}</Text>
        {blocker.reason === "OWN_COUNSEL_NOT_ON_RECORD" ? (
          <Button component={Link} to="/notarize" size="xs" variant="light">
            Add your attorney's certification
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** The financial disclosures as a requirement of generation (`disclosureReadiness`: the server's rule). */
const DISCLOSURE_REQUIREMENT = {
  key: "DISCLOSURES",
  label: "Both financial disclosures given and acknowledged",
  path: "/financial-disclosure",
} as const;

/** The unchosen questions by section, in the questionnaire's order: each section with its questions and whose they are. */
export function unchosenBySection(
  unchosen: readonly DisputeSuggestion[],
  sections: readonly { path: string; label: string }[],
) {
  const groups = new Map<
    string,
    { path: string; label: string; titles: string[]; byMe: boolean; byPartner: boolean }
  >();
  for (const entry of unchosen) {
    const group = groups.get(entry.sectionPath) ?? {
      path: entry.sectionPath,
      label: sections.find((section) => section.path === entry.sectionPath)?.label ?? entry.title,
      titles: [],
      byMe: false,
      byPartner: false,
    };
    group.titles.push(entry.title);
    group.byMe ||= entry.byMe;
    group.byPartner ||= entry.byPartner;
    groups.set(entry.sectionPath, group);
  }
  const order = (path: string) => {
    const index = sections.findIndex((section) => section.path === path);
    return index === -1 ? sections.length : index;
  };
  return [...groups.values()].sort((a, b) => order(a.path) - order(b.path));
}

/**
 * The questions whose answer a partner has not chosen (the disputes list's suggestions, the server's
 * rule), shown while generation waits for them, by section: each section links to where they are
 * chosen, with how many and whose, and names its questions. The requirement's own label already
 * names the first few, so the list appears once it has loaded.
 */
function UnchosenAnswers({
  userId,
  sections,
  partnerName,
}: {
  userId: string | undefined;
  sections: readonly { path: string; label: string }[];
  partnerName: string;
}) {
  const disputes = useDisputes(userId);
  if (disputes.isError)
    return (
      <Text size="sm" c="dimmed">
        {apiErrorMessage(disputes.error)}{" "}
        <Anchor component="button" type="button" size="sm" onClick={() => void disputes.refetch()}>
          Try again
        </Anchor>
      </Text>
    );
  const groups = unchosenBySection(disputes.data?.suggestions ?? [], sections);
  if (groups.length === 0) return null;
  return (
    <Stack gap={4} aria-labelledby="unchosen-title">
      <Text fw={600} size="sm" id="unchosen-title">
        Answers nobody chose yet (still the suggestion)
      </Text>
      <List spacing={6} size="sm" aria-label="Answers nobody chose">
        {groups.map((group) => (
          <List.Item key={group.path}>
            <Anchor component={Link} to={questionnaireSectionRoute(group.path)}>
              {group.label}
            </Anchor>{" "}
            <Text span c="dimmed" size="sm">
              ({group.titles.length === 1 ? "1 answer" : `${group.titles.length} answers`}, not chosen by{" "}
              {unchosenBy(group, partnerName)})
            </Text>
            <Text size="xs" c="dimmed">
              {group.titles.join(" · ")}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Requirements({
  standing,
  userId,
  disclosureProblem,
  partnerName = "your partner",
}: {
  standing: Standing;
  userId: string | undefined;
  disclosureProblem: AgreementProblem | null;
  partnerName?: string;
}) {
  const requirements = [
    ...(standing.agreement?.generation.requirements ?? []),
    { ...DISCLOSURE_REQUIREMENT, met: disclosureProblem === null },
  ];
  return (
    <Stack gap="xs">
      <List spacing="xs" center aria-label="What generating your agreement needs">
        {requirements.map((requirement) => (
          <List.Item
            key={requirement.key}
            icon={
              <ThemeIcon color={requirement.met ? "teal" : "gray"} size={22} radius="xl" aria-hidden>
                {requirement.met ? <IconCheck size={14} /> : <IconX size={14} />}
              </ThemeIcon>
            }
          >
            {requirement.met ? (
              <Text span c="dimmed">
                {requirement.label}
                {/* The tick says it to the eye; a screen reader hears it in words. */}
                <VisuallyHidden> Done.</VisuallyHidden>
              </Text>
            ) : (
              <Anchor component={Link} to={requirement.path}>
                {requirement.label}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
      {requirements.some((requirement) => requirement.key === "ANSWERS_CHOSEN" && !requirement.met) ? (
        <UnchosenAnswers userId={userId} sections={standing.questionnaire.sections} partnerName={partnerName} />
      ) : null}
      {disclosureProblem ? (
        <Text size="sm" c="dimmed">
          {disclosureProblem.message}
        </Text>
      ) : null}
    </Stack>
  );
}

function NeedsRegeneration({ status, names }: { status: RegenerationStatus; names: { A: string; B: string } }) {
  if (!status.needsRegeneration || status.reason === "NOT_GENERATED") return null;
  const lines = changeSummary(status, names);
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={20} />}
      title="Your agreement needs to be generated again"
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm">{status.reason ? REASON_TEXT[status.reason] : null}</Text>
        {lines.map((line) => (
          <Text size="sm" key={line}>
            {line}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

type Download = (fileId: string, kind: "pdf" | "docx", fallbackName: string) => Promise<void>;

/**
 * The writings a partner without an attorney signs apart from the agreement (California's written
 * explanation and waiver of counsel): each a document of its own to download, sign and keep with it.
 */
function SeparateWritings({
  status,
  names,
  me,
  download,
  downloading,
}: {
  status: RegenerationStatus;
  names: { A: string; B: string };
  me: "A" | "B";
  download: Download;
  downloading: string | null;
}) {
  if (status.separateWritings.length === 0) return null;
  // The signed-in partner's own writings first.
  const writings = [...status.separateWritings].sort(
    (a, b) => Number(b.respondent === me) - Number(a.respondent === me),
  );
  return (
    <Stack gap="xs" mt="sm" aria-labelledby="separate-writings-title">
      <Title order={3} size="h4" id="separate-writings-title">
        {SEPARATE_WRITINGS_TEXT.title}
      </Title>
      <Text size="sm">{SEPARATE_WRITINGS_TEXT.intro}</Text>
      <List spacing="sm" aria-label={SEPARATE_WRITINGS_TEXT.title}>
        {writings.map((writing) => {
          const who = writing.respondent === me ? "you" : names[writing.respondent];
          return (
            <List.Item key={writing.pdfFileId}>
              <Stack gap={4}>
                <Text fw={600}>{writing.title}</Text>
                <Text size="sm" c="dimmed">
                  {writing.respondent === me ? "For you to sign" : `For ${who} to sign`}
                </Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconDownload size={14} />}
                    loading={downloading === writing.pdfFileId}
                    aria-label={`Download PDF: ${writing.title}, for ${who}`}
                    onClick={() => void download(writing.pdfFileId, "pdf", `${writing.title}.pdf`)}
                  >
                    PDF
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconDownload size={14} />}
                    loading={downloading === writing.docxFileId}
                    aria-label={`Download Word version: ${writing.title}, for ${who}`}
                    onClick={() => void download(writing.docxFileId, "docx", `${writing.title}.docx`)}
                  >
                    Word
                  </Button>
                </Group>
              </Stack>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

/** /documents: what generation needs, Generate (and again), the regenerate confirmation, downloads. */
export function DocumentsPage() {
  const { status: loadStatus, error, retry, user, document, standing } = useCustomerStanding();
  const regeneration = useRegenerationStatus(document?.id);
  const files = useDocumentFiles(document?.id);
  const summary = useFinancialSummary(user?.id, document?.id);
  const generate = useGenerateAgreement(user?.id, document?.id);
  const change = useAgreementChange(user?.id, document?.id);
  const api = useApiClient();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  if (loadStatus === "loading" || (document && (regeneration.isPending || summary.isPending))) return <LoadingState />;
  if (loadStatus === "error") return <ErrorState error={error} onRetry={retry} />;
  if (regeneration.isError)
    return <ErrorState error={regeneration.error} onRetry={() => void regeneration.refetch()} />;
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!document || !standing?.agreement) {
    return (
      <Stack gap="lg">
        <Title order={1}>{PAGE_TITLES.documents}</Title>
        <Text>
          Start by choosing your state.{" "}
          <Anchor component={Link} to="/questionnaire">
            Open the questionnaire
          </Anchor>
        </Text>
      </Stack>
    );
  }
  const status = regeneration.data!;
  const agreement = standing.agreement;
  const names = coupleNames(document, user);
  const generated = document.lastGeneratedAt !== null;
  const hasVersion = status.documentGeneratedAt !== null;
  const disclosureProblem = summary.data
    ? disclosureReadiness(summary.data, user?.id ?? "", names[document.respondent === "A" ? "B" : "A"])
    : null;
  const ready = agreement.generation.ready && disclosureProblem === null;
  const canGenerate = ready && (!generated || status.needsRegeneration);

  const agreementFileName = documentFileName({ firstName: names.A }, { firstName: names.B });
  const download: Download = async (fileId, kind, fallbackName) => {
    setDownloadError(null);
    setDownloading(fileId);
    try {
      const bytes = await fetchDocumentFile(api, document.id, fileId);
      // The server names generated files by the spec's rule (partner A, partner B, the document term; a separate writing: its partner and what it is).
      const name = files.data?.items.find((file) => file.id === fileId)?.name ?? fallbackName;
      saveFile(
        bytes,
        name,
        kind === "pdf" ? "application/pdf" : "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
    } catch (failure) {
      setDownloadError(apiErrorMessage(failure));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{PAGE_TITLES.documents}</Title>
      <ReviewPeriodBanner standing={standing} stateName={document.state?.name ?? null} />
      <CounselBanner standing={standing} />
      <SignByCard
        standing={standing}
        partnerName={(document.partner && fullName(document.partner)) || "your partner"}
      />
      {document.state ? <UnverifiedLawNotice state={document.state} rules={status.unverifiedLaw} /> : null}

      {!generated && !hasVersion ? (
        <Card withBorder radius="md" padding="lg" maw={728}>
          <Stack gap="md">
            <Title order={2} size="h3">
              Generate your agreement
            </Title>
            <Text>
              We write your agreement from both of your answers, your state's law and your financial disclosure. Here is
              what it needs:
            </Text>
            <Requirements
              standing={standing}
              userId={user?.id}
              disclosureProblem={disclosureProblem}
              partnerName={(document.partner && fullName(document.partner)) || "your partner"}
            />
          </Stack>
        </Card>
      ) : (
        <Card withBorder radius="md" padding="lg" maw={728}>
          <Stack gap="sm">
            <Group gap="sm">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
                <IconFileText size={22} />
              </ThemeIcon>
              <Title order={2} size="h3">
                {generated ? "Your agreement is ready" : "Your agreement is being changed"}
              </Title>
            </Group>
            {status.documentGeneratedAt ? <Text>Generated on {formatDate(status.documentGeneratedAt)}.</Text> : null}
            <Group gap="xs">
              {document.reviewedAt ? (
                <StatusBadge color="teal">You both reviewed it by {formatDate(document.reviewedAt)}</StatusBadge>
              ) : agreement.reviews.mine ? (
                <StatusBadge color="gray">
                  Reviewed by you; {(document.partner && fullName(document.partner)) || "your partner"}'s review is
                  still to come
                </StatusBadge>
              ) : generated ? (
                <StatusBadge color="gray">Not reviewed by you yet</StatusBadge>
              ) : null}
              {document.finalizedAt ? <StatusBadge color="teal">Finalized</StatusBadge> : null}
              {document.attorneyAId || document.attorneyBId ? (
                <StatusBadge color={agreement.status === "FULLY_APPROVED" ? "teal" : "yellow"}>
                  {DOCUMENT_STATUS_LABELS[agreement.status]}
                </StatusBadge>
              ) : null}
            </Group>
            <NeedsRegeneration status={status} names={names} />
            {!ready && status.needsRegeneration ? (
              <Requirements
                standing={standing}
                userId={user?.id}
                disclosureProblem={disclosureProblem}
                partnerName={(document.partner && fullName(document.partner)) || "your partner"}
              />
            ) : null}
            <Group gap="sm" mt="xs">
              {generated ? (
                <Button component={Link} to="/documents/review" variant="filled">
                  Review your agreement
                </Button>
              ) : null}
              {status.pdfFileId ? (
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  loading={downloading === status.pdfFileId}
                  onClick={() => void download(status.pdfFileId!, "pdf", agreementFileName)}
                >
                  Download PDF
                </Button>
              ) : null}
              {status.docxFileId ? (
                <Button
                  variant="subtle"
                  leftSection={<IconDownload size={16} />}
                  loading={downloading === status.docxFileId}
                  onClick={() =>
                    void download(status.docxFileId!, "docx", agreementFileName.replace(/\.pdf$/, ".docx"))
                  }
                >
                  Word version (for attorneys)
                </Button>
              ) : null}
            </Group>
            {generated ? (
              <Anchor component={Link} to={`/documents/${document.id}/editor`} size="sm">
                {agreementTextLinkLabel(Boolean(document.attorneyAId || document.attorneyBId))}
              </Anchor>
            ) : null}
            <SeparateWritings
              status={status}
              names={names}
              me={document.respondent}
              download={download}
              downloading={downloading}
            />
            {downloadError ? <Alert color="red">{downloadError}</Alert> : null}
          </Stack>
        </Card>
      )}

      <Group gap="sm">
        {(!generated || status.needsRegeneration) && (hasVersion || ready) ? (
          <Button
            size="md"
            disabled={!canGenerate || generate.isPending}
            loading={generate.isPending}
            onClick={() => generate.mutate()}
          >
            {hasVersion ? "Generate again" : "Generate agreement"}
          </Button>
        ) : null}
        {generated && status.canRegenerate ? (
          <Button variant="light" color="orange" onClick={() => setConfirming(true)}>
            Make changes (regenerate)
          </Button>
        ) : null}
      </Group>
      {standing.document?.notarizationComplete ? (
        <Card withBorder radius="md" padding="lg" maw={728}>
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3">
              {CHANGES_ENTRY.title}
            </Title>
            <Text>{CHANGES_ENTRY.text}</Text>
            <Group gap="sm">
              <Button component={Link} to="/agreement-changes" variant="light">
                {CHANGES_ENTRY.action}
              </Button>
              <Button component={Link} to="/aftercare" variant="subtle">
                {CHANGES_ENTRY.aftercare}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
      {generate.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Writing your agreement and laying out the PDF… this takes a few seconds.</Text>
        </Group>
      ) : null}
      {generate.isError ? (
        <Alert color="red" title="The agreement could not be generated">
          {apiErrorMessage(generate.error)}
        </Alert>
      ) : null}
      {generate.isSuccess ? (
        <Alert color="teal" title="Your agreement was generated" role="status">
          Read it on the review page, with a plain-language explanation beside each article.
        </Alert>
      ) : null}

      {generated || hasVersion ? (
        <Card withBorder radius="md" padding="lg" maw={728}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              Evidence dossier
            </Title>
            <Text>
              One PDF to hand to a lawyer or a court: the timeline of your agreement, each disclosure and when it was
              acknowledged, counsel, your state's requirements and how each was met, and the record with its hashes.
            </Text>
            <DossierDownloadButton documentId={document.id} />
          </Stack>
        </Card>
      ) : null}

      {generated || hasVersion ? (
        <Box maw={728}>
          <SharedFilesCard
            documentId={document.id}
            intro="Share a file with your partner and your attorneys: a signed copy of the agreement, a scan, a document they asked for. Everyone on your agreement can download it; you can delete your own."
          />
        </Box>
      ) : null}

      <ConfirmPopup
        opened={confirming}
        title="Regenerate your agreement?"
        message={
          <Stack gap="xs">
            <Text>
              Your questionnaire opens again so you can change your answers. Afterwards you generate the agreement
              again, and review it again.
            </Text>
            <Text>
              This clears your review
              {document.attorneyAId || document.attorneyBId ? " and your attorneys' approvals" : ""}. The current
              version stays in your history.
            </Text>
            {status.attorneyEditsSinceGeneration ? (
              <Text fw={600}>
                Your attorneys' edits to the text are replaced when you generate again: the new text comes from your
                answers. Their edits stay in your history, and your attorneys can make them again.
              </Text>
            ) : null}
          </Stack>
        }
        confirmLabel="Regenerate"
        loading={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          change.mutate(
            { reviewedAt: null, lastGeneratedInputHash: null, lastGeneratedAt: null },
            { onSettled: () => setConfirming(false) },
          )
        }
      />
      {change.isError ? <Alert color="red">{apiErrorMessage(change.error)}</Alert> : null}
    </Stack>
  );
}
