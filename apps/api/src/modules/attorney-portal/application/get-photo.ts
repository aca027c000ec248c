import { DomainError } from "@prenup/domain";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";

/** GET /attorneys/{aid}/photo: the attorney's profile photo (anyone may see it: it is on their public card). */
export async function getPhoto(ctx: AttorneyPortalContext, attorneyId: string) {
  const row = await ctx.attorneys.findProfile(attorneyId);
  if (!row?.photo_file) throw new DomainError("FILE_NOT_FOUND", "File not found");
  const file = await ctx.files.findFile(row.photo_file.id);
  if (!file) throw new DomainError("FILE_NOT_FOUND", "File not found");
  return { bytes: await ctx.files.readFile(file), contentType: file.contentType };
}
