import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatDateTime, fullName } from "@prenup/domain";
import { PARTNER_TEXTS } from "../partner-texts.ts";
import type { Invite } from "@prenup/api-client";

export interface OpenInvitationsProps {
  invites: readonly Invite[];
  /** The invitation being accepted, by document id. */
  acceptingId: string | null;
  /** The failed acceptance: which invitation and what to show. */
  failure: { documentId: string; message: string; help: string | null } | null;
  onAccept: (documentId: string) => void;
}

/** Invitations addressed to the signed-in customer's e-mail, each with 'Accept'. */
export function OpenInvitations({ invites, acceptingId, failure, onAccept }: OpenInvitationsProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="open-invitations-title">
      <Title order={3} size="h5" id="open-invitations-title">
        {PARTNER_TEXTS.invitationsTitle}
      </Title>
      {invites.map((invite) => {
        const inviter = fullName(invite.invitedBy) || "Your partner";
        return (
          <Paper key={invite.documentId} withBorder radius="sm" p="md">
            <Stack gap="xs">
              <Text fw={600}>{PARTNER_TEXTS.invitationFrom(inviter)}</Text>
              {invite.state ? <Text size="sm">{PARTNER_TEXTS.invitationState(invite.state.name)}</Text> : null}
              <Text size="sm" c="dimmed">
                {PARTNER_TEXTS.invitationSent(formatDateTime(invite.sentAt))}
              </Text>
              {failure?.documentId === invite.documentId ? (
                <Alert color="red" variant="light" role="alert">
                  <Stack gap={4}>
                    <Text size="sm">{failure.message}</Text>
                    {failure.help ? <Text size="sm">{failure.help}</Text> : null}
                  </Stack>
                </Alert>
              ) : null}
              <Group>
                <Button
                  onClick={() => onAccept(invite.documentId)}
                  loading={acceptingId === invite.documentId}
                  disabled={acceptingId !== null && acceptingId !== invite.documentId}
                  aria-label={`${PARTNER_TEXTS.accept} the invitation from ${inviter}`}
                >
                  {PARTNER_TEXTS.accept}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
