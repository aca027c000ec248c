import { Alert, Button, Stack, type ButtonProps } from "@mantine/core";
import { IconFileCertificate } from "@tabler/icons-react";
import { fetchEvidenceDossier, useApiClient } from "@prenup/api-client";
import { useNamedDownload } from "./use-named-download.ts";

export const DOSSIER_BUTTON_LABEL = "Download the evidence dossier";

export type DossierDownloadButtonProps = {
  documentId: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
};

/**
 * "Download the evidence dossier": the agreement's dossier (GET /documents/{id}/evidence-dossier),
 * built on request, saved as a PDF; a refusal is shown under the button in the server's words. The
 * couple, their attorneys and admins see the same button.
 */
export function DossierDownloadButton({ documentId, variant = "default", size }: DossierDownloadButtonProps) {
  const api = useApiClient();
  const { loading, failure, download } = useNamedDownload<"dossier">();
  // The server names the file after the couple.
  const save = () =>
    download("dossier", () => fetchEvidenceDossier(api, documentId), "Evidence dossier.pdf", "application/pdf");
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant={variant}
        size={size}
        leftSection={<IconFileCertificate size={16} aria-hidden />}
        loading={loading === "dossier"}
        onClick={() => void save()}
      >
        {DOSSIER_BUTTON_LABEL}
      </Button>
      {failure ? (
        <Alert color="red" role="alert" py={6}>
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
