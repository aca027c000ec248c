import { DateTime, IANAZone } from "luxon";
import type { SchedulingPort, Slot } from "./scheduling-port.ts";
import { WebhookRejected } from "./scheduling-port.ts";

/** Working hours of the built-in calendar: weekdays, 9:00 to 17:00 in the attorney's time zone. */
export const WORKING_HOURS = { startHour: 9, endHour: 17, weekdays: [1, 2, 3, 4, 5] } as const;

/** True for an IANA time zone name luxon knows ("America/Los_Angeles"). */
export function isTimeZone(name: string): boolean {
  return IANAZone.isValidZone(name);
}

/**
 * Slots of `minutes` within working hours, in the attorney's zone (so daylight-saving changes
 * keep 9:00 at 9:00), starting at or after `from` and ending by `to`, minus those whose start
 * is taken.
 */
export function workingHourSlots(input: {
  attorneyTimeZone: string;
  from: Date;
  to: Date;
  taken: readonly Date[];
  minutes: number;
}): Slot[] {
  const zone = isTimeZone(input.attorneyTimeZone) ? input.attorneyTimeZone : "UTC";
  const taken = new Set(input.taken.map((date) => date.getTime()));
  const slots: Slot[] = [];
  const end = DateTime.fromJSDate(input.to, { zone });
  let day = DateTime.fromJSDate(input.from, { zone }).startOf("day");
  while (day < end) {
    if ((WORKING_HOURS.weekdays as readonly number[]).includes(day.weekday)) {
      let start = day.set({ hour: WORKING_HOURS.startHour });
      const close = day.set({ hour: WORKING_HOURS.endHour });
      while (start.plus({ minutes: input.minutes }) <= close) {
        const finish = start.plus({ minutes: input.minutes });
        if (start.toMillis() >= input.from.getTime() && finish <= end && !taken.has(start.toMillis())) {
          slots.push({ startsAt: start.toJSDate(), endsAt: finish.toJSDate() });
        }
        start = finish;
      }
    }
    day = day.plus({ days: 1 });
  }
  return slots;
}

/** The embedded default: slots here, no outside service, no webhooks. */
export function createBuiltInScheduling(): SchedulingPort {
  return {
    kind: "built-in",
    openSlots: workingHourSlots,
    bookingUrl: () => null,
    verifyWebhook: () => {
      throw new WebhookRejected("No booking provider is configured.");
    },
  };
}
