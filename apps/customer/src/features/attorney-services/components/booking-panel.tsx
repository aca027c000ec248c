import { useMemo, useState } from "react";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { ErrorState, LoadingState, PhoneInput } from "@prenup/ui";
import { apiErrorMessage, useBookEvent, useBookingSlots } from "@prenup/api-client";
import {
  formatTime,
  formatWeekday,
  normalizePhoneNumber,
  readerTimeZone,
  timeZoneLabel,
  validatePhoneNumber,
} from "@prenup/domain";
import { ATTORNEY_SERVICES_TEXTS as T, type ServiceType } from "../attorney-services-texts.ts";

/**
 * Booking the call of a bought service: the built-in scheduler's open slots (in the user's time
 * zone) with the number the attorney calls, or — when the attorney takes bookings through their own
 * calendar — a link to it. `onBooked` follows a successful booking (a reschedule replaces the old call in the same request).
 */
export function BookingPanel({
  userId,
  purchaseItemId,
  service,
  attorney,
  onBooked,
  replacesEventId,
}: {
  userId: string;
  purchaseItemId: string;
  service: ServiceType;
  attorney: string;
  onBooked?: () => void;
  /** A reschedule: the booked call the new time replaces (kept if the new time cannot be booked). */
  replacesEventId?: string;
}) {
  const timeZone = readerTimeZone();
  const slots = useBookingSlots(userId, purchaseItemId, timeZone);
  const book = useBookEvent(userId);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);

  const days = useMemo(() => {
    const byDay = new Map<string, { startsAt: string; label: string }[]>();
    for (const slot of slots.data?.slots ?? []) {
      const day = formatWeekday(slot.startsAt, timeZone);
      byDay.set(day, [
        ...(byDay.get(day) ?? []),
        { startsAt: slot.startsAt, label: formatTime(slot.startsAt, timeZone) },
      ]);
    }
    return [...byDay.entries()];
  }, [slots.data, timeZone]);

  const submit = async () => {
    if (!startsAt) return;
    const phoneProblem = phone.trim() === "" ? null : validatePhoneNumber(phone, { required: false });
    if (phoneProblem) {
      setError(phoneProblem);
      return;
    }
    setError(null);
    try {
      const normalized = phone.trim() === "" ? null : normalizePhoneNumber(phone);
      await book.mutateAsync({
        purchaseItemId,
        startsAt,
        timeZone,
        ...(normalized ? { phoneNumber: normalized } : {}),
        ...(replacesEventId ? { replacesEventId } : {}),
      });
      onBooked?.();
    } catch (failure) {
      setError(apiErrorMessage(failure));
      void slots.refetch();
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`book-${purchaseItemId}`}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={`book-${purchaseItemId}`}>
          {T.bookTitle(service, attorney)}
        </Title>
        {slots.isPending ? (
          <LoadingState />
        ) : slots.isError ? (
          <ErrorState error={slots.error} onRetry={() => void slots.refetch()} />
        ) : slots.data.bookingUrl ? (
          <Stack gap="xs">
            <Text size="sm">{T.bookingLinkText}</Text>
            <Button component="a" href={slots.data.bookingUrl} target="_blank" rel="noopener noreferrer" maw={326}>
              {T.bookingLinkButton}
            </Button>
          </Stack>
        ) : days.length === 0 ? (
          <Text>{T.noSlots}</Text>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {T.timeZoneNote(timeZoneLabel(timeZone))}
            </Text>
            <Stack gap="xs">
              {days.map(([day, times]) => (
                <Stack key={day} gap={4} role="group" aria-label={day}>
                  <Text fw={600} size="sm">
                    {day}
                  </Text>
                  <Group gap={6}>
                    {times.map((time) => (
                      <Button
                        key={time.startsAt}
                        size="xs"
                        radius="xl"
                        variant={startsAt === time.startsAt ? "filled" : "default"}
                        aria-pressed={startsAt === time.startsAt}
                        aria-label={`${day}, ${time.label}`}
                        onClick={() => setStartsAt(time.startsAt)}
                      >
                        {time.label}
                      </Button>
                    ))}
                  </Group>
                </Stack>
              ))}
            </Stack>
            <PhoneInput
              label={T.phoneLabel}
              description="Leave empty to use the number on your profile."
              value={phone}
              onChange={setPhone}
              maw={326}
            />
            <Button onClick={() => void submit()} disabled={!startsAt} loading={book.isPending} maw={326}>
              {T.bookSlot}
            </Button>
          </Stack>
        )}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {slots.data && !slots.data.bookingUrl ? (
          <Text size="xs" c="dimmed">
            {`Calls last ${slots.data.minutes} minutes.`}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
