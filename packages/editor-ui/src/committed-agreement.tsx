import { Stack, Text, Title } from "@mantine/core";
import {
  useAgreementHistory,
  useAgreementSnapshot,
  type AgreementClause,
  type AgreementCommit,
} from "@prenup/api-client";
import { ClauseExplanationNote, ErrorState, LoadingState, formatDateTime } from "@prenup/ui";
import { TextView } from "./rich-text-block.tsx";

function ClauseView({ clause, depth }: { clause: AgreementClause; depth: number }) {
  return (
    <Stack gap={4} pl={depth > 0 ? 24 : 0}>
      {clause.title ? (
        <Text fw={700} td={clause.textStyle === "BOLD_UNDERLINED" ? "underline" : undefined}>
          {clause.title}
        </Text>
      ) : null}
      <TextView text={clause.text} />
      {clause.explanation ? <ClauseExplanationNote explanation={clause.explanation} /> : null}
      {clause.children.map((child, index) => (
        <ClauseView key={child.key ?? index} clause={child} depth={depth + 1} />
      ))}
    </Stack>
  );
}

/** Who committed the version and when, in words. */
export function versionLine(commit: AgreementCommit): string {
  const when = formatDateTime(commit.commitAt);
  if (commit.kind === "GENERATION") return `Generated on ${when}`;
  return `Edited by ${commit.author?.name ?? "an attorney"} on ${when}${commit.message ? `: ${commit.message}` : ""}`;
}

/** The agreement's committed text (its newest version), read-only: what the couple reads, each clause with its "What this means". */
export function CommittedAgreement({ documentId, headingOrder = 2 }: { documentId: string; headingOrder?: 2 | 3 }) {
  const history = useAgreementHistory(documentId);
  const latest = history.data?.commits.items[0];
  const snapshot = useAgreementSnapshot(documentId, latest?.commitAt);

  if (history.isPending) return <LoadingState />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (!latest) return <Text c="dimmed">The agreement has not been generated yet, so there is no text to show.</Text>;
  if (snapshot.isPending) return <LoadingState />;
  if (snapshot.isError) return <ErrorState error={snapshot.error} onRetry={() => void snapshot.refetch()} />;

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {versionLine(latest)}
      </Text>
      {snapshot.data.sections.map((section, index) => (
        <Stack component="section" key={section.key ?? index} gap="xs" aria-label={section.title}>
          <Title order={headingOrder} size="h4">
            {section.title}
          </Title>
          <TextView text={section.text} />
          {section.clauses.map((clause, clauseIndex) => (
            <ClauseView key={clause.key ?? clauseIndex} clause={clause} depth={0} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
