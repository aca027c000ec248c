import { Link, useParams, useSearchParams } from "react-router";
import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { ErrorState, LoadingState } from "@prenup/ui";
import { useCurrentUser, useUserEvents } from "@prenup/api-client";
import { ATTORNEY_SERVICES_TEXTS as T } from "./attorney-services-texts.ts";
import { EventRow } from "./components/events-panel.tsx";

/**
 * /attorney-services/events/:eventId?action=cancel|reschedule — where the built-in scheduler's
 * cancel and reschedule links (in the booking e-mails) lead: the call, with the action opened.
 */
export function EventActionPage() {
  const { eventId } = useParams();
  const [params] = useSearchParams();
  const action =
    params.get("action") === "cancel" ? "cancel" : params.get("action") === "reschedule" ? "reschedule" : null;
  const userId = useCurrentUser().data?.id;
  const events = useUserEvents(userId, "future", 1);
  if (!userId || events.isPending) return <LoadingState />;
  if (events.isError) return <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  const event = events.data.events.find((candidate) => candidate.id === eventId);
  return (
    <Stack gap="lg" maw={728}>
      <Title order={1} size="h2">
        {T.upcomingTitle}
      </Title>
      {event ? (
        <EventRow userId={userId} event={event} actions initialAction={action} />
      ) : (
        <Alert color="yellow">{T.eventNotFound}</Alert>
      )}
      <Anchor component={Link} to="/attorney-services">
        {T.pageTitle}
      </Anchor>
    </Stack>
  );
}
