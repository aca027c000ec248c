import { EVENT_STATUSES, textSchema } from "@prenup/domain";
import { z } from "zod";
import { timestampSchema, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";

export const adminEventsQuerySchema = z
  .object({
    attorney: textSchema({
      max: 200,
      trim: true,
      messages: { tooLong: "attorney: at most 200 characters" },
    }).optional(),
    customer: textSchema({
      max: 200,
      trim: true,
      messages: { tooLong: "customer: at most 200 characters" },
    }).optional(),
    status: z.enum(EVENT_STATUSES, { error: `status must be one of ${EVENT_STATUSES.join(", ")}` }).optional(),
    from: z.iso.datetime({ error: "from must be an ISO date-time" }).optional(),
    to: z.iso.datetime({ error: "to must be an ISO date-time" }).optional(),
    ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 25 }),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    error: "from must be before to",
    path: ["to"],
  });

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export const adminEventSchema = z.object({
  id: z.uuid(),
  attorney: person,
  customer: person,
  documentId: z.uuid().nullable(),
  eventStartAt: timestampSchema,
  eventEndAt: timestampSchema,
  eventStatus: z.enum(EVENT_STATUSES),
  serviceCompletedAt: timestampSchema.nullable(),
  timeZone: z.string().nullable(),
});
export const adminEventsResponseSchema = z.object({
  items: z.array(adminEventSchema),
  ...pageResponseFields(),
});
export type AdminEventsQuery = z.infer<typeof adminEventsQuerySchema>;
