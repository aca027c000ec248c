import { useState } from "react";
import { Alert, Badge, Button, Card, Group, Stack, Tabs, Text } from "@mantine/core";
import { ConfirmPopup, ErrorState, LoadingState } from "@prenup/ui";
import { apiErrorMessage, useCancelEvent, useUserEvents, type ServiceEvent } from "@prenup/api-client";
import { formatDateTime, formatTime } from "@prenup/domain";
import { ATTORNEY_SERVICES_TEXTS as T, SERVICE_NAMES } from "../attorney-services-texts.ts";
import { BookingPanel } from "./booking-panel.tsx";

/** Upcoming and past calls (GET …/purchase-items/events?filter=future|past), with cancel and reschedule. */
export function EventsPanel({ userId }: { userId: string }) {
  const [tab, setTab] = useState<string | null>("future");
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Events">
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="future">{T.upcomingTitle}</Tabs.Tab>
          <Tabs.Tab value="past">{T.pastTitle}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="future" pt="md">
          <EventList userId={userId} filter="future" />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          <EventList userId={userId} filter="past" />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}

function EventList({ userId, filter }: { userId: string; filter: "future" | "past" }) {
  const events = useUserEvents(userId, filter);
  if (events.isPending) return <LoadingState />;
  if (events.isError) return <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data.events.length === 0) return <Text c="dimmed">{filter === "future" ? T.noUpcoming : T.noPast}</Text>;
  return (
    <Stack gap="sm">
      {events.data.events.map((event) => (
        <EventRow key={event.id} userId={userId} event={event} actions={filter === "future"} />
      ))}
    </Stack>
  );
}

function isOwnUrl(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function EventRow({
  userId,
  event,
  actions,
  initialAction = null,
}: {
  userId: string;
  event: ServiceEvent;
  actions: boolean;
  initialAction?: "cancel" | "reschedule" | null;
}) {
  const cancel = useCancelEvent(userId);
  const [confirming, setConfirming] = useState(initialAction === "cancel");
  const [rescheduling, setRescheduling] = useState(initialAction === "reschedule");
  const [error, setError] = useState<string | null>(null);
  const live = event.eventStatus === "BOOKED" && event.serviceCompletedAt === null;
  // A call booked on the attorney's own calendar is changed there (the provider's links); the
  // built-in scheduler's links lead back to this app, where the buttons below do the same.
  const external = [event.cancelUrl, event.rescheduleUrl].some((url) => url !== null && !isOwnUrl(url));
  const service =
    event.productType === "Q_A" || event.productType === "REPRESENTATION" ? SERVICE_NAMES[event.productType] : "Call";

  const doCancel = async () => {
    setError(null);
    try {
      await cancel.mutateAsync(event.id);
      setConfirming(false);
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setConfirming(false);
    }
  };

  return (
    <Card withBorder radius="sm" padding="sm" component="article" aria-label={`${service} with ${event.attorneyName}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {service} with {event.attorneyName}
          </Text>
          {event.eventStatus === "CANCELED" ? (
            <Badge color="gray">{T.cancelled}</Badge>
          ) : event.serviceCompletedAt ? (
            <Badge color="green">{T.completed}</Badge>
          ) : null}
        </Group>
        <Text size="sm">{`${formatDateTime(event.eventStartAt)} – ${formatTime(event.eventEndAt)}`}</Text>
        {event.locationType === "OUTBOUND_CALL" && event.location ? (
          <Text size="sm">{T.phoneCall(event.location)}</Text>
        ) : null}
        {actions && live && external ? (
          <Group gap="xs">
            {event.rescheduleUrl ? (
              <Button
                size="xs"
                variant="light"
                component="a"
                href={event.rescheduleUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {T.reschedule}
              </Button>
            ) : null}
            {event.cancelUrl ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                component="a"
                href={event.cancelUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {T.cancel}
              </Button>
            ) : null}
          </Group>
        ) : actions && live ? (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setRescheduling((open) => !open)}>
              {T.reschedule}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              loading={cancel.isPending && !rescheduling}
            >
              {T.cancel}
            </Button>
          </Group>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {rescheduling && live && event.purchaseItemId ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {T.rescheduleNote}
            </Text>
            <BookingPanel
              userId={userId}
              purchaseItemId={event.purchaseItemId}
              service={event.productType === "Q_A" ? "Q_A" : "REPRESENTATION"}
              attorney={event.attorneyName}
              replacesEventId={event.id}
              onBooked={() => setRescheduling(false)}
            />
          </Stack>
        ) : null}
      </Stack>
      <ConfirmPopup
        opened={confirming}
        title={T.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void doCancel()}
        confirmLabel={T.cancel}
        cancelLabel="Keep it"
        loading={cancel.isPending}
        message={T.cancelConfirm}
      />
    </Card>
  );
}
