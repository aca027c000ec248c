import { apiErrorCode, apiErrorMessage } from "@prenup/api-client";
import { PARTNER_TEXTS } from "../partner-texts.ts";

export type AcceptFailure = { code: string | undefined; message: string; help: string | null };

/** A refused acceptance as the person reads it: the API's message, and how to verify when that is the problem. */
export function acceptFailure(error: unknown): AcceptFailure {
  const code = apiErrorCode(error);
  return {
    code,
    message: apiErrorMessage(error),
    help: code === "EMAIL_NOT_VERIFIED" ? PARTNER_TEXTS.notVerifiedHelp : null,
  };
}
