import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { apiErrorCode, apiErrorMessage, useAuth, useRequestDataExport } from "@prenup/api-client";
import { DATA_EXPORT_LINK_HOURS, DATA_EXPORT_MESSAGES } from "@prenup/domain";

export const YOUR_DATA_TEXTS = {
  intro: `A copy of what you gave us: your profile, your answers and proposals, your financial disclosure with the statements behind it, and your payments, in a ZIP with a README of its formats. We e-mail you a link that works once, for ${DATA_EXPORT_LINK_HOURS} hours.`,
  request: "Download my data",
  signInAgain: "Sign in again",
} as const;

/**
 * "Your data": asks for a copy of one's data (POST /users/{id}/data-exports), which arrives by
 * e-mail. The server asks for a recent sign-in; when it does, the card offers to sign in again
 * (a fresh sign-in at the provider) and come back here.
 */
export function YourData({ userId }: { userId: string }) {
  const request = useRequestDataExport(userId);
  const { signIn } = useAuth();
  const code = apiErrorCode(request.error);
  return (
    <Stack gap="sm">
      <Text size="sm">{YOUR_DATA_TEXTS.intro}</Text>
      {request.isSuccess ? (
        <Alert color="teal" role="status">
          {request.data.message}
        </Alert>
      ) : null}
      {request.isError ? (
        <Alert color={code === "DATA_EXPORT_IN_PROGRESS" ? "blue" : "red"} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {code === "RECENT_SIGN_IN_REQUIRED" ? DATA_EXPORT_MESSAGES.signInAgain : apiErrorMessage(request.error)}
            </Text>
            {code === "RECENT_SIGN_IN_REQUIRED" ? (
              <Button size="xs" variant="light" onClick={() => void signIn("/profile", { reauthenticate: true })}>
                {YOUR_DATA_TEXTS.signInAgain}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={request.isPending}
          disabled={request.isSuccess}
          onClick={() => request.mutate()}
        >
          {YOUR_DATA_TEXTS.request}
        </Button>
      </Group>
    </Stack>
  );
}
