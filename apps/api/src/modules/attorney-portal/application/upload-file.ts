import type { SniffedType } from "../../../integrations/files/index.ts";
import type { AttorneyPortalContext } from "../attorney-portal.context.ts";
import type { AttorneyProfile } from "../attorney-portal.schemas.ts";
import { profileOf } from "../profile-of.ts";
import { lockEditable } from "./lock-editable.ts";

const PHOTO_TYPES: readonly SniffedType[] = ["image/png", "image/jpeg"];
const CERTIFICATE_TYPES: readonly SniffedType[] = ["application/pdf", "image/png", "image/jpeg"];
/** A profile photo is at most 5 MB (and never above the server's upload limit). */
const PHOTO_LIMIT_BYTES = 5 * 1024 * 1024;

/** The path of an attorney's public photo (the API serves it at GET /attorneys/{aid}/photo). */
export const attorneyPhotoPath = (attorneyId: string, fileId: string) => `/attorneys/${attorneyId}/photo?v=${fileId}`;

/**
 * POST /users/{id}/attorneys/{aid}/files: stores a profile photo (PNG/JPEG, 5 MB) or the malpractice
 * certificate (PDF/PNG/JPEG), typed by their bytes. The photo becomes `users.photo_url` (through the
 * users module); bytes stored for a change that is then refused are discarded.
 */
export async function uploadFile(
  ctx: AttorneyPortalContext,
  attorneyId: string,
  input: { kind: "profile-photo" | "malpractice-certificate"; name: string | undefined; bytes: Uint8Array },
): Promise<AttorneyProfile> {
  const { attorneys, files } = ctx;
  const now = ctx.clock.now();
  const isPhoto = input.kind === "profile-photo";
  const prepared = await files.prepareFile({
    bytes: input.bytes,
    name: input.name?.trim() || (isPhoto ? "profile-photo" : "malpractice-certificate"),
    actorId: attorneyId,
    allowedTypes: isPhoto ? PHOTO_TYPES : CERTIFICATE_TYPES,
    maxBytes: isPhoto ? Math.min(PHOTO_LIMIT_BYTES, ctx.uploadLimitBytes) : ctx.uploadLimitBytes,
  });
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockEditable(ctx, tx, attorneyId);
      const file = await files.recordFile(prepared, tx);
      if (isPhoto) {
        await attorneys.updateAttorney(tx, attorneyId, { profilePhotoId: file.id }, attorneyId, now);
        await ctx.users.setPhotoUrl(tx, attorneyId, attorneyPhotoPath(attorneyId, file.id));
      } else {
        await attorneys.updateAttorney(
          tx,
          attorneyId,
          { malpracticeInsuranceFileId: file.id, hasMalpracticeInsurance: true },
          attorneyId,
          now,
        );
      }
      return profileOf(ctx, attorneyId, tx);
    });
  } catch (error) {
    await files.discardBytes([prepared.key]).catch(() => undefined);
    throw error;
  }
}
