import { useMemo, useState } from "react";
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { formatDateTime } from "@prenup/domain";
import { PARTNER_TEXTS } from "../partner-texts.ts";
import { makeInvitePartnerFormSchema } from "../utils/invite-partner-form-schema.ts";

export interface InvitePartnerFormProps {
  ownEmail: string | null;
  /** The invitation already sent, if any. */
  invitation: { email: string; sentAt: string } | null;
  sending: boolean;
  /** What the server said when sending failed. */
  error: string | null;
  /** Resolves true when the invitation was sent. */
  onInvite: (email: string) => Promise<boolean>;
}

/** User A without a partner: the partner's e-mail and 'Send invitation'; once sent, where and when, and 'Resend'. */
export function InvitePartnerForm({ ownEmail, invitation, sending, error, onInvite }: InvitePartnerFormProps) {
  const schema = useMemo(() => makeInvitePartnerFormSchema(ownEmail), [ownEmail]);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: schemaResolver(schema, { sync: true }),
  });
  const [editing, setEditing] = useState(false);
  const [resent, setResent] = useState(false);

  if (invitation && !editing) {
    return (
      <Stack gap="sm">
        <Text role="status">{PARTNER_TEXTS.sentTo(invitation.email, formatDateTime(invitation.sentAt))}</Text>
        {resent ? (
          <Text size="sm" c="dimmed">
            {PARTNER_TEXTS.resent}
          </Text>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="md">
          <Button
            variant="default"
            loading={sending}
            onClick={() => {
              void onInvite(invitation.email).then((sent) => setResent(sent));
            }}
          >
            {PARTNER_TEXTS.resend}
          </Button>
          <Anchor component="button" type="button" onClick={() => setEditing(true)}>
            {PARTNER_TEXTS.useAnotherAddress}
          </Anchor>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const email = values.email.trim();
        void onInvite(email).then((sent) => {
          if (!sent) return;
          form.reset();
          setEditing(false);
          setResent(false);
        });
      })}
    >
      <Stack gap="sm">
        <Text>{PARTNER_TEXTS.inviteIntro}</Text>
        <TextInput
          label={PARTNER_TEXTS.emailLabel}
          placeholder={PARTNER_TEXTS.emailPlaceholder}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps("email")}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={sending}>
            {PARTNER_TEXTS.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
