import createFetchClient, { type Client, type Middleware } from "openapi-fetch";
import createReactQueryClient, { type OpenapiQueryClient } from "openapi-react-query";
import type { ErrorCode } from "@prenup/domain";
import type { Auth } from "./auth.ts";
import { type ApiError, FETCH_ERROR_TEXT, TIMEOUT_ERROR_TEXT, TransportError } from "./errors.ts";
import type { paths } from "./schema.d.ts";

type ErrorStatusKey<K> = `${K & (string | number)}` extends `4${string}` | `5${string}` | "default" ? K : never;

/** An operation whose error responses are all replaced by the one shape the client produces. */
type WithApiErrors<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Key in keyof Operation]: Key extends "responses"
        ? {
            [Status in keyof Responses as Status extends ErrorStatusKey<Status> ? never : Status]: Responses[Status];
          } & {
            default: { headers: { [name: string]: unknown }; content: { "application/json": ApiError } };
          }
        : Operation[Key];
    }
  : Operation;

/**
 * The generated `paths` with every error response typed as `ApiError`: the client below turns each
 * failed answer into `{ status, data }` (or a transport error), so that is what `error` holds.
 */
export type ApiPaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: WithApiErrors<paths[Path][Method]> };
};

export type ApiFetchClient = Client<ApiPaths, "application/json">;
export type ApiQueryClient = OpenapiQueryClient<ApiPaths, "application/json">;

export interface ApiClient {
  /** openapi-fetch client: `await client.GET("/users/me")` → `{ data } | { error: ApiError }`. */
  client: ApiFetchClient;
  /** openapi-react-query hooks over the same client: `$api.useQuery("get", "/states")`. */
  $api: ApiQueryClient;
  /** The API's base URL, for addresses the API serves outside JSON (photos: `useApiUrl`). */
  baseUrl: string;
}

export interface CreateApiClientOptions {
  baseUrl: string;
  /** The session the bearer token comes from; only these three members are used. */
  auth: Pick<Auth, "getAccessToken" | "renew" | "signOut">;
  /** Requests still unanswered after this long are aborted and reported as TIMEOUT_ERROR. */
  timeoutMs?: number;
  /**
   * Called instead of `auth.signOut()` when a request is still refused with 401 after one renewal
   * (or when the renewal fails).
   */
  onSignedOut?: () => void | Promise<void>;
  /** The fetch to send requests with (tests pass a fake); defaults to the global fetch. */
  fetch?: (input: Request, init?: RequestInit) => Promise<Response>;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * A fetch that gives up after `timeoutMs` and reports transport failures as `TransportError`s.
 * A cancellation by the caller (TanStack Query unmounting) stays an AbortError, so the query
 * library recognises it as a cancellation rather than a failure.
 */
export function createTransportFetch(
  baseFetch: (input: Request, init?: RequestInit) => Promise<Response>,
  timeoutMs: number,
): (input: Request, init?: RequestInit) => Promise<Response> {
  return async (request, init) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(TIMEOUT_ERROR_TEXT, "TimeoutError"));
    }, timeoutMs);
    const callerSignal = init?.signal ?? request.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
    try {
      return await baseFetch(request, { ...init, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new TransportError({ status: "TIMEOUT_ERROR", error: TIMEOUT_ERROR_TEXT }, { cause: error });
      if (callerSignal?.aborted) throw error;
      throw new TransportError({ status: "FETCH_ERROR", error: FETCH_ERROR_TEXT }, { cause: error });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", onCallerAbort);
    }
  };
}

/** The code of a 401 after the server ended every session of the user ("signed out everywhere"). */
const SESSION_ENDED = "SESSION_ENDED" satisfies ErrorCode;

