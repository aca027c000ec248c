import { DomainError, formatDateTime, textSchema, timeZoneOfState } from "@prenup/domain";
import escapeHtml from "escape-html";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { requireActor } from "../../access/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import { sendStandInPage } from "../../http/stand-in-page.ts";
import type { ApiInstance } from "../../http/types.ts";
import { NOTARY_SIGNATURE_HEADER, type LocalNotary } from "../../integrations/notary/index.ts";
import {
  correctSignedOnBodySchema,
  emptyBodySchema,
  startNotarizationBodySchema,
  listNotarizationsQuerySchema,
  listNotarizationsResponseSchema,
  notarizationParamsSchema,
  notarizationSchema,
  proofBodySchema,
  proofQuerySchema,
  signerLocationBodySchema,
  signerLocationResponseSchema,
  webhookResponseSchema,
} from "./notarizations.schemas.ts";
import { answerSignerLocation } from "./answer-signer-location.ts";
import { applyNotaryEvent } from "./apply-notary-event.ts";
import { correctSignedOn } from "./correct-signed-on.ts";
import { deleteNotarization } from "./delete-notarization.ts";
import { forceResetNotarization } from "./force-reset-notarization.ts";
import { listNotarizations } from "./list-notarizations.ts";
import type { NotarizationsContext } from "./notarizations.context.ts";
import { receiveNotaryWebhook } from "./receive-notary-webhook.ts";
import { resetNotarization } from "./reset-notarization.ts";
import { startNotarization } from "./start-notarization.ts";
import { uploadProof } from "./upload-proof.ts";

const security = [{ bearerAuth: [] }];
const noContentSchema = z.unknown().optional().meta({ description: "No content" });
const tags = ["notarizations"];
/** The parties, their assigned attorneys and admins. */
const documentPeople = () =>
  access.anyOf(access.documentParty("id"), access.assignedAttorney("id", "document"), access.admin());
const AVAILABILITY =
  "Availability is checked in the spec's order, each with its own title and message: generated; the caller's " +
  "attorney booked if required; the partner's attorney booked if required; FULLY_APPROVED when both need attorneys; " +
  "reviewed or finalized (409 NOTARIZATION_NOT_AVAILABLE) — then both partners joined, for an online session the wedding-day " +
  "cutoff (409 SIGNING_DEADLINE_PASSED), California's 7-day wait (409 CALIFORNIA_WAIT), no notarization complete " +
  "(409 NOTARIZATION_COMPLETE) or under way (409 NOTARIZATION_IN_PROGRESS).";

/**
 * When a signer signed, as people read it, in the agreement's state's time zone, named: "November
 * 25, 2026 at 10:42 PM Central Time". Its day is the day the signing rules count (`signingDayOf`
 * reads the same zone), so the page and the date of signing on the record never differ.
 */
export const signedAtText = (at: Date, stateAbbreviation: string | null | undefined): string =>
  formatDateTime(at, timeZoneOfState(stateAbbreviation));

