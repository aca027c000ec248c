import { ERROR_CODES } from "@prenup/domain";
import { z } from "zod";

/**
 * Schemas shared by every route. Those registered in `apiSchemaRegistry` with an id become
 * `components.schemas` entries in the OpenAPI document and are referenced with `$ref`.
 */
export const apiSchemaRegistry = z.registry<{ id: string; description?: string }>();

export const validationErrorResponseSchema = z.object({
  error: z.object({
    issues: z
      .array(
        z.object({
          message: z.string(),
          path: z.array(z.union([z.string(), z.number()])),
        }),
      )
      .min(1),
  }),
});
apiSchemaRegistry.add(validationErrorResponseSchema, {
  id: "ValidationErrorResponse",
  description: "The request did not pass validation; each issue names the field (path) and what is wrong.",
});

export const errorResponseSchema = z.object({
  error: z.string(),
  /** A stable code for programs: one of ERROR_CODES of @prenup/domain. */
  code: z.enum(ERROR_CODES),
});
apiSchemaRegistry.add(errorResponseSchema, {
  id: "ErrorResponse",
  description: "Any other failure: a message to show and a stable code for programs.",
});

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;

export const uuidSchema = z.uuid();

/** A query flag: `true` or `false` as text. */
export const booleanQuerySchema = z
  .enum(["true", "false"], { error: "Use true or false" })
  .transform((value) => value === "true");
export const idParamsSchema = z.object({ id: uuidSchema });

/** A timestamp in responses: ISO 8601 in UTC. */
export const timestampSchema = z.iso.datetime();
/** A nullable timestamp column in the form of `timestampSchema`. */
export const isoOrNull = (value: Date | null): string | null => value?.toISOString() ?? null;
/** A calendar date in responses: 'YYYY-MM-DD'. */
export const dateSchema = z.iso.date();

export const badRequestResponseSchema = z.union([validationErrorResponseSchema, errorResponseSchema]);

type ErrorStatus = 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 503;

/**
 * The documented failure responses of a route. Every route can answer 400 (validation, or a
 * malformed body), 429, 500 and 503 (the database unreachable, or the instance draining — with
 * Retry-After); pass the others it can answer (401/403 when protected, 404 when it
 * names a resource, 409/413/415 for writes...).
 */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): {
  400: typeof badRequestResponseSchema;
  429: typeof errorResponseSchema;
  500: typeof errorResponseSchema;
  503: typeof errorResponseSchema;
} & {
  [K in S]: typeof errorResponseSchema;
} {
  const responses: Record<number, unknown> = {
    400: badRequestResponseSchema,
    429: errorResponseSchema,
    500: errorResponseSchema,
    503: errorResponseSchema,
  };
  for (const status of statuses) responses[status] = errorResponseSchema;
  return responses as never;
}

/**
 * The `Idempotency-Key` header of a write a client may send again (a change kept on the device while
 * offline, replayed later): 1–200 visible ASCII characters, chosen once by the client per change. A
 * repeat of the same request answers the first write's response and stores nothing new; the key
 * with another request (another route, record or body) answers 422 IDEMPOTENCY_KEY_REUSED and stores
 * nothing (`writeKeyOf` and `requireSameRequest`, src/http/idempotency.ts).
 */
export const idempotencyHeadersSchema = z.looseObject({
  "idempotency-key": z
    .string()
    .min(1, { error: "The Idempotency-Key header is empty" })
    .max(200, { error: "The Idempotency-Key header is too long (200 characters at most)" })
    .regex(/^[\x21-\x7e]+$/, { error: "The Idempotency-Key header takes visible ASCII characters only" })
    .optional()
    .meta({
      description:
        "Chosen once per change by the client; the same request again answers the first response and stores nothing new, " +
        "the key with another request answers 422 IDEMPOTENCY_KEY_REUSED.",
    }),
});

/**
 * The 409 of a write made on a version the server no longer holds (`…_CHANGED`): the code, a message
 * and `current`, the value the server holds now (null when there is none), so the client can show
 * both and let the person choose. Other 409s of the route carry no `current`.
 */
export function staleWriteResponseSchema<T extends z.ZodType>(current: T) {
  return errorResponseSchema.extend({ current: current.nullable().optional() });
}

/**
 * A paged list's query fields: `page` from 1 (default 1) and `pageSize` from 1 to `maxPageSize`
 * (default `defaultPageSize`), each refused with a message that names the range.
 */
export function pageQueryFields(options: { maxPageSize: number; defaultPageSize: number }) {
  const pageMessage = "page must be a whole number from 1";
  const sizeMessage = `pageSize must be a whole number from 1 to ${options.maxPageSize}`;
  return {
    page: z.coerce.number({ error: pageMessage }).int({ error: pageMessage }).min(1, { error: pageMessage }).default(1),
    pageSize: z.coerce
      .number({ error: sizeMessage })
      .int({ error: sizeMessage })
      .min(1, { error: sizeMessage })
      .max(options.maxPageSize, { error: sizeMessage })
      .default(options.defaultPageSize),
  };
}

/**
 * A paged list's answer fields beside its items: how many there are in all, and the page and page
 * size the list was cut with.
 */
export function pageResponseFields() {
  return { total: z.int(), page: z.int(), pageSize: z.int() };
}
