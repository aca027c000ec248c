import { notFound } from "../../http/errors.ts";
import type { CounselCertificationsContext } from "./counsel-certifications.context.ts";

/** GET …/counsel-certifications/{certificationId}/file: the signed certification's bytes for the document's readers. */
export async function downloadCertification(
  ctx: CounselCertificationsContext,
  input: { documentId: string; certificationId: string },
) {
  const row = await ctx.repository.findLive(input.documentId, input.certificationId);
  if (!row?.file || !row.fileId) throw notFound();
  const bytes = await ctx.files.readFile({
    id: row.fileId,
    key: row.file.key,
    name: row.file.name,
    size: Number(row.file.size),
    contentType: row.file.contentType,
    createdAt: row.createdAt,
    createdById: row.file.createdById,
  });
  return { bytes, name: row.file.name, contentType: row.file.contentType };
}
