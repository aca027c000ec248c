import { formatDateTime, formatDay } from "@prenup/domain";
import { useState } from "react";
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  apiErrorMessage,
  useCorrectNotarizationSignedOn,
  useForceResetNotarization,
  useNotarizations,
  type Notarization,
} from "@prenup/api-client";
import { ConfirmPopup, ErrorState, LoadingState, SigningDateForm, StatusBadge } from "@prenup/ui";

const STATUS: Record<string, string> = {
  CREATED: "Waiting for signers",
  IN_PROGRESS: "Signing under way",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
};

export const NOTARIZATION_TEXTS = {
  title: "Notarization",
  none: "No notarization yet.",
  flagTitle: "This signing does not count",
  flagWhatToDo:
    "The couple were e-mailed. If the notary's certificate shows a date inside the signing window, correct the date of signing; otherwise force-reset the notarization so the couple can sign again (before their wedding) or speak to an attorney about a postnuptial agreement.",
  correct: "Correct the date of signing",
  save: "Save the date",
  forceReset: "Force reset",
  forceResetTitle: "Reset this notarization?",
  forceResetMessage:
    "The notarization is kept as history and the couple can start again. A completed notarization no longer counts once reset.",
  forceResetDone: "The notarization was reset: the couple can start a new one.",
} as const;

function SignedOnForm({
  documentId,
  notarization,
  onDone,
}: {
  documentId: string;
  notarization: Notarization;
  onDone: () => void;
}) {
  const correct = useCorrectNotarizationSignedOn(documentId);
  return (
    <SigningDateForm
      initial={notarization.signedOn}
      saving={correct.isPending}
      error={correct.isError ? apiErrorMessage(correct.error) : null}
      onChange={() => correct.reset()}
      onSave={(signedOn) => correct.mutate({ notarizationId: notarization.id, signedOn }, { onSuccess: onDone })}
      onCancel={onDone}
      saveLabel={NOTARIZATION_TEXTS.save}
    />
  );
}

/**
 * The agreement's notarizations on the admin's user page, newest first: how each was done, its
 * status, the date of signing (correctable, with the server's checks), a signing that does not
 * count (an online session completed after the cutoff) with what to do, and the force reset of
 * the live one (under way, completed or not counting), confirmed first.
 */
export function UserNotarizations({ documentId }: { documentId: string | null }) {
  const notarizations = useNotarizations(documentId);
  const forceReset = useForceResetNotarization(documentId);
  const [editing, setEditing] = useState<string | null>(null);
  const [resetting, setResetting] = useState<string | null>(null);
  const [resetDone, setResetDone] = useState(false);
  if (!documentId) return null;

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {NOTARIZATION_TEXTS.title}
        </Title>
        {notarizations.isPending ? (
          <LoadingState />
        ) : notarizations.isError ? (
          <ErrorState
            title="The notarizations could not be loaded"
            error={notarizations.error}
            onRetry={() => void notarizations.refetch()}
          />
        ) : notarizations.data.items.length === 0 ? (
          <Text c="dimmed">{NOTARIZATION_TEXTS.none}</Text>
        ) : (
          notarizations.data.items.map((item) => (
            <Stack key={item.id} gap={6} aria-label={`Notarization of ${formatDateTime(item.createdAt)}`} role="group">
              <Group gap="xs">
                <Text fw={600}>{item.mode === "ONLINE" ? "Online session" : "In person (uploaded copy)"}</Text>
                <Badge
                  variant="light"
                  color={item.signingProblem ? "red" : item.notarizationCompletedAt ? "green" : "gray"}
                >
                  {item.signingProblem
                    ? "Does not count"
                    : item.notarizationCompletedAt
                      ? "Notarized"
                      : STATUS[item.externalStatus ?? "CREATED"]}
                </Badge>
                {item.resetAt ? <StatusBadge color="gray">Reset {formatDateTime(item.resetAt)}</StatusBadge> : null}
              </Group>
              {/* A calendar day, the couple's day of signing: the same words in every zone. */}
              <Text size="sm">Date of signing: {formatDay(item.signedOn, "not recorded")}</Text>
              {item.notarizationCompletedAt ? (
                <Text size="sm">Recorded: {formatDateTime(item.notarizationCompletedAt)}</Text>
              ) : null}
              {item.sessionRecord ? (
                <Text size="sm">
                  Notary's record (journal entry, recording): {item.sessionRecord.reference}
                  {item.sessionRecord.notary ? ` — ${item.sessionRecord.notary}` : ""}
                </Text>
              ) : null}
              {item.signingProblem ? (
                <Alert color="red" title={NOTARIZATION_TEXTS.flagTitle}>
                  <Text size="sm">{item.signingProblem}</Text>
                  <Text size="sm" mt="xs">
                    {NOTARIZATION_TEXTS.flagWhatToDo}
                  </Text>
                </Alert>
              ) : null}
              {item.isLive ? (
                editing === item.id ? (
                  <SignedOnForm documentId={documentId} notarization={item} onDone={() => setEditing(null)} />
                ) : (
                  <Group>
                    {item.notarizationCompletedAt || item.signingProblem ? (
                      <Button size="xs" variant="default" onClick={() => setEditing(item.id)}>
                        {NOTARIZATION_TEXTS.correct}
                      </Button>
                    ) : null}
                    <Button size="xs" variant="light" color="red" onClick={() => setResetting(item.id)}>
                      {NOTARIZATION_TEXTS.forceReset}
                    </Button>
                  </Group>
                )
              ) : null}
            </Stack>
          ))
        )}
        {resetDone ? (
          <Alert
            color="green"
            role="status"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setResetDone(false)}
          >
            {NOTARIZATION_TEXTS.forceResetDone}
          </Alert>
        ) : null}
        {forceReset.isError ? (
          <Alert color="red" role="alert">
            {apiErrorMessage(forceReset.error)}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmPopup
        opened={resetting !== null}
        title={NOTARIZATION_TEXTS.forceResetTitle}
        message={NOTARIZATION_TEXTS.forceResetMessage}
        confirmLabel={NOTARIZATION_TEXTS.forceReset}
        onCancel={() => setResetting(null)}
        onConfirm={() =>
          resetting &&
          forceReset.mutate(resetting, {
            onSuccess: () => setResetDone(true),
            onSettled: () => setResetting(null),
          })
        }
        loading={forceReset.isPending}
      />
    </Card>
  );
}
