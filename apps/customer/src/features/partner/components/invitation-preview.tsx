import { Alert, Loader, Stack, Text } from "@mantine/core";
import { useInvitationPreview } from "@prenup/api-client";
import { PARTNER_TEXTS } from "../partner-texts.ts";

/**
 * What a signed-out invitee sees on the invitation link: who invited them, to a prenup in which
 * state, and which address to sign up or in with (the server's preview of the link). A link that no
 * longer works says so; signing in is still offered.
 */
export function InvitationPreview({ documentId, token }: { documentId: string; token: string }) {
  const preview = useInvitationPreview(documentId, token);
  if (preview.isPending) {
    return (
      <Stack align="center" gap="xs" role="status" aria-label={PARTNER_TEXTS.previewLoading}>
        <Loader size="sm" />
      </Stack>
    );
  }
  if (preview.isError) {
    return (
      <Alert color="orange" variant="light" title={PARTNER_TEXTS.previewInvalidTitle} ta="left">
        {PARTNER_TEXTS.previewInvalid}
      </Alert>
    );
  }
  const { invitedBy, state, invitedEmailHint } = preview.data;
  return (
    <Stack gap="xs">
      <Text size="lg">{PARTNER_TEXTS.previewInvitedBy(invitedBy.firstName, state?.name ?? null)}</Text>
      <Text c="dimmed">{PARTNER_TEXTS.previewUseAddress(invitedEmailHint)}</Text>
    </Stack>
  );
}
