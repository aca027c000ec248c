import { z } from "zod";

export const dossierParamsSchema = z.object({ id: z.uuid() });

/** The dossier's PDF bytes, with Content-Disposition naming the file. */
export const dossierResponseSchema = z
  .unknown()
  .meta({ type: "string", format: "binary", description: "The evidence dossier's PDF" });
