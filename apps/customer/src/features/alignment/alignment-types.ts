import type { Dispute, DisputeAnswerChange, Resolution } from "@prenup/api-client";

/** A question the partners answered differently, as GET /users/{id}/answers/dispute gives it. */
export type DisputeView = Dispute;
/** One entry of the alignment history. */
export type ResolutionView = Resolution;
/** The body of a "change my answer". */
export type AnswerChange = DisputeAnswerChange;
