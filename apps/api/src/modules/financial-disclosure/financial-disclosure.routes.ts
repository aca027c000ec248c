import { DISCLOSURE_KINDS, EDITABLE_DISCLOSURE_KINDS } from "@prenup/domain";
import { z } from "zod";
import { requireActor, requireCurrentUser } from "../../access/request-context.ts";
import { writeKeyOf } from "../../http/idempotency.ts";
import { errorResponses, idempotencyHeadersSchema, staleWriteResponseSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { createEntry } from "./create-entry.ts";
import { deleteEntry } from "./delete-entry.ts";
import { registerDisclosureStatusRoutes } from "./disclosure-status.routes.ts";
import { registerEntryDocumentsRoutes } from "./entry-documents.routes.ts";
import { FINANCIAL_ENTRY_SCHEMAS, KIND_CONFIG } from "./entry-kinds.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import {
  disclosureParamsSchema,
  entryPageSchemas,
  entryParamsSchema,
  entrySchemas,
  listEntriesQuerySchema,
} from "./financial-disclosure.schemas.ts";
import { registerForExRatesAdminRoutes } from "./for-ex-rates-admin.routes.ts";
import { getEntry } from "./get-entry.ts";
import { listEntries } from "./list-entries.ts";
import { READ_DESCRIPTION, READ_RULE, security, tags, WRITE_RULE } from "./route-access.ts";
import { updateEntry } from "./update-entry.ts";

/**
 * The module's routes, as its manifest registers them: the entries of the eight kinds (here: one
 * set of routes for every kind, described by `entry-kinds.ts`), the documents behind them
 * (`entry-documents.routes.ts`), where the disclosure stands and what moves it
 * (`disclosure-status.routes.ts`) and the admin's exchange rates (`for-ex-rates-admin.routes.ts`).
 */
export function registerFinancialDisclosureRoutes(
  app: ApiInstance,
  deps: { financialDisclosure: FinancialDisclosureContext },
): void {
  const ctx = deps.financialDisclosure;

  for (const kind of DISCLOSURE_KINDS) {
    const { one, many } = KIND_CONFIG[kind].operation;
    const label = KIND_CONFIG[kind].label;
    const base = `/users/:id/documents/:docId/${kind}`;

    app.get(
      base,
      {
        config: { access: READ_RULE },
        schema: {
          operationId: `list${many}`,
          tags,
          summary: `A partner's ${label} entries on the document, oldest first, paginated (optionally of one currency)`,
          description: READ_DESCRIPTION,
          security,
          params: disclosureParamsSchema,
          querystring: listEntriesQuerySchema,
          response: { 200: entryPageSchemas[kind], ...errorResponses(401, 403, 404) },
        },
      },
      async (request) =>
        listEntries(ctx, kind, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          viewer: requireActor(request),
          ...request.query,
        }),
    );

    app.get(
      `${base}/:entryId`,
      {
        config: { access: READ_RULE },
        schema: {
          operationId: `get${one}`,
          tags,
          summary: `One ${label} entry of a partner`,
          description: `${READ_DESCRIPTION} A missing or deleted entry → 404 FINANCIAL_ENTRY_NOT_FOUND.`,
          security,
          params: entryParamsSchema,
          response: { 200: entrySchemas[kind], ...errorResponses(401, 403, 404) },
        },
      },
      async (request) =>
        getEntry(ctx, kind, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          entryId: request.params.entryId,
          viewer: requireActor(request),
        }),
    );

    app.delete(
      `${base}/:entryId`,
      {
        config: { access: WRITE_RULE, live: "disclosure" },
        schema: {
          operationId: `delete${one}`,
          tags,
          summary: `Delete one of the partner's own ${label} entries (soft delete)`,
          description:
            "Only the partner themself. Records the change time of the partner's disclosure (the regeneration check reads it).",
          security,
          params: entryParamsSchema,
          response: {
            204: z.unknown().optional().meta({ description: "Deleted (no body)" }),
            ...errorResponses(401, 402, 403, 404),
          },
        },
      },
      async (request, reply) => {
        await deleteEntry(ctx, kind, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          entryId: request.params.entryId,
          actorId: requireCurrentUser(request).id,
        });
        return reply.code(204).send();
      },
    );
  }

  for (const kind of EDITABLE_DISCLOSURE_KINDS) {
    const { one } = KIND_CONFIG[kind].operation;
    const label = KIND_CONFIG[kind].label;
    const base = `/users/:id/documents/:docId/${kind}`;
    const schemas = FINANCIAL_ENTRY_SCHEMAS[kind];
    /** The kind's update fields, and the entry's updatedAt the change was made on (a replayed offline change). */
    const updateBodySchema = (schemas.update as unknown as z.ZodObject).extend({
      baseUpdatedAt: z.iso.datetime({ error: "baseUpdatedAt must be an ISO 8601 time" }).optional(),
    });

    app.post(
      base,
      {
        config: { access: WRITE_RULE, live: "disclosure" },
        schema: {
          operationId: `create${one}`,
          tags,
          summary: `Add a ${label} entry to the partner's own disclosure`,
          description:
            "Amounts in integer cents of the entry's currency (default USD), at most 10,000,000,000.00 either way (400 naming the field). Only the partner themself. " +
            "An Idempotency-Key header makes the same request again answer the first entry and create nothing (an entry added offline, " +
            "replayed); the key with another kind or body → 422 IDEMPOTENCY_KEY_REUSED, nothing created.",
          security,
          params: disclosureParamsSchema,
          headers: idempotencyHeadersSchema,
          body: schemas.create,
          response: { 201: entrySchemas[kind], ...errorResponses(401, 402, 403, 404, 415, 422) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          await createEntry(ctx, kind, {
            ownerId: request.params.id,
            documentId: request.params.docId,
            body: request.body as Record<string, unknown>,
            actorId: requireCurrentUser(request).id,
            writeKey: writeKeyOf(request),
          }),
        ),
    );

    app.patch(
      `${base}/:entryId`,
      {
        config: { access: WRITE_RULE, live: "disclosure" },
        schema: {
          operationId: `update${one}`,
          tags,
          summary: `Change some fields of one of the partner's own ${label} entries`,
          description:
            "The entry with the change must still pass the create rules (400 with the field's message otherwise)." +
            (kind === "assets"
              ? " Changing a joint entry's percentages (or making it joint) asks the partner to confirm them again."
              : "") +
            " An Idempotency-Key header makes the same request again answer the first outcome and change nothing (the key with another " +
            "entry, kind or body → 422 IDEMPOTENCY_KEY_REUSED, nothing changed); baseUpdatedAt (the entry's updatedAt " +
            "the change was made on) makes a change to an entry changed since answer 409 FINANCIAL_ENTRY_CHANGED with `current`, the stored entry.",
          security,
          params: entryParamsSchema,
          headers: idempotencyHeadersSchema,
          body: updateBodySchema,
          response: {
            200: entrySchemas[kind],
            ...errorResponses(401, 402, 403, 404, 415, 422),
            409: staleWriteResponseSchema(entrySchemas[kind]),
          },
        },
      },
      async (request) => {
        const { baseUpdatedAt, ...body } = request.body as Record<string, unknown> & { baseUpdatedAt?: string };
        return updateEntry(ctx, kind, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          entryId: request.params.entryId,
          body,
          actorId: requireCurrentUser(request).id,
          writeKey: writeKeyOf(request),
          baseUpdatedAt,
        });
      },
    );
  }

  registerEntryDocumentsRoutes(app, deps);
  registerDisclosureStatusRoutes(app, deps);
  registerForExRatesAdminRoutes(app, deps);
}
