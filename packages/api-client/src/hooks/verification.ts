import { useQuery } from "@tanstack/react-query";
import { isSha256Hex } from "@prenup/domain";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";

/** Whether a file is a final agreement the product recorded (GET /verification/{sha256}). */
export type AgreementVerification =
  ApiPaths["/verification/{sha256}"]["get"]["responses"][200]["content"]["application/json"];

/** GET /verification/{sha256} — public: no sign-in needed, the same answer for everyone. */
export function agreementVerificationQueryOptions(api: ApiClient, sha256: string) {
  return api.$api.queryOptions("get", "/verification/{sha256}", { params: { path: { sha256 } } });
}

/** The verification of one SHA-256; idle until there is one in the record's form (64 lowercase hex). */
export function useAgreementVerification(sha256: string | null | undefined) {
  const api = useApiClient();
  const valid = typeof sha256 === "string" && isSha256Hex(sha256);
  return useQuery({ ...agreementVerificationQueryOptions(api, valid ? sha256 : ""), enabled: valid });
}
