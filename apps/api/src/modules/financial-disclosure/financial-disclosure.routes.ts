import {
  DISCLOSURE_KINDS,
  EDITABLE_DISCLOSURE_KINDS,
  ENTRY_DOCUMENT_MAX_BYTES,
  ENTRY_DOCUMENTS_PER_ENTRY,
  type DisclosureKind,
} from "@prenup/domain";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireActor, requireCurrentUser } from "../../access/request-context.ts";
import { writeKeyOf } from "../../http/idempotency.ts";
import { errorResponses, idempotencyHeadersSchema, staleWriteResponseSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import { contentDisposition } from "../document-files/index.ts";
import { FINANCIAL_ENTRY_SCHEMAS, KIND_CONFIG } from "./entry-kinds.ts";
import {
  acknowledgementBodySchema,
  acknowledgementResultSchema,
  declarationBodySchema,
  entryDocumentParamsSchema,
  entryDocumentSchema,
  entryDocumentUploadQuerySchema,
  disclosureDeclarationSchema,
  disclosureParamsSchema,
  disclosureSummarySchema,
  entryPageSchemas,
  forExRateParamsSchema,
  forExRateSchema,
  forExRatesSchema,
  forExRateUpdateSchema,
  entryParamsSchema,
  entrySchemas,
  jointConfirmationBodySchema,
  listEntriesQuerySchema,
} from "./financial-disclosure.schemas.ts";
import { acknowledgeDisclosure } from "./acknowledge-disclosure.ts";
import { answerJointAsset } from "./answer-joint-asset.ts";
import { attachEntryDocument } from "./attach-entry-document.ts";
import { createEntry } from "./create-entry.ts";
import { declareDisclosure } from "./declare-disclosure.ts";
import { deleteEntry } from "./delete-entry.ts";
import { deleteEntryDocument } from "./delete-entry-document.ts";
import { downloadEntryDocument } from "./download-entry-document.ts";
import type { FinancialDisclosureContext } from "./financial-disclosure.context.ts";
import { getEntry } from "./get-entry.ts";
import { getFinancialSummary } from "./get-financial-summary.ts";
import { listEntries } from "./list-entries.ts";
import { listForExRates } from "./list-for-ex-rates.ts";
import { updateEntry } from "./update-entry.ts";
import { updateForExRate } from "./update-for-ex-rate.ts";

const security = [{ bearerAuth: [] }];
const tags = ["financial-disclosure"];

/** operationId stems per kind: one and many. */
const NAMES: Record<DisclosureKind, [string, string]> = {
  assets: ["Asset", "Assets"],
  vehicles: ["Vehicle", "Vehicles"],
  businesses: ["Business", "Businesses"],
  debts: ["Debt", "Debts"],
  "real-estates": ["RealEstate", "RealEstates"],
  incomes: ["Income", "Incomes"],
  "inheritances-trusts": ["InheritanceTrust", "InheritancesTrusts"],
  "legacy-joint-properties": ["LegacyJointProperty", "LegacyJointProperties"],
};

/**
 * Reading: the document's partners (each reads both partners' entries: full disclosure is the
 * point), its assigned attorneys and admins. The rule lets signed-in customers, approved attorneys
 * and admins in without a lookup; whether this caller may read this document is decided in the
 * read's own statement (404 for everyone else, as for a document outsider), so a list costs the
 * access check and one statement.
 */
const READ_RULE = access.anyOf(access.customer(), access.approvedAttorney(), access.admin());
const READ_DESCRIPTION =
  "Readers: both partners of the document (each sees the other's entries, read-only), the document's assigned attorneys and admins; " +
  "anyone else gets 404.";
/** Writing: only the partner themself, on a document they are a party of. */
const WRITE_RULE = access.allOf(access.self(), access.documentParty("docId"));
/** What an entry's document may be sent as; what it is comes from its bytes. */
const DOCUMENT_UPLOAD_TYPES = ["application/octet-stream", "application/pdf", "image/png", "image/jpeg"];
/** A document's bytes, with Content-Disposition naming it. */
const binarySchema = z.unknown().meta({ type: "string", format: "binary", description: "The file's bytes" });

export function registerFinancialDisclosureRoutes(
  app: ApiInstance,
  deps: { financialDisclosure: FinancialDisclosureContext },
): void {
  const ctx = deps.financialDisclosure;

  for (const kind of DISCLOSURE_KINDS) {
    const [one, many] = NAMES[kind];
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
    const [one] = NAMES[kind];
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

  // ---- the documents behind an entry (statements, valuations, pay slips) ----
  for (const kind of EDITABLE_DISCLOSURE_KINDS) {
    const [one] = NAMES[kind];
    const label = KIND_CONFIG[kind].label;
    const base = `/users/:id/documents/:docId/${kind}/:entryId/documents`;

    app.get(
      `${base}/:attachmentId`,
      {
        config: { access: READ_RULE },
        schema: {
          operationId: `download${one}Document`,
          tags,
          summary: `Download a document attached to one of a partner's ${label} entries`,
          description:
            `${READ_DESCRIPTION} The bytes with their content type and Content-Disposition naming the file; ` +
            "a document removed, or of a deleted entry → 404 ENTRY_DOCUMENT_NOT_FOUND. The entry's `documents` list them.",
          security,
          params: entryDocumentParamsSchema,
          produces: ["application/pdf", "image/png", "image/jpeg"],
          response: { 200: binarySchema, ...errorResponses(401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const file = await downloadEntryDocument(ctx, kind, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          entryId: request.params.entryId,
          attachmentId: request.params.attachmentId,
          viewer: requireActor(request),
        });
        return reply
          .header("content-type", file.contentType)
          .header("content-disposition", contentDisposition(file.name))
          .header("cache-control", "private, no-store")
          .header("content-length", file.bytes.length)
          .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
      },
    );

    app.delete(
      `${base}/:attachmentId`,
      {
        config: { access: WRITE_RULE, live: "disclosure" },
        schema: {
          operationId: `delete${one}Document`,
          tags,
          summary: `Remove a document from one of the partner's own ${label} entries`,
          description:
            "Only the partner themself. A change of the disclosure (a new version for the other partner to acknowledge). " +
            "Refused with 402 PRENUP_NOT_PAID while the prenup is not paid.",
          security,
          params: entryDocumentParamsSchema,
          response: {
            204: z.unknown().optional().meta({ description: "Removed (no body)" }),
            ...errorResponses(401, 402, 403, 404),
          },
        },
      },
      async (request, reply) => {
        await deleteEntryDocument(ctx, kind, {
          ownerId: request.params.id,
          documentId: request.params.docId,
          entryId: request.params.entryId,
          attachmentId: request.params.attachmentId,
          actorId: requireCurrentUser(request).id,
        });
        return reply.code(204).send();
      },
    );

    // The upload is the raw bytes (a PDF, PNG or JPEG as the body), in a scope that reads them as such.
    void app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        DOCUMENT_UPLOAD_TYPES,
        { parseAs: "buffer", bodyLimit: ENTRY_DOCUMENT_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      scope.post(
        base,
        {
          config: { access: WRITE_RULE, live: "disclosure" },
          bodyLimit: ENTRY_DOCUMENT_MAX_BYTES,
          schema: {
            operationId: `attach${one}Document`,
            tags,
            summary: `Attach a document (a statement, a valuation, a pay slip) to one of the partner's own ${label} entries`,
            description:
              "Only the partner themself. The body is the file's bytes (Content-Type application/octet-stream, application/pdf, " +
              "image/png or image/jpeg); `name` names it. What the file is comes from its bytes: anything but a PDF, PNG or " +
              `JPEG is 415 FILE_TYPE_NOT_ALLOWED; an empty file 400; over ${ENTRY_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB 413; ` +
              `an entry carrying ${ENTRY_DOCUMENTS_PER_ENTRY} documents 409 ENTRY_DOCUMENTS_FULL. Stored with its SHA-256, which ` +
              "the schedules print. A change of the disclosure (a new version for the other partner to acknowledge). " +
              "Refused with 402 PRENUP_NOT_PAID while the prenup is not paid. A refusal stores nothing.",
            security,
            params: entryParamsSchema,
            querystring: entryDocumentUploadQuerySchema,
            consumes: DOCUMENT_UPLOAD_TYPES,
            body: binarySchema,
            response: { 201: entryDocumentSchema, ...errorResponses(401, 402, 403, 404, 409, 413, 415, 503) },
          },
        },
        async (request, reply) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const document = await attachEntryDocument(ctx, kind, {
            ownerId: request.params.id,
            documentId: request.params.docId,
            entryId: request.params.entryId,
            bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
            name: request.query.name,
            actorId: requireCurrentUser(request).id,
          });
          return reply.code(201).send(document);
        },
      );
    });
  }

  app.post(
    "/users/:id/documents/:docId/assets/:entryId/joint-confirmation",
    {
      config: { access: access.documentParty("docId"), live: "disclosure" },
      schema: {
        operationId: "answerJointAsset",
        tags,
        summary: "Confirm a joint account or asset's percentages, or propose others",
        description:
          "{id} is the entry's owner. The partner who did not set the percentages last answers: CONFIRM settles them (the pending " +
          "financial dispute ends); PROPOSE sets other percentages (adding up to 100), which the other partner then confirms. " +
          "Answering one's own percentages → 409 JOINT_CONFIRMATION_NOT_YOURS; an entry that is not joint → 409 JOINT_ENTRY_NOT_JOINT.",
        security,
        params: entryParamsSchema,
        body: jointConfirmationBodySchema,
        response: { 200: entrySchemas.assets, ...errorResponses(401, 402, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      answerJointAsset(ctx, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        entryId: request.params.entryId,
        decision: request.body,
        actorId: requireCurrentUser(request).id,
      }),
  );

  app.get(
    "/users/:id/documents/:docId/financial-summary",
    {
      config: { access: READ_RULE },
      schema: {
        operationId: "getFinancialSummary",
        tags,
        summary:
          "Both partners' totals per kind (entry currencies and USD), net worth, income completeness and pending joint entries",
        description:
          `${READ_DESCRIPTION} {id} is either partner. USD figures use the exchange-rate table; rateDate is the oldest rate used. ` +
          "Net worth = assets (accounts and assets, real estate at assessed value, vehicles at market value, businesses, " +
          "inheritances and trusts, legacy joint property) − debts (debts, mortgages, vehicle loans); a joint account counts " +
          "for each partner by their percentage. Every sum is exact to the cent: totals a number cannot carry exactly (only " +
          "thousands of entries at the ceiling, or amounts stored before it) answer 422 AMOUNTS_OUT_OF_RANGE.",
        security,
        params: disclosureParamsSchema,
        response: { 200: disclosureSummarySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      getFinancialSummary(ctx, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        viewer: requireActor(request),
      }),
  );

  app.put(
    "/users/:id/documents/:docId/disclosure-declaration",
    {
      config: { access: WRITE_RULE, live: "disclosure" },
      schema: {
        operationId: "declareDisclosure",
        tags,
        summary:
          "Mark one's own disclosure complete, declare there is nothing to disclose, or withdraw the declaration (null)",
        description:
          "Only the partner themself. COMPLETE needs at least one entry; NOTHING_TO_DISCLOSE needs none and is stored with its time " +
          "(adding an entry later withdraws it); otherwise 409 DISCLOSURE_DECLARATION_REFUSED. The agreement is generated only " +
          "when both partners' disclosures are COMPLETED or NOTHING_TO_DISCLOSE. Refused with 402 PRENUP_NOT_PAID while the prenup is not paid.",
        security,
        params: disclosureParamsSchema,
        body: declarationBodySchema,
        response: { 200: disclosureDeclarationSchema, ...errorResponses(401, 402, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      declareDisclosure(ctx, {
        ownerId: request.params.id,
        documentId: request.params.docId,
        declaration: request.body.declaration,
        actorId: requireCurrentUser(request).id,
      }),
  );

  app.post(
    "/users/:id/documents/:docId/disclosure-acknowledgement",
    {
      config: { access: WRITE_RULE, live: "disclosure" },
      schema: {
        operationId: "acknowledgeDisclosure",
        tags,
        summary: "Acknowledge having received and reviewed the partner's financial disclosure, naming its version",
        description:
          "Only the partner themself ({id}), for the other partner's disclosure. `version` is the number the summary's " +
          "`acknowledgement.currentVersion` gave (a disclosure changed since is frozen as that version now). 409 " +
          "DISCLOSURE_NOT_GIVEN while the partner's disclosure is not given; 409 DISCLOSURE_VERSION_CHANGED when it changed " +
          "since (the message names the current version); nothing is stored then. Acknowledging a version again changes " +
          "nothing. A later change lapses the acknowledgement, and the agreement is generated only when each partner " +
          "acknowledged the other's current version. Refused with 402 PRENUP_NOT_PAID while the prenup is not paid.",
        security,
        params: disclosureParamsSchema,
        body: acknowledgementBodySchema,
        response: { 200: acknowledgementResultSchema, ...errorResponses(401, 402, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      acknowledgeDisclosure(ctx, {
        readerId: request.params.id,
        documentId: request.params.docId,
        version: request.body.version,
      }),
  );

  // ---- exchange rates (admin): the rates the totals convert with ----
  app.get(
    "/admin/for-ex-rates",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "listForExRates",
        tags,
        summary: "The exchange rates the disclosure totals use (units of each currency per US dollar, with their date)",
        description: "Admins only. One row per supported currency (ten at most), so the list is not paginated.",
        security,
        response: { 200: forExRatesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listForExRates(ctx),
  );

  app.patch(
    "/admin/for-ex-rates/:currency",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "updateForExRate",
        tags,
        summary: "Set a currency's exchange rate (units per US dollar) and its date",
        description:
          "Admins only. The US dollar's rate is always 1. asOf (YYYY-MM-DD) defaults to today. An edited rate is kept when the reference data is seeded again.",
        security,
        params: forExRateParamsSchema,
        body: forExRateUpdateSchema,
        response: { 200: forExRateSchema, ...errorResponses(401, 403, 404, 415) },
      },
    },
    async (request) =>
      updateForExRate(ctx, {
        currency: request.params.currency,
        rate: request.body.rate,
        asOf: request.body.asOf,
        actorId: requireCurrentUser(request).id,
      }),
  );
}
