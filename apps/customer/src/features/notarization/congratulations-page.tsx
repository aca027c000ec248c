import { useState } from "react";
import { Link } from "react-router";
import { Alert, Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconConfetti, IconDownload } from "@tabler/icons-react";
import {
  apiErrorMessage,
  fetchDocumentFile,
  useApiClient,
  useDocumentFiles,
  useNotarizations,
} from "@prenup/api-client";
import { DossierDownloadButton, ErrorState, LoadingState, saveFile } from "@prenup/ui";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { NOTARIZATION_TEXTS as T } from "./notarization-texts.ts";

/** /congratulations: the agreement and its notarized copy to download. */
export function CongratulationsPage() {
  const { status, error, retry, document, standing } = useCustomerStanding();
  const notarizations = useNotarizations(document?.id);
  const files = useDocumentFiles(document?.id);
  const api = useApiClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (status === "loading" || (document && (notarizations.isPending || files.isPending))) return <LoadingState />;
  if (status === "error") return <ErrorState error={error} onRetry={retry} />;
  if (notarizations.isError || files.isError)
    return (
      <ErrorState
        error={notarizations.error ?? files.error}
        onRetry={() => void (notarizations.refetch(), files.refetch())}
      />
    );
  const notarized = notarizations.data?.items.find((item) => item.isLive && item.notarizationCompletedAt);
  if (!document || !notarized || !standing?.document?.notarizationComplete) {
    return (
      <Stack gap="lg">
        <Title order={1}>{T.congratulationsTitle}</Title>
        <Text>
          You'll land here once your agreement is notarized.{" "}
          <Anchor component={Link} to="/notarize">
            Go to notarization
          </Anchor>
        </Text>
      </Stack>
    );
  }
  const nameOf = (fileId: string | null | undefined, fallback: string) =>
    files.data?.items.find((file) => file.id === fileId)?.name ?? fallback;
  const download = async (fileId: string, name: string) => {
    setFailure(null);
    setBusy(fileId);
    try {
      saveFile(await fetchDocumentFile(api, document.id, fileId), name, "application/pdf");
    } catch (caught) {
      setFailure(apiErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  };
  const agreementId = document.generatedPdfFileId;

  return (
    <Stack gap="lg" maw={728}>
      <Group gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="teal" aria-hidden>
          <IconConfetti size={28} />
        </ThemeIcon>
        <Title order={1}>{T.congratulationsTitle}</Title>
      </Group>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Text>{T.congratulationsText}</Text>
          <Group>
            {agreementId ? (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={busy === agreementId}
                onClick={() => void download(agreementId, nameOf(agreementId, "Prenuptial Agreement.pdf"))}
              >
                {T.downloadAgreement}
              </Button>
            ) : null}
            {notarized.notarizedFileId ? (
              <Button
                leftSection={<IconDownload size={16} />}
                loading={busy === notarized.notarizedFileId}
                onClick={() =>
                  void download(
                    notarized.notarizedFileId!,
                    nameOf(notarized.notarizedFileId, "Notarized agreement.pdf"),
                  )
                }
              >
                {T.downloadNotarized}
              </Button>
            ) : null}
            <DossierDownloadButton documentId={document.id} />
          </Group>
          {failure ? <Alert color="red">{failure}</Alert> : null}
        </Stack>
      </Card>
    </Stack>
  );
}
