import { useState } from "react";
import { useSearchParams } from "react-router";
import { Alert, Button, Group, Stack, Switch, Text } from "@mantine/core";
import { EMAIL_OPT_OUT_KINDS, EMAIL_OPT_OUT_LABELS, type EmailOptOutKind } from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { apiErrorMessage, useEmailPreferences, useSetEmailPreference } from "@prenup/api-client";

/** The query parameter a milestone e-mail's "Turn off" link sets (`/profile?turnOff=AGREEMENT_GENERATED`). */
export const TURN_OFF_PARAM = "turnOff";

export const EMAIL_PREFERENCE_TEXTS = {
  always: "Receipts for payments and refunds, and e-mails about your account's security, always come.",
  unsubscribed:
    "You are unsubscribed from every notification e-mail, so none of the e-mails below is sent whatever its switch says. Receipts still come.",
  confirm: (label: string) => `Turn off "${label}" e-mails?`,
  confirmBody: "You followed the link in one of these e-mails. You can turn them on again here at any time.",
  turnOff: "Turn off",
  keep: "Keep them",
  turnedOff: (label: string) => `"${label}" e-mails are off. Turn them on again below whenever you like.`,
} as const;

function isKind(value: string | null): value is EmailOptOutKind {
  return value !== null && (EMAIL_OPT_OUT_KINDS as readonly string[]).includes(value);
}

/**
 * The milestone e-mails a partner receives, each with a switch (GET and PUT
 * /users/{id}/email-preferences). Reached from an e-mail's "Turn off" link, it first asks to turn
 * that kind off; nothing changes without a click.
 */
export function EmailPreferences({ userId }: { userId: string }) {
  const preferences = useEmailPreferences(userId);
  const change = useSetEmailPreference(userId);
  const [params, setParams] = useSearchParams();
  const asked = params.get(TURN_OFF_PARAM);
  const [turnedOff, setTurnedOff] = useState<EmailOptOutKind | null>(null);

  const forgetLink = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TURN_OFF_PARAM);
        return next;
      },
      { replace: true },
    );

  if (preferences.isError) return <ErrorState error={preferences.error} onRetry={() => void preferences.refetch()} />;
  if (!preferences.data) return <LoadingState />;
  const { kinds, unsubscribedFromAll } = preferences.data;
  const enabledOf = (kind: EmailOptOutKind) => kinds.find((entry) => entry.kind === kind)?.enabled ?? true;
  const confirming = isKind(asked) && enabledOf(asked) ? asked : null;

  return (
    <Stack gap="md">
      {unsubscribedFromAll ? (
        <Alert color="yellow" variant="light">
          {EMAIL_PREFERENCE_TEXTS.unsubscribed}
        </Alert>
      ) : null}
      {confirming ? (
        <Alert
          color="blue"
          variant="light"
          title={EMAIL_PREFERENCE_TEXTS.confirm(EMAIL_OPT_OUT_LABELS[confirming].label)}
        >
          <Stack gap="sm">
            <Text size="sm">{EMAIL_PREFERENCE_TEXTS.confirmBody}</Text>
            <Group gap="sm">
              <Button
                size="sm"
                loading={change.isPending}
                onClick={() =>
                  change.mutate(
                    { kind: confirming, enabled: false },
                    {
                      onSuccess: () => {
                        setTurnedOff(confirming);
                        forgetLink();
                      },
                    },
                  )
                }
              >
                {EMAIL_PREFERENCE_TEXTS.turnOff}
              </Button>
              <Button size="sm" variant="default" onClick={forgetLink}>
                {EMAIL_PREFERENCE_TEXTS.keep}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {turnedOff && !enabledOf(turnedOff) ? (
        <Alert color="green" variant="light" role="status">
          {EMAIL_PREFERENCE_TEXTS.turnedOff(EMAIL_OPT_OUT_LABELS[turnedOff].label)}
        </Alert>
      ) : null}
      {change.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(change.error)}
        </Alert>
      ) : null}
      <Stack gap="sm">
        {EMAIL_OPT_OUT_KINDS.map((kind) => (
          <Switch
            key={kind}
            checked={enabledOf(kind)}
            disabled={change.isPending}
            label={EMAIL_OPT_OUT_LABELS[kind].label}
            description={EMAIL_OPT_OUT_LABELS[kind].description}
            onChange={(event) => change.mutate({ kind, enabled: event.currentTarget.checked })}
          />
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        {EMAIL_PREFERENCE_TEXTS.always}
      </Text>
    </Stack>
  );
}