/** The `code` of a JSON error answer, read from a copy (the caller still reads the answer itself). */
async function errorCodeOf(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.clone().json();
    return typeof body === "object" && body !== null ? (body as { code?: unknown }).code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds `Authorization: Bearer <token>` to each request. When the server answers 401 to a request
 * that carried a token, the session is renewed once (concurrent 401s share the one renewal) and
 * the request is sent again with the new token; if the renewal fails or the retry is refused too,
 * the user is signed out and the 401 is returned. A 401 SESSION_ENDED (the server ended every
 * session of the user: "signed out everywhere") signs out at once, without a renewal: only a new
 * sign-in may follow. Its 401 keeps the server's message for the screen.
 */
export function createAuthMiddleware(options: {
  auth: CreateApiClientOptions["auth"];
  onSignedOut?: CreateApiClientOptions["onSignedOut"];
}): Middleware {
  const { auth } = options;
  const pendingRetries = new Map<string, Request>();
  let renewal: Promise<boolean> | null = null;
  let signingOut: Promise<void> | null = null;

  const renewOnce = () => {
    renewal ??= auth
      .renew()
      .catch(() => false)
      .finally(() => {
        renewal = null;
      });
    return renewal;
  };
  const signOut = () => {
    signingOut ??= Promise.resolve(options.onSignedOut ? options.onSignedOut() : auth.signOut())
      .catch(() => undefined)
      .finally(() => {
        signingOut = null;
      });
    return signingOut;
  };

  return {
    async onRequest({ request, id }) {
      const token = await auth.getAccessToken();
      if (!token) return request;
      request.headers.set("Authorization", `Bearer ${token}`);
      pendingRetries.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id, options: clientOptions }) {
      const retryable = pendingRetries.get(id);
      pendingRetries.delete(id);
      if (response.status !== 401 || !retryable) return response;
      if ((await errorCodeOf(response)) === SESSION_ENDED) {
        await signOut();
        return response;
      }
      const renewed = await renewOnce();
      const token = renewed ? await auth.getAccessToken() : null;
      if (!token) {
        await signOut();
        return response;
      }
      retryable.headers.set("Authorization", `Bearer ${token}`);
      const retried = await clientOptions.fetch(retryable);
      if (retried.status === 401) await signOut();
      return retried;
    },
    onError({ id }) {
      pendingRetries.delete(id);
    },
  };
}

const FETCH_METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

type RawResult = { data?: unknown; error?: unknown; response: Response };

/**
 * Reads a JSON answer ourselves (the raw client is asked for text) so that a body that is not JSON
 * becomes PARSING_ERROR with its status and text, and turns every non-2xx answer into
 * `{ status, data }` — including an empty one, which openapi-fetch would report as no error.
 */
function normalizeResult(result: RawResult, parseJson: boolean): RawResult {
  const { response } = result;
  if (response.ok) {
    if (!parseJson || typeof result.data !== "string") return { data: result.data, response };
    if (result.data === "") return { data: undefined, response };
    try {
      return { data: JSON.parse(result.data), response };
    } catch (error) {
      const parsingError: ApiError = {
        status: "PARSING_ERROR",
        originalStatus: response.status,
        data: result.data,
        error: String(error),
      };
      return { error: parsingError, response };
    }
  }
  const body = result.error;
  const isJsonResponse = (response.headers.get("Content-Type") ?? "").includes("json");
  if (typeof body === "string" && body !== "" && !isJsonResponse) {
    try {
      return { error: { status: response.status, data: JSON.parse(body) }, response };
    } catch (error) {
      const parsingError: ApiError = {
        status: "PARSING_ERROR",
        originalStatus: response.status,
        data: body,
        error: String(error),
      };
      return { error: parsingError, response };
    }
  }
  return { error: { status: response.status, data: body === undefined || body === "" ? null : body }, response };
}

/**
 * The typed API client of the apps: an openapi-fetch client (bearer token, one renewal on 401,
 * time limit, error classification) and openapi-react-query hooks over it. A failed call resolves
 * to `{ error: ApiError }` on `client` and rejects with the `ApiError` in `$api` hooks.
 */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const baseFetch = options.fetch ?? ((input: Request, init?: RequestInit) => globalThis.fetch(input, init));
  const raw = createFetchClient<ApiPaths, "application/json">({
    baseUrl: options.baseUrl,
    fetch: createTransportFetch(baseFetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  raw.use(createAuthMiddleware({ auth: options.auth, onSignedOut: options.onSignedOut }));

  const wrapped: Record<string, unknown> = {
    use: raw.use.bind(raw),
    eject: raw.eject.bind(raw),
  };
  const call = async (method: string, url: string, init: Record<string, unknown> | undefined) => {
    const parseJson = init?.parseAs === undefined || init.parseAs === "json";
    const send = (raw as unknown as Record<string, (url: string, init: unknown) => Promise<RawResult>>)[method]!;
    try {
      const result = await send(url, parseJson ? { ...init, parseAs: "text" } : init);
      return normalizeResult(result, parseJson);
    } catch (error) {
      if (error instanceof TransportError) throw error.apiError;
      throw error;
    }
  };
  for (const method of FETCH_METHODS) {
    wrapped[method] = (url: string, init?: Record<string, unknown>) => call(method, url, init);
  }
  wrapped.request = (method: string, url: string, init?: Record<string, unknown>) =>
    call(method.toUpperCase(), url, init);

  const client = wrapped as unknown as ApiFetchClient;
  return { client, $api: createReactQueryClient(client), baseUrl: options.baseUrl };
}
