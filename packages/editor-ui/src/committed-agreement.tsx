import { formatDateTime } from "@prenup/domain";
import { useMemo } from "react";
import { Group, Stack, Text, Title } from "@mantine/core";
import {
  useAgreementHistory,
  useAgreementSnapshot,
  type AgreementClause,
  type AgreementCommit,
} from "@prenup/api-client";
import { ClauseExplanationNote, ErrorState, LoadingState } from "@prenup/ui";
import { numberingOf, type Numbering } from "./numbering.ts";
import { TextView } from "./rich-text-block.tsx";

function ClauseView({ clause, depth, labels }: { clause: AgreementClause; depth: number; labels: Numbering["label"] }) {
  const label = labels.get(clause.id) ?? null;
  return (
    <Stack gap={4} pl={depth > 0 ? 24 : 0}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {label ? (
          <Text component="span" miw={36}>
            {label}
          </Text>
        ) : null}
        <Stack gap={4} style={{ flex: 1 }}>
          {clause.title ? (
            <Text fw={700} td={clause.textStyle === "BOLD_UNDERLINED" ? "underline" : undefined}>
              {clause.title}
            </Text>
          ) : null}
          <TextView text={clause.text} />
        </Stack>
      </Group>
      {clause.explanation ? <ClauseExplanationNote explanation={clause.explanation} /> : null}
      {clause.children.map((child, index) => (
        <ClauseView key={child.key ?? index} clause={child} depth={depth + 1} labels={labels} />
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

/**
 * The agreement's committed text (its newest version), read-only: what the couple reads, numbered
 * as it prints, each clause with its "What this means".
 */
export function CommittedAgreement({ documentId, headingOrder = 2 }: { documentId: string; headingOrder?: 2 | 3 }) {
  const history = useAgreementHistory(documentId);
  const latest = history.data?.commits.items[0];
  const snapshot = useAgreementSnapshot(documentId, latest?.commitAt);
  const numbering = useMemo(() => numberingOf(snapshot.data?.sections ?? []), [snapshot.data]);

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
      {snapshot.data.sections.map((section, index) => {
        const number = numbering.article.get(section.id) ?? null;
        const heading = number === null ? section.title : `Article ${number}. ${section.title}`;
        return (
          <Stack component="section" key={section.key ?? index} gap="xs" aria-label={heading}>
            <Title order={headingOrder} size="h4">
              {heading}
            </Title>
            <TextView text={section.text} />
            {section.clauses.map((clause, clauseIndex) => (
              <ClauseView key={clause.key ?? clauseIndex} clause={clause} depth={0} labels={numbering.label} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
