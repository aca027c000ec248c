import { DATA_EXPORT_STATUSES } from "@prenup/domain";
import { z } from "zod";

export const dataExportParamsSchema = z.object({ id: z.uuid() });

/** The link's token: 43 characters of base64url (32 random bytes). */
export const dataExportTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "This download link is not complete. Please open the link from the e-mail again."),
});

export const dataExportResponseSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(DATA_EXPORT_STATUSES),
    requestedAt: z.iso.datetime(),
    message: z.string().meta({ description: "What happens next, for the person who asked" }),
  })
  .meta({ id: "DataExport" });

export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;
