export {
  createAuth,
  safeReturnTo,
  profileFromUser,
  readStoredUser,
  storedUserKey,
  isStoredUserUsable,
  DEFAULT_SCOPE,
  PERSISTED_STATE_KEYS,
} from "./auth.ts";
export type { Auth, AuthConfig, AuthEvent, AuthProfile, CreateAuthOptions, SessionPeek, StoredUser } from "./auth.ts";
export { AuthProvider, useAuth, useAuthClient, useOptionalAuthClient } from "./auth-context.tsx";
export type { AuthState, AuthStatus } from "./auth-context.tsx";
export { createApiClient, createAuthMiddleware, createTransportFetch, DEFAULT_TIMEOUT_MS } from "./client.ts";
export type { ApiClient, ApiFetchClient, ApiPaths, ApiQueryClient, CreateApiClientOptions } from "./client.ts";
export {
  apiErrorCode,
  apiErrorMessage,
  isApiError,
  toApiError,
  TransportError,
  FETCH_ERROR_TEXT,
  TIMEOUT_ERROR_TEXT,
} from "./errors.ts";
export type { ApiError } from "./errors.ts";
export { ApiProvider, useApiClient, useApiUrl } from "./api-context.tsx";
export { resolveApiUrl } from "./api-url.ts";
export { createQueryClient, shouldRetry, CACHE_TIME_MS } from "./query-client.ts";
export * from "./hooks/users.ts";
export * from "./hooks/documents.ts";
export * from "./hooks/purchase-items.ts";
export * from "./hooks/states.ts";
export * from "./hooks/products.ts";
export * from "./hooks/reference.ts";
export * from "./hooks/questionnaire.ts";
export * from "./hooks/answers.ts";
export * from "./hooks/videos.ts";
export * from "./hooks/alignment.ts";
export * from "./hooks/partners.ts";
export * from "./hooks/standing.ts";
export * from "./hooks/prefetch.ts";
export * from "./hooks/early-reads.ts";
export * from "./hooks/carts.ts";
export * from "./hooks/admin-money.ts";
export * from "./hooks/admin-users.ts";
export * from "./hooks/agreement.ts";
export * from "./hooks/financial-disclosure.ts";
export * from "./hooks/outcome-simulation.ts";
export * from "./hooks/agreement-changes.ts";
export * from "./hooks/aftercare.ts";
export * from "./hooks/postnup.ts";
// Public verification of a final agreement by its PDF's SHA-256
export * from "./hooks/verification.ts";
export type { paths, components, operations } from "./schema.d.ts";
export * from "./hooks/attorney-services.ts";
export * from "./hooks/public-attorneys.ts";
export * from "./hooks/attorney-portal.ts";
// Notarization
export * from "./hooks/notarizations.ts";
export * from "./hooks/counsel-certifications.ts";
export * from "./hooks/data-exports.ts";
export * from "./hooks/account-deletions.ts";
export * from "./hooks/admin-account-deletions.ts";
// The agreement editor (lock, current sections, drafts, commit); library groups (admin screens and the editor's insert)
export * from "./hooks/editor.ts";
export * from "./hooks/library-groups.ts";
export { followServerSentEvents, readServerSentEvents, type ServerSentEvent } from "./server-sent-events.ts";
export * from "./hooks/live.ts";
export { classifyWriteFailure, createOfflineWrites } from "./offline/offline-writes.ts";
export type { OfflineWriteEvent, OfflineWrites, SubmitOutcome, WriteFailure } from "./offline/offline-writes.ts";
export { answerTarget, rebaseWrites } from "./offline/rebase.ts";
export {
  isAnswerRequest,
  isDisclosureRequest,
  isProfileRequest,
  withBodyFields,
} from "./offline/requests.ts";
export type { ApiWrite, OfflineRequest } from "./offline/requests.ts";
export { offlineWritesFor, useOfflineWrites, usePendingWrites } from "./offline/use-offline-writes.ts";
export {
  createIndexedDbWriteQueue,
  createMemoryWriteQueue,
  createWriteQueue,
  newIdempotencyKey,
  WRITE_QUEUE_DATABASE,
} from "./offline/write-queue.ts";
export type { NewQueuedWrite, QueuedWrite, WriteQueue } from "./offline/write-queue.ts";
