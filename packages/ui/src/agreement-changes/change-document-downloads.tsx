import { Alert, Button, Group, Stack } from "@mantine/core";
import { fetchChangeDocument, useApiClient, type ChangeDraft } from "@prenup/api-client";
import { useNamedDownload } from "../files/use-named-download.ts";
import { AGREEMENT_VERSIONS_TEXTS as T } from "./agreement-changes-texts.ts";

const FILE_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
type Format = keyof typeof FILE_TYPES;

export type ChangeDocumentDownloadsProps = {
  /** Either partner of the agreement (the path's user). */
  userId: string;
  documentId: string;
  change: Pick<ChangeDraft, "id" | "kind" | "number">;
  /** "full": the couple's buttons under the text; "compact": a row's two small buttons named by the version. */
  variant?: "full" | "compact";
};

/**
 * An amendment's or a revocation's document as the couple signs it: its PDF to print and its Word
 * file, saved under the server's name; the server's refusal (a change it cannot draw) is shown as it
 * words it.
 */
export function ChangeDocumentDownloads({
  userId,
  documentId,
  change,
  variant = "full",
}: ChangeDocumentDownloadsProps) {
  const api = useApiClient();
  const { loading, failure, download: save } = useNamedDownload<Format>();
  const download = (format: Format) =>
    save(
      format,
      () => fetchChangeDocument(api, { userId, documentId, changeId: change.id, format }),
      `${T.versionName(change)}.${format}`,
      FILE_TYPES[format],
    );
  const compact = variant === "compact";
  const name = T.versionName(change);
  return (
    <Stack gap={4}>
      <Group gap={compact ? 4 : "sm"}>
        <Button
          size={compact ? "compact-xs" : "xs"}
          variant={compact ? "subtle" : "filled"}
          loading={loading === "pdf"}
          aria-label={compact ? T.downloadAs(name, "PDF") : undefined}
          onClick={() => void download("pdf")}
        >
          {compact ? "PDF" : T.downloadPdf}
        </Button>
        <Button
          size={compact ? "compact-xs" : "xs"}
          variant={compact ? "subtle" : "default"}
          loading={loading === "docx"}
          aria-label={compact ? T.downloadAs(name, "Word file") : undefined}
          onClick={() => void download("docx")}
        >
          {compact ? "Word" : T.downloadDocx}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
