import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { fetchReadingCopyPdf, useApiClient, useReadingCopy } from "@prenup/api-client";
import { useNamedDownload } from "../files/use-named-download.ts";
import { formatDay } from "@prenup/domain";
import { ErrorState, LoadingState } from "../components/status-states.tsx";
import { AGREEMENT_VERSIONS_TEXTS as T } from "./agreement-changes-texts.ts";

/**
 * The agreement as it reads now (the server's reading copy): every labelled clause, as signed or as
 * the last amendment both signed left it (marked with that amendment; a removed clause struck
 * through), labelled as not itself signed; or, once a revocation is signed, that it no longer governs.
 * The same copy downloads as a PDF, every page marked as not signed.
 */
export function ReadingCopy({ userId, documentId }: { userId: string; documentId: string }) {
  const copy = useReadingCopy(userId, documentId);
  const api = useApiClient();
  const { loading, failure, download } = useNamedDownload<"pdf">();
  const save = () =>
    download("pdf", () => fetchReadingCopyPdf(api, { userId, documentId }), T.readingCopyFileName, "application/pdf");
  if (copy.isError) return <ErrorState error={copy.error} onRetry={() => void copy.refetch()} />;
  if (!copy.data) return <LoadingState />;
  const { clauses, revokedOn } = copy.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="reading-copy-title">
      <Title order={2} size="h4" id="reading-copy-title">
        {T.readingCopyTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {T.readingCopyNote}
      </Text>
      <Group>
        <Button size="xs" variant="default" loading={loading === "pdf"} onClick={() => void save()}>
          {T.readingCopyPdf}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {revokedOn ? (
        <Text size="sm" fw={500} role="status">
          {T.revokedOn(formatDay(revokedOn))}
        </Text>
      ) : null}
      <Paper
        withBorder
        radius="sm"
        p="md"
        mah={480}
        role="region"
        aria-label={T.readingCopyLabel}
        tabIndex={0}
        style={{ overflowY: "auto" }}
      >
        <Stack gap="md">
          {clauses.map((clause) => (
            <Stack key={clause.label} gap={4}>
              <Group gap="xs">
                <Text size="sm" fw={600} td={clause.removed ? "line-through" : undefined}>
                  {clause.title ? `${clause.label} ${clause.title}` : clause.label}
                </Text>
                {clause.amendedBy !== null ? (
                  <Badge size="sm" variant="light" color={clause.removed ? "red" : "blue"}>
                    {clause.removed ? T.removedBy(clause.amendedBy) : T.amendedBy(clause.amendedBy)}
                  </Badge>
                ) : null}
              </Group>
              <Text
                size="sm"
                lh={1.6}
                c={clause.removed ? "dimmed" : undefined}
                td={clause.removed ? "line-through" : undefined}
                style={{ whiteSpace: "pre-wrap" }}
              >
                {clause.text}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
