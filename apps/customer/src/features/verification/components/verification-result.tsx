import { Alert, Code, Stack, Text } from "@mantine/core";
import { useAgreementVerification } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { recordedText, VERIFICATION_TEXTS as T } from "../verification-texts.ts";

/** What the record says of one SHA-256: a recorded final agreement (with its dates and state), or no record. */
export function VerificationResult({ sha256, fileName }: { sha256: string; fileName: string | null }) {
  const verification = useAgreementVerification(sha256);
  return (
    <Stack gap="sm" aria-live="polite">
      <Stack gap={4}>
        {fileName ? (
          <Text size="sm">
            <Text span c="dimmed">
              {T.checkedFile}:
            </Text>{" "}
            {fileName}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {T.checkedHash}
        </Text>
        <Code block style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }} data-testid="verification-hash">
          {sha256}
        </Code>
      </Stack>
      {verification.isPending ? (
        <LoadingState label={T.checking} />
      ) : verification.isError ? (
        <ErrorState error={verification.error} onRetry={() => void verification.refetch()} />
      ) : verification.data.recorded ? (
        <Alert
          color={verification.data.recordVerifies ? "green" : "orange"}
          title={T.recordedTitle}
          data-testid="verification-result"
        >
          <Stack gap="xs">
            <Text>{recordedText(verification.data)}</Text>
            {verification.data.recordVerifies ? null : <Text fw={600}>{T.recordBroken}</Text>}
          </Stack>
        </Alert>
      ) : (
        <Alert color="gray" title={T.notRecordedTitle} data-testid="verification-result">
          <Text>{T.notRecorded}</Text>
        </Alert>
      )}
    </Stack>
  );
}
