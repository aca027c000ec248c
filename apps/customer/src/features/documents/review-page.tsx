import { lazy, Suspense, useMemo, useState } from "react";
import { Link } from "react-router";
import { Accordion, Alert, Anchor, Badge, Button, Card, Grid, Group, Loader, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import {
  apiErrorMessage,
  useAgreementChange,
  useAgreementHistory,
  useAgreementSnapshot,
  useDocumentFileBytes,
  useRegenerationStatus,
  type AgreementCommit,
} from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { formatDateTime } from "../../components/date-time.ts";
import { redline, type RedlineSection } from "./redline.ts";

// pdf.js is large: it loads with this page only.
const PdfViewer = lazy(() => import("./components/pdf-viewer.tsx"));

const STATUS_LABEL = { added: "Added", removed: "Removed", changed: "Changed" } as const;
const STATUS_COLOR = { added: "teal", removed: "red", changed: "yellow" } as const;

function Redline({ sections }: { sections: RedlineSection[] }) {
  if (sections.length === 0) return <Text c="dimmed">These two versions say the same thing.</Text>;
  return (
    <Stack gap="md" aria-label="Changes between the two versions" role="region">
      {sections.map((section) => (
        <Card key={section.key} withBorder padding="sm" radius="sm">
          <Group gap="xs" mb={6}>
            <Text fw={700}>{section.title}</Text>
            <Badge size="sm" color={STATUS_COLOR[section.status]}>
              {STATUS_LABEL[section.status]}
            </Badge>
          </Group>
          <Stack gap={8}>
            {section.clauses.map((clause) => (
              <div key={clause.key} data-change={clause.status}>
                <Badge size="xs" variant="light" color={STATUS_COLOR[clause.status]} mb={4}>
                  {STATUS_LABEL[clause.status]}
                </Badge>
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {clause.parts.map((part, index) =>
                    part.added ? (
                      <ins key={index} style={{ background: "var(--mantine-color-teal-1)", textDecoration: "underline" }}>
                        {part.value}
                      </ins>
                    ) : part.removed ? (
                      <del key={index} style={{ background: "var(--mantine-color-red-1)" }}>
                        {part.value}
                      </del>
                    ) : (
                      <span key={index}>{part.value}</span>
                    ),
                  )}
                </Text>
              </div>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function History({ documentId, commits }: { documentId: string; commits: AgreementCommit[] }) {
  const [from, setFrom] = useState(commits[1]?.commitAt ?? "");
  const [to, setTo] = useState(commits[0]?.commitAt ?? "");
  const before = useAgreementSnapshot(documentId, from || null);
  const after = useAgreementSnapshot(documentId, to || null);
  const changes = useMemo(() => (before.data && after.data ? redline(before.data.sections, after.data.sections) : null), [before.data, after.data]);
  const options = commits.map((commit, index) => ({ value: commit.commitAt, label: `${formatDateTime(commit.commitAt)}${index === 0 ? " (current)" : ""}` }));
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
                {formatDateTime(commit.commitAt)} — {commit.kind === "GENERATION" ? "generated" : "changed by an attorney"}
                {commit.author ? ` by ${commit.author.name}` : ""}
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
              <NativeSelect label="Compare" data={options} value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
              <NativeSelect label="with" data={options} value={to} onChange={(event) => setTo(event.currentTarget.value)} />
            </Group>
            {before.isError || after.isError ? (
              <ErrorState error={before.error ?? after.error} onRetry={() => void (before.refetch(), after.refetch())} />
            ) : changes ? (
              <Redline sections={changes} />
            ) : (
              <Loader size="sm" aria-label="Comparing the versions" />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** /documents/review: the PDF in the page, what each article means, Mark as reviewed, the history and its redline. */
export function ReviewPage() {
  const { status: loadStatus, error, retry, user, document } = useCustomerStanding();
  const history = useAgreementHistory(document?.id);
  const regeneration = useRegenerationStatus(document?.id);
  const latest = history.data?.commits.items[0];
  const snapshot = useAgreementSnapshot(document?.id, latest?.commitAt);
  const pdfFileId = regeneration.data?.pdfFileId ?? document?.generatedPdfFileId ?? null;
  const pdf = useDocumentFileBytes(document?.id, pdfFileId);
  const change = useAgreementChange(user?.id, document?.id);

  if (loadStatus === "loading" || history.isPending || regeneration.isPending) return <LoadingState />;
  if (loadStatus === "error") return <ErrorState error={error} onRetry={retry} />;
  if (history.isError || regeneration.isError) return <ErrorState error={history.error ?? regeneration.error} onRetry={() => void (history.refetch(), regeneration.refetch())} />;
  if (!document || !latest || !pdfFileId) {
    return (
      <Stack gap="lg">
        <Title order={1}>Review your agreement</Title>
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
  const generated = document.lastGeneratedAt !== null;
  const canReview = generated && !document.reviewedAt && !status.needsRegeneration;
  const title = `Your ${document.state?.name ?? ""} agreement`.replace("  ", " ");

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Review your agreement</Title>
        {document.reviewedAt ? (
          <Badge size="lg" color="teal" leftSection={<IconCheck size={14} />}>
            Reviewed {formatDateTime(document.reviewedAt)}
          </Badge>
        ) : canReview ? (
          <Button loading={change.isPending} onClick={() => change.mutate({ reviewedAt: new Date().toISOString() })}>
            Mark as reviewed
          </Button>
        ) : null}
      </Group>
      {status.needsRegeneration ? (
        <Alert color="orange" title="This version is out of date">
          Your answers changed since it was generated.{" "}
          <Anchor component={Link} to="/documents">
            Generate it again
          </Anchor>{" "}
          before you review it.
        </Alert>
      ) : null}
      {change.isError ? <Alert color="red">{apiErrorMessage(change.error)}</Alert> : null}
      {change.isSuccess && document.reviewedAt ? (
        <Alert color="teal" role="status">
          Thank you: your review is recorded.
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="sm" bg="gray.1">
            {pdf.isError ? (
              <ErrorState error={pdf.error} onRetry={() => void pdf.refetch()} />
            ) : pdf.data ? (
              <Suspense fallback={<Loader aria-label="Loading the viewer" />}>
                <PdfViewer data={pdf.data} title={title} />
              </Suspense>
            ) : (
              <Loader aria-label="Loading the agreement" />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Title order={2} size="h3">
                What each article means
              </Title>
              <Text size="sm" c="dimmed">
                Plain-language summaries to help you read the agreement. They are not legal advice, and the agreement's own words are what count.
              </Text>
              {snapshot.isError ? (
                <ErrorState error={snapshot.error} onRetry={() => void snapshot.refetch()} />
              ) : snapshot.data ? (
                <Accordion variant="separated" multiple>
                  {snapshot.data.sections
                    .filter((section) => section.explanation)
                    .map((section) => (
                      <Accordion.Item key={section.key ?? section.title} value={section.key ?? section.title}>
                        <Accordion.Control>{section.title}</Accordion.Control>
                        <Accordion.Panel>
                          <Text size="sm">{section.explanation}</Text>
                        </Accordion.Panel>
                      </Accordion.Item>
                    ))}
                </Accordion>
              ) : (
                <Loader size="sm" aria-label="Loading the explanations" />
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <History key={history.data.commits.items.map((commit) => commit.commitAt).join()} documentId={document.id} commits={history.data.commits.items} />
    </Stack>
  );
}
