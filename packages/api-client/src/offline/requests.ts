import type { DisclosureKind } from "@prenup/domain";
import type { ClientPathsWithMethod } from "openapi-fetch";
import type { ApiFetchClient, ApiPaths } from "../client.ts";

type WriteMethod = "post" | "patch" | "put";
type WritePath<M extends WriteMethod> = ClientPathsWithMethod<ApiFetchClient, M>;

/**
 * One write as the typed client sends it: the method, the path as the API document names it, that
 * operation's path and query parameters and its JSON body, each typed by the document.
 */
export type ApiWrite<M extends WriteMethod, P extends WritePath<M>> = ApiPaths[P][M] extends {
  parameters: infer Params extends { path?: unknown; query?: unknown };
  requestBody?: { content: { "application/json": infer Body } };
}
  ? { method: Uppercase<M>; path: P; params: Pick<Params, "path" | "query">; body: Body }
  : never;

type EditableKind = Exclude<DisclosureKind, "legacy-joint-properties">;

/**
 * The writes the app keeps on the device while the network or the server is down. An answer goes
 * as PUT /users/{id}/answers/{questionId} (the server decides whether it creates or updates it);
 * POST and PATCH /users/{id}/answers are the answers kept by earlier versions of the app, sent as
 * they were made.
 */
export type OfflineRequest =
  | ApiWrite<"put", "/users/{id}/answers/{questionId}">
  | ApiWrite<"post", "/users/{id}/answers">
  | ApiWrite<"patch", "/users/{id}/answers">
  | ApiWrite<"patch", "/users/{id}">
  | {
      [K in EditableKind]:
        | ApiWrite<"post", `/users/{id}/documents/{docId}/${K}`>
        | ApiWrite<"patch", `/users/{id}/documents/{docId}/${K}/{entryId}`>;
    }[EditableKind];

type AnswerRequest = Extract<OfflineRequest, { path: "/users/{id}/answers" | "/users/{id}/answers/{questionId}" }>;
type ProfileRequest = Extract<OfflineRequest, { path: "/users/{id}" }>;

/** Whether a kept write is an answer's (PUT /users/{id}/answers/{questionId}, or an earlier version's POST or PATCH /users/{id}/answers). */
export function isAnswerRequest<W extends OfflineRequest>(write: W): write is Extract<W, AnswerRequest> {
  return write.path === "/users/{id}/answers/{questionId}" || write.path === "/users/{id}/answers";
}

/** Whether a kept write is a profile change (PATCH /users/{id}). */
export function isProfileRequest<W extends OfflineRequest>(write: W): write is Extract<W, ProfileRequest> {
  return write.path === "/users/{id}";
}

/** Whether a kept write is a financial disclosure entry's (a create or a change of one kind's entry). */
export function isDisclosureRequest<W extends OfflineRequest>(
  write: W,
): write is Exclude<W, AnswerRequest | ProfileRequest> {
  return !isAnswerRequest(write) && !isProfileRequest(write);
}

/** The write with `fields` added to its body (the version it is made on), its request unchanged. */
export function withBodyFields<W extends OfflineRequest>(write: W, fields: Partial<W["body"]>): W {
  return { ...write, body: { ...write.body, ...fields } };
}

type RequestsByPath = {
  [Request in OfflineRequest as Request["path"]]: Extract<OfflineRequest, { path: Request["path"] }>;
};
type RequestHeaders = Record<string, string>;
type Sent = { data?: unknown; error?: unknown; response: Response };
/** Per path, the call that sends its requests (a mapped type, so one call site serves every path). */
type Senders = {
  [Path in keyof RequestsByPath]: (request: RequestsByPath[Path], headers: RequestHeaders) => Promise<Sent>;
};

/**
 * How each kept request goes out: the typed client's call for its method and path, so the path,
 * its parameters and its body are checked against the API document.
 */
function sendersFor(client: ApiFetchClient): Senders {
  return {
    "/users/{id}/answers/{questionId}": (request, headers) =>
      client.PUT(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/answers": (request, headers) =>
      request.method === "POST"
        ? client.POST(request.path, { params: request.params, body: request.body, headers })
        : client.PATCH(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}": (request, headers) =>
      client.PATCH(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/assets": (request, headers) =>
      client.POST(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/assets/{entryId}": (request, headers) =>
      client.PATCH(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/vehicles": (request, headers) =>
      client.POST(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/vehicles/{entryId}": (request, headers) =>
      client.PATCH(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/businesses": (request, headers) =>
      client.POST(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/businesses/{entryId}": (request, headers) =>
      client.PATCH(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/debts": (request, headers) =>
      client.POST(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/debts/{entryId}": (request, headers) =>
      client.PATCH(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/real-estates": (request, headers) =>
      client.POST(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/real-estates/{entryId}": (request, headers) =>
      client.PATCH(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/incomes": (request, headers) =>
      client.POST(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/incomes/{entryId}": (request, headers) =>
      client.PATCH(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/inheritances-trusts": (request, headers) =>
      client.POST(request.path, { params: request.params, body: request.body, headers }),
    "/users/{id}/documents/{docId}/inheritances-trusts/{entryId}": (request, headers) =>
      client.PATCH(request.path, { params: request.params, body: request.body, headers }),
  };
}

/** A request through its path's sender: generic in the path, so the request and the sender it goes to agree. */
function sendWith<Path extends keyof RequestsByPath>(
  senders: Senders,
  path: Path,
  request: RequestsByPath[Path],
  headers: RequestHeaders,
): Promise<Sent> {
  return senders[path](request, headers);
}

const sendersByClient = new WeakMap<ApiFetchClient, Senders>();

/**
 * A kept request this version of the app has no sender for: a write stored on the device by another
 * version, whose method or path this one does not know. Nothing was sent.
 */
export class UnsendableRequestError extends Error {
  readonly code = "UNSENDABLE_REQUEST";
  constructor(readonly request: { method: string; path: string }) {
    super(`This version of the app cannot send a kept ${request.method} ${request.path}.`);
    this.name = "UnsendableRequestError";
  }
}

/**
 * Sends one kept request with the typed client, with the headers given (the Idempotency-Key).
 * Rejects with `UnsendableRequestError`, sending nothing, when the stored method or path is not one
 * this version keeps.
 */
export function sendRequest(client: ApiFetchClient, request: OfflineRequest, headers: RequestHeaders): Promise<Sent> {
  let senders = sendersByClient.get(client);
  if (!senders) {
    senders = sendersFor(client);
    sendersByClient.set(client, senders);
  }
  const stored: { method: string; path: string } = request;
  if (!Object.hasOwn(senders, stored.path) || !["POST", "PATCH", "PUT"].includes(stored.method)) {
    return Promise.reject(new UnsendableRequestError(stored));
  }
  return sendWith(senders, request.path, request, headers);
}
