import { useState } from "react";
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useAdminLegalHold, useAdminUserAccountDeletion } from "@prenup/api-client";
import { errorDisplayMessage, formatDate } from "@prenup/domain";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";

export const ACCOUNT_DELETION_TEXTS = {
  title: "Account deletion and legal hold",
  none: "The user has not asked to delete their account.",
  scheduled: (day: string) => `The user asked to delete their account. It will be deleted on ${day}.`,
  waits: "The deletion waits while the hold below stands.",
  held: (basis: string, day: string) => `On hold since ${day}: ${basis}`,
  notHeld:
    "No legal hold. Place one when a dispute, a subpoena or a court order requires the account's data to be kept.",
  basisLabel: "Why the account is held (the user sees this)",
  place: "Place a legal hold",
  release: "Lift the hold",
  placed: "The hold is placed: the account's deletion waits until it is lifted.",
  released: "The hold is lifted: a deletion past its day runs at the next daily sweep.",
} as const;

/** The user page's card: the user's scheduled deletion, and placing or lifting a legal hold. */
export function UserAccountDeletion({ userId }: { userId: string }) {
  const deletion = useAdminUserAccountDeletion(userId);
  const { place, release } = useAdminLegalHold(userId);
  const [basis, setBasis] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    setFailure(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
      setBasis("");
    } catch (error) {
      setFailure(errorDisplayMessage(error));
    }
  }

  const view = deletion.data;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {ACCOUNT_DELETION_TEXTS.title}
        </Title>
        {deletion.isPending ? <LoadingState /> : null}
        {deletion.isError ? <ErrorState title="The deletion could not be loaded" error={deletion.error} /> : null}
        {view ? (
          <>
            {view.status === "SCHEDULED" && view.dueAt ? (
              <Group gap="xs">
                <StatusBadge color="red">Deletion scheduled</StatusBadge>
                <Text size="sm">
                  {ACCOUNT_DELETION_TEXTS.scheduled(formatDate(view.dueAt))}
                  {view.hold ? ` ${ACCOUNT_DELETION_TEXTS.waits}` : ""}
                </Text>
              </Group>
            ) : (
              <Text size="sm">{ACCOUNT_DELETION_TEXTS.none}</Text>
            )}
            {view.hold ? (
              <Group justify="space-between" align="flex-start">
                <Text size="sm">{ACCOUNT_DELETION_TEXTS.held(view.hold.basis, formatDate(view.hold.placedAt))}</Text>
                <Button
                  variant="default"
                  size="xs"
                  loading={release.isPending}
                  onClick={() =>
                    void run(() => release.mutateAsync({ holdId: view.hold!.id }), ACCOUNT_DELETION_TEXTS.released)
                  }
                >
                  {ACCOUNT_DELETION_TEXTS.release}
                </Button>
              </Group>
            ) : (
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {ACCOUNT_DELETION_TEXTS.notHeld}
                </Text>
                <Textarea
                  label={ACCOUNT_DELETION_TEXTS.basisLabel}
                  value={basis}
                  onChange={(event) => setBasis(event.currentTarget.value)}
                  rows={2}
                  maxLength={500}
                />
                <Group>
                  <Button
                    size="xs"
                    disabled={basis.trim() === ""}
                    loading={place.isPending}
                    onClick={() => void run(() => place.mutateAsync({ basis }), ACCOUNT_DELETION_TEXTS.placed)}
                  >
                    {ACCOUNT_DELETION_TEXTS.place}
                  </Button>
                </Group>
              </Stack>
            )}
          </>
        ) : null}
        {notice ? (
          <Alert color="teal" role="status">
            {notice}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
