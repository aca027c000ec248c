import { formatDateTime } from "@prenup/domain";
import { useMemo } from "react";
import { Card, Stack, Text, Title } from "@mantine/core";
import type { AgreementCommit } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { AgreementChanges, trackAgreement, useAgreementVersions, versionsSinceGeneration } from "@prenup/ui/redline";
import { historyEntryText } from "../documents-texts.ts";

/**
 * The attorneys' changes to the generated text, as tracked changes: each changed clause's
 * insertions and deletions, who made them and when, and each commit's summary. Shown only once an
 * attorney has committed a change since the agreement was last generated.
 */
export function AttorneyChanges({ documentId, commits }: { documentId: string; commits: AgreementCommit[] }) {
  const edits = versionsSinceGeneration(commits).slice(1);
  if (edits.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="attorney-changes-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="attorney-changes-heading">
          Changes since the agreement was generated
        </Title>
        <Stack gap={4} component="ul" style={{ paddingLeft: 20, margin: 0 }} aria-label="Summaries of the changes">
          {edits.map((commit) => (
            <li key={commit.commitAt}>
              <Text size="sm">
                {formatDateTime(commit.commitAt)} — {historyEntryText(commit)}
                {commit.message ? `: “${commit.message}”` : ""}
              </Text>
            </li>
          ))}
        </Stack>
        <TrackedChanges documentId={documentId} commits={commits} />
      </Stack>
    </Card>
  );
}

function TrackedChanges({ documentId, commits }: { documentId: string; commits: AgreementCommit[] }) {
  const versions = useAgreementVersions(documentId, commits);
  const loaded = versions.status === "success" ? versions.versions : null;
  const tracked = useMemo(() => (loaded ? trackAgreement(loaded) : null), [loaded]);
  if (versions.status === "error") return <ErrorState error={versions.error} onRetry={versions.retry} />;
  if (!tracked) return <LoadingState label="Loading the changes…" />;
  return (
    <>
      <Text size="sm" c="dimmed">
        Words added are underlined, words taken out are struck through; under each clause, who changed it and when.
      </Text>
      <AgreementChanges sections={tracked} label="Changes to the generated text" />
    </>
  );
}
