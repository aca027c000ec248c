import { toCertificationResponse } from "./certification-response.ts";
import type { CounselCertificationsContext } from "./counsel-certifications.context.ts";

/** GET …/counsel-certifications: the document's partners' own attorneys on record (one statement). */
export async function listCertifications(ctx: CounselCertificationsContext, input: { documentId: string }) {
  const rows = await ctx.repository.listLive(input.documentId);
  return { items: rows.map(toCertificationResponse) };
}
