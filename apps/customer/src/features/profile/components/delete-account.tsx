import { useState } from "react";
import { Alert, Button, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import {
  apiErrorCode,
  apiErrorMessage,
  useAccountDeletion,
  useAuth,
  useRequestAccountDeletion,
  useWithdrawAccountDeletion,
  type AccountDeletion,
} from "@prenup/api-client";
import {
  ACCOUNT_DELETION_CONFIRMATION,
  ACCOUNT_DELETION_GRACE_DAYS,
  ACCOUNT_DELETION_MESSAGES,
  accountDeletionDueAt,
  confirmsAccountDeletion,
  formatDate,
  retentionPlan,
  type RetentionPlanItem,
} from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { rememberDeletionSignOut } from "./deletion-sign-out-notice.tsx";

export const DELETE_ACCOUNT_TEXTS = {
  intro: (day: string) =>
    `Deleting your account signs you out on every device and stops our e-mails. You have ${ACCOUNT_DELETION_GRACE_DAYS} days to change your mind: sign in again before ${day} to cancel. On that day:`,
  deleted: "Deleted",
  anonymised: "Kept without your name",
  keptForSignedAgreement: "Kept only for an agreement you signed (otherwise deleted)",
  kept: "Kept, only for the reason given",
  howLong: "How long:",
  confirmLabel: `Type ${ACCOUNT_DELETION_CONFIRMATION} to confirm`,
  confirmDescription: "This cannot be undone after the day above.",
  request: "Delete my account",
  signInAgain: "Sign in again",
  scheduled: (day: string) => `Your account will be deleted on ${day}.`,
  cancel: "Cancel the deletion",
} as const;

const PLAN_GROUPS = [
  { key: "deleted", title: DELETE_ACCOUNT_TEXTS.deleted },
  { key: "anonymised", title: DELETE_ACCOUNT_TEXTS.anonymised },
  { key: "keptForSignedAgreement", title: DELETE_ACCOUNT_TEXTS.keptForSignedAgreement },
  { key: "kept", title: DELETE_ACCOUNT_TEXTS.kept },
] as const;

/**
 * "Delete my account": before confirming, what happens to each kind of data (the retention table,
 * `retentionPlan()`, as the privacy page shows it) and a field where the user types DELETE; the
 * server asks for a recent sign-in and the card then offers to sign in again. On confirm the
 * server ends every session, so the app signs out. Signed in again before the day, the user sees
 * the day, any legal hold, and can cancel.
 */
export function DeleteAccount({ userId }: { userId: string }) {
  const deletion = useAccountDeletion(userId);
  const request = useRequestAccountDeletion(userId);
  const withdraw = useWithdrawAccountDeletion(userId);

  if (deletion.isError) return <ErrorState error={deletion.error} onRetry={() => void deletion.refetch()} />;
  if (!deletion.data) return <LoadingState />;
  return (
    <Stack gap="md">
      {withdraw.isSuccess && withdraw.data.message ? (
        <Alert color="teal" role="status">
          {withdraw.data.message}
        </Alert>
      ) : null}
      {deletion.data.status === "SCHEDULED" && deletion.data.dueAt ? (
        <ScheduledDeletion
          deletion={deletion.data}
          dueAt={deletion.data.dueAt}
          withdraw={withdraw}
          signingOut={request.isSuccess}
        />
      ) : (
        <>
          {deletion.data.hold ? (
            <Alert color="yellow" role="status">
              {ACCOUNT_DELETION_MESSAGES.onHold(deletion.data.hold.basis)}
            </Alert>
          ) : null}
          <RequestDeletion request={request} />
        </>
      )}
    </Stack>
  );
}

function ScheduledDeletion({
  deletion,
  dueAt,
  withdraw,
  signingOut,
}: {
  deletion: AccountDeletion;
  dueAt: string;
  withdraw: ReturnType<typeof useWithdrawAccountDeletion>;
  /** Just requested here: the app is signing out, so there is nothing to cancel from this page. */
  signingOut: boolean;
}) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text fw={600}>{DELETE_ACCOUNT_TEXTS.scheduled(formatDate(dueAt))}</Text>
      {deletion.message ? (
        <Alert color={deletion.hold ? "yellow" : "blue"} role="status">
          {deletion.message}
        </Alert>
      ) : null}
      {withdraw.isError ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(withdraw.error)}
        </Alert>
      ) : null}
      {signingOut ? null : (
        <Button variant="default" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
          {DELETE_ACCOUNT_TEXTS.cancel}
        </Button>
      )}
    </Stack>
  );
}

function PlanGroup({ title, items }: { title: string; items: RetentionPlanItem[] }) {
  if (items.length === 0) return null;
  const headingId = `delete-account-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      <List size="sm" spacing={6} aria-labelledby={headingId}>
        {items.map((item) => (
          <List.Item key={item.what}>
            <Text size="sm" span fw={500}>
              {item.what}
            </Text>
            {item.reason ? (
              <Text size="sm" c="dimmed">
                {item.reason}
              </Text>
            ) : null}
            {item.period ? (
              <Text size="sm" c="dimmed">
                {DELETE_ACCOUNT_TEXTS.howLong} {item.period}.
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function RequestDeletion({ request }: { request: ReturnType<typeof useRequestAccountDeletion> }) {
  const { signIn, signOut } = useAuth();
  const [typed, setTyped] = useState("");
  const plan = retentionPlan();
  const code = apiErrorCode(request.error);
  const day = formatDate(accountDeletionDueAt(new Date()));

  const confirm = () =>
    request.mutate(
      { confirmation: typed },
      // The server has ended every session of the user: the app signs out, and the sign-in page it
      // returns to says why, with the day.
      {
        onSuccess: () => {
          rememberDeletionSignOut(day);
          void signOut();
        },
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm">{DELETE_ACCOUNT_TEXTS.intro(day)}</Text>
      {PLAN_GROUPS.map((group) => (
        <PlanGroup key={group.key} title={group.title} items={plan[group.key]} />
      ))}
      <TextInput
        label={DELETE_ACCOUNT_TEXTS.confirmLabel}
        description={DELETE_ACCOUNT_TEXTS.confirmDescription}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        maw={320}
      />
      {request.isError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorMessage(request.error)}</Text>
            {code === "RECENT_SIGN_IN_REQUIRED" ? (
              <Button size="xs" variant="light" onClick={() => void signIn("/profile", { reauthenticate: true })}>
                {DELETE_ACCOUNT_TEXTS.signInAgain}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Group>
        <Button
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={!confirmsAccountDeletion(typed) || request.isSuccess}
          loading={request.isPending}
          onClick={confirm}
        >
          {DELETE_ACCOUNT_TEXTS.request}
        </Button>
      </Group>
    </Stack>
  );
}
