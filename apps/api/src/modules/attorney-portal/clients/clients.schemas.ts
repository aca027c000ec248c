import {
  BOOKING_STATUSES,
  CLIENT_STAGES,
  EVENT_STATUSES,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
  textSchema,
} from "@prenup/domain";
import { z } from "zod";
import { timestampSchema, pageResponseFields } from "../../../http/schemas.ts";
import { attorneyParamsSchema, pageQuery } from "../attorney-portal.schemas.ts";

export const clientParamsSchema = attorneyParamsSchema.extend({ clientId: z.uuid() });
export const noteListParamsSchema = attorneyParamsSchema.extend({ cid: z.uuid() });
export const noteParamsSchema = noteListParamsSchema.extend({ noteId: z.uuid() });
export const attorneySectionGroupsParamsSchema = attorneyParamsSchema.extend({ sid: textSchema({ max: 100 }).min(1) });

export const clientsQuerySchema = z.object({
  search: textSchema({ max: 100 }).optional(),
  stage: z.enum(CLIENT_STAGES).optional(),
  ...pageQuery,
});
export const clientSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  documentId: z.uuid(),
  side: z.enum(["A", "B"]),
  /**
   * True when the attorney represents the client on the agreement (its editor, files, disclosure and
   * answers are theirs to read); false for a client who bought Q&A from them only (services, calls,
   * notes and the chat).
   */
  representation: z.boolean(),
  state: z.object({ id: z.uuid(), name: z.string(), abbreviation: z.string() }).nullable(),
  partner: z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  documentStatus: z.string(),
  nextEventAt: timestampSchema.nullable(),
  /** Services with this attorney not yet completed (waiting for a call or scheduled). */
  openServices: z.int(),
  /** Where the client stands with the attorney (`clientStage`). */
  stage: z.enum(CLIENT_STAGES),
});
export const clientsResponseSchema = z.object({
  clients: z.array(clientSummarySchema),
  /** How many of the clients matching the search are at each stage. */
  stageCounts: z.object(
    Object.fromEntries(CLIENT_STAGES.map((stage) => [stage, z.int()])) as Record<
      (typeof CLIENT_STAGES)[number],
      z.ZodInt
    >,
  ),
  ...pageResponseFields(),
});

export const clientDetailSchema = clientSummarySchema.extend({
  phoneNumber: z.string().nullable(),
  document: z.object({
    id: z.uuid(),
    status: z.string(),
    reviewedAt: timestampSchema.nullable(),
    finalizedAt: timestampSchema.nullable(),
    lastGeneratedAt: timestampSchema.nullable(),
    editorPath: z.string(),
  }),
  services: z.array(
    z.object({
      id: z.uuid(),
      productType: z.enum(PRODUCT_TYPES),
      title: z.string(),
      bookingStatus: z.enum(BOOKING_STATUSES).nullable(),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      purchasedAt: timestampSchema,
    }),
  ),
  events: z.array(
    z.object({
      id: z.uuid(),
      eventStartAt: timestampSchema,
      eventEndAt: timestampSchema,
      eventStatus: z.enum(EVENT_STATUSES),
      serviceCompletedAt: timestampSchema.nullable(),
      productType: z.enum(PRODUCT_TYPES).nullable(),
    }),
  ),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const internalNoteSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  message: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export const internalNotesResponseSchema = z.array(internalNoteSchema);

export const attorneySectionsQuerySchema = z.object({ stateId: z.uuid().optional(), userId: z.uuid().optional() });
export const attorneySectionGroupsQuerySchema = z.object({ documentId: z.uuid(), userId: z.uuid() });