export function registerNotarizationsRoutes(
  app: ApiInstance,
  deps: {
    notarizations: NotarizationsContext;
    localNotary: LocalNotary | null;
    proofLimitBytes: number;
    customerAppUrl: string;
  },
): void {
  const ctx = deps.notarizations;

  app.get(
    "/documents/:id/notarizations",
    {
      config: { access: documentPeople() },
      schema: {
        operationId: "listNotarizations",
        tags,
        summary: "The agreement's notarizations (newest first, reset ones included) and whether one may start now",
        description: `Each item gives the caller's own signing link while the session is open. ${AVAILABILITY}`,
        security,
        params: idParamsSchema,
        querystring: listNotarizationsQuerySchema,
        response: { 200: listNotarizationsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listNotarizations(ctx, request.params.id, requireActor(request), request.query),
  );

  app.post(
    "/documents/:id/notarizations",
    {
      config: { access: access.documentParty("id"), live: "notarization" },
      schema: {
        operationId: "startNotarization",
        tags,
        summary: "Start a remote online notarization session for both partners (and their attorneys)",
        description:
          `${AVAILABILITY} Where the state does not allow online notarization: 409 ONLINE_NOTARY_NOT_AVAILABLE with the ` +
          "state's notary text (upload an in-person proof instead). Every signer must first have said whether they will be in California when " +
          "they sign (PUT …/notarizations/signer-location): 409 SIGNER_LOCATION_MISSING names who has not; 409 SIGNER_LOCATION_NOT_ALLOWED when " +
          "one will be (they cannot appear before an online notary: the agreement is notarized in person). 503 NOTARY_UNAVAILABLE when the " +
          "notary cannot be reached or answers too slowly (nothing is kept). Where the state sets no review period and the final " +
          "text is younger than the days the product recommends (the availability's `reflection.early`), the start needs " +
          "`signEarly: true`, the couple's choice to sign sooner, which the notarization records: 409 EARLY_SIGNING_NOT_CONFIRMED otherwise.",
        security,
        params: idParamsSchema,
        body: startNotarizationBodySchema,
        response: { 201: notarizationSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startNotarization(ctx, request.params.id, requireActor(request), request.body ?? {})),
  );

  app.put(
    "/documents/:id/notarizations/signer-location",
    {
      config: {
        access: access.anyOf(access.documentParty("id"), access.assignedAttorney("id", "document")),
        live: "notarization",
      },
      schema: {
        operationId: "answerNotarySignerLocation",
        tags,
        summary:
          "Say whether you will be in the agreement's state when you sign online (each signer for themselves), where its law asks",
        description:
          "A partner, or a partner's assigned attorney, answers for themselves; the answer replaces their earlier one. Only where the agreement's state's " +
          "law makes a signer's location matter (the state-law matrix; the availability's `signerLocation` is then not null) does the online session start " +
          "only once every signer has answered and none will be in the state; elsewhere 409 SIGNER_LOCATION_NOT_ASKED (nothing is stored). " +
          "409 NOTARIZATION_IN_PROGRESS or NOTARIZATION_COMPLETE once a notarization is under way or done (the answers it started with stay); " +
          "403 for a party who does not sign (nothing is stored).",
        security,
        params: idParamsSchema,
        body: signerLocationBodySchema,
        response: { 200: signerLocationResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => answerSignerLocation(ctx, request.params.id, requireActor(request), request.body.inState),
  );

  app.delete(
    "/documents/:id/notarizations/:nid",
    {
      config: { access: access.anyOf(access.documentParty("id"), access.admin()), live: "notarization" },
      schema: {
        operationId: "deleteNotarization",
        tags,
        summary: "Withdraw an unfinished notarization (its session is cancelled)",
        description:
          "404 NOT_FOUND for another document's or a reset notarization; 409 NOTARIZATION_COMPLETE once notarized.",
        security,
        params: notarizationParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      await deleteNotarization(ctx, request.params.id, request.params.nid, requireActor(request));
      return reply.code(204).send();
    },
  );

  app.patch(
    "/documents/:id/notarizations/:nid",
    {
      config: { access: access.anyOf(access.assignedAttorney("id", "document"), access.admin()), live: "notarization" },
      schema: {
        operationId: "correctNotarizationSignedOn",
        tags,
        summary:
          "Correct the date of signing of a completed notarization (the couple's assigned attorney, or an admin)",
        description:
          "The date on the notarial certificate, checked like the upload: a calendar date, not in the future (400), inside the signing window — a date " +
          "before California's 7 days had passed (409 CALIFORNIA_WAIT) or after the wedding-day cutoff (409 SIGNING_DEADLINE_PASSED) is refused with " +
          "the reason and nothing changes. An online session completed outside the window counts once its date is corrected into it. " +
          "409 NOTARIZATION_NOT_AVAILABLE while nothing is signed; 404 for another document's or a reset notarization. Audited.",
        security,
        params: notarizationParamsSchema,
        body: correctSignedOnBodySchema,
        response: { 200: notarizationSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      correctSignedOn(ctx, request.params.id, request.params.nid, requireActor(request), request.body.signedOn),
  );

  app.post(
    "/notarizations/:id/reset",
    {
      // Partners of the notarization's document and admins; the use case answers 404 to anyone else.
      config: { access: access.anyOf(access.customer(), access.admin()) },
      schema: {
        operationId: "resetNotarization",
        tags,
        summary: "Reset an unfinished notarization so the couple can start again",
        description:
          "The session is cancelled and the notarization kept as history (resetAt). 409 NOTARIZATION_RESET_REFUSED once completed (an admin's force reset only).",
        security,
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      await resetNotarization(ctx, request.params.id, requireActor(request));
      return reply.code(204).send();
    },
  );

  app.patch(
    "/notarizations/:id/force-reset",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "forceResetNotarization",
        tags,
        summary: "Admin: reset any notarization, completed ones included",
        security,
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      await forceResetNotarization(ctx, request.params.id, requireActor(request));
      return reply.code(204).send();
    },
  );

  // The proof is the PDF's raw bytes; the webhook is verified over its exact bytes.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: deps.proofLimitBytes }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(
      "/documents/:id/notarizations/proof",
      {
        config: { access: access.documentParty("id"), live: "notarization" },
        bodyLimit: deps.proofLimitBytes,
        schema: {
          operationId: "uploadNotarizationProof",
          tags,
          summary: "Upload the agreement notarized in person (PDF only): the notarization is complete",
          description:
            "The body is the PDF's bytes; `signedOn` is the date on the notary's certificate. What the file is comes from its bytes: anything but a " +
            "PDF is 415 FILE_TYPE_NOT_ALLOWED; over the limit 413. The wedding-day cutoff and California's 7 days are checked against `signedOn`, " +
            "not the upload: a signing before the 7 days had passed is 409 CALIFORNIA_WAIT, one after the cutoff 409 SIGNING_DEADLINE_PASSED, a date " +
            `in the future 400 (a signing before the wedding may be uploaded after it). ${AVAILABILITY}`,
          security,
          params: idParamsSchema,
          querystring: proofQuerySchema,
          consumes: ["application/pdf", "application/octet-stream"],
          body: proofBodySchema,
          response: { 201: notarizationSchema, ...errorResponses(401, 403, 404, 409, 413, 415, 503) },
        },
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const created = await uploadProof(
          ctx,
          request.params.id,
          requireActor(request),
          new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          request.query.signedOn,
        );
        return reply.code(201).send(created);
      },
    );

    scope.post(
      "/notary/webhook",
      {
        config: { access: access.anonymous() },
        schema: {
          operationId: "receiveNotaryWebhook",
          tags,
          summary:
            "The notarization provider's status changes: signed, stored once each, applied once and in order by a background job",
          description:
            "A verified delivery is stored in the webhook inbox with the job that applies it, and the answer comes at once: `queued`, or `duplicate` when the delivery was received before (nothing more happens). A failed application (the provider's PDF unavailable, say) is retried by the job with backoff. Proof's Webhooks V2 deliveries, signed in `X-Notarize-Signature` (HMAC-SHA256 of the body). A missing or wrong signature, or a delivery older than Proof's retry window (49 h), → 400 NOTARY_SIGNATURE_INVALID and nothing is stored. `ignored`: a genuine event the notarization does not follow (nothing stored).",
          response: { 200: webhookResponseSchema, ...errorResponses() },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body.toString("utf8") : "";
        const signature = request.headers[NOTARY_SIGNATURE_HEADER];
        return {
          received: true as const,
          outcome: await receiveNotaryWebhook(ctx, body, typeof signature === "string" ? signature : undefined),
        };
      },
    );
  });

  const notary = deps.localNotary;
  if (!notary) return;
  // The embedded notary's signing page, standing in for the provider's video session.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // The signing page's form posts an empty urlencoded body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    const params = z.object({ session: z.string().regex(/^lns_[0-9a-f]{24}$/), role: textSchema({ max: 20 }) });
    const query = z.object({ token: textSchema({ max: 100 }) });

    scope.get(
      "/notary/local/:session/:role",
      { config: { access: access.anonymous() }, schema: { hide: true, params, querystring: query } },
      async (request, reply) => {
        const page = await notary.describe(request.params.session, request.params.role, request.query.token);
        if (!page) throw new DomainError("NOT_FOUND", "Unknown signing link");
        const signed = page.signer.signedAt !== null;
        const others = page.others
          .map((other) => `<li>${escapeHtml(other.name)}: ${other.signed ? "signed" : "not signed yet"}</li>`)
          .join("");
        const action = `/notary/local/${escapeHtml(request.params.session)}/${escapeHtml(request.params.role)}?token=${escapeHtml(request.query.token)}`;
        return sendStandInPage(reply, {
          title: "Local notary",
          returnTo: deps.customerAppUrl,
          main:
            `<h1>Remote notarization session</h1><p>${escapeHtml(page.title)}</p><p>Signer: <strong>${escapeHtml(page.signer.name)}</strong></p>` +
            (page.status === "CANCELLED"
              ? `<p>This session was cancelled.</p>`
              : signed
                ? `<p>You signed on ${escapeHtml(signedAtText(page.signer.signedAt!, page.stateAbbreviation))}.</p>`
                : `<form method="post" action="${action}"><button type="submit">Sign and notarize</button></form>`) +
            (others ? `<h2>Other signers</h2><ul>${others}</ul>` : "") +
            `<p><a href="${escapeHtml(`${deps.customerAppUrl}/notarize/review`)}">Back to your agreement</a></p>` +
            `<p class="note">This page stands in for a remote online notarization provider's video session while the API runs with its embedded notary. It is a simulation: nothing here is a legal notarization.</p>`,
        });
      },
    );

    scope.post(
      "/notary/local/:session/:role",
      { config: { access: access.anonymous() }, schema: { hide: true, params, querystring: query } },
      async (request, reply) => {
        const event = await notary.sign(request.params.session, request.params.role, request.query.token);
        if (!event) throw new DomainError("NOT_FOUND", "Unknown signing link");
        await applyNotaryEvent(ctx, event);
        return reply.redirect(
          `/notary/local/${request.params.session}/${request.params.role}?token=${encodeURIComponent(request.query.token)}`,
          303,
        );
      },
    );
  });
}
