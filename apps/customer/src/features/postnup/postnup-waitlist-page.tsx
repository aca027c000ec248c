import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { apiErrorMessage, useCurrentUser, usePostnupWaitlist, useSetPostnupWaitlist } from "@prenup/api-client";
import { formatDate } from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { Link } from "react-router";

const joinedOn = (joinedAt: string) => formatDate(joinedAt);

/**
 * The postnup waitlist: what a postnuptial agreement is, and a place on the list (GET/PUT
 * /users/{id}/postnup-waitlist) for customers who marry before a prenup can be signed; they are
 * e-mailed once postnups are offered.
 */
export function PostnupWaitlistPage() {
  const user = useCurrentUser();
  const userId = user.data?.id;
  const waitlist = usePostnupWaitlist(userId);
  const change = useSetPostnupWaitlist(userId);
  const joinedAt = waitlist.data?.joinedAt ?? null;

  return (
    <Stack gap="lg" maw={728}>
      <Title order={1}>Postnup waitlist</Title>
      <Stack gap="xs">
        <Title order={2} size="h4">
          What is a postnuptial agreement?
        </Title>
        <Text>
          A postnuptial agreement (a “postnup”) is the same kind of agreement as a prenup, signed after the wedding
          instead of before it. It sets out what stays yours, what you share and how things would be divided, from the
          day you both sign it.
        </Text>
        <Text>
          We do not offer postnups yet. Join the waitlist and we will e-mail you as soon as you can make one with us.
          You can leave the waitlist at any time.
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Your place on the waitlist">
        {waitlist.data ? (
          <Stack gap="md">
            <Text fw={600}>
              {joinedAt
                ? `You joined the waitlist on ${joinedOn(joinedAt)}. We will e-mail you when postnups are available.`
                : "You are not on the waitlist."}
            </Text>
            {change.isError ? (
              <Alert color="red" role="alert">
                {apiErrorMessage(change.error)}
              </Alert>
            ) : null}
            <Group gap="sm">
              {joinedAt ? (
                <Button variant="default" loading={change.isPending} onClick={() => change.mutate(false)}>
                  Leave the waitlist
                </Button>
              ) : (
                <Button loading={change.isPending} onClick={() => change.mutate(true)}>
                  Join the waitlist
                </Button>
              )}
              <Button component={Link} to="/" variant="subtle">
                Back to your dashboard
              </Button>
            </Group>
          </Stack>
        ) : waitlist.isError || user.isError ? (
          <ErrorState
            error={waitlist.error ?? user.error}
            onRetry={() => void (user.isError ? user.refetch() : waitlist.refetch())}
          />
        ) : (
          <LoadingState />
        )}
      </Card>
    </Stack>
  );
}
