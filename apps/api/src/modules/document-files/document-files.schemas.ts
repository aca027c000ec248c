import { fileNameSchema } from "@prenup/domain";
import { z } from "zod";
import { apiSchemaRegistry, timestampSchema, pageQueryFields, pageResponseFields } from "../../http/schemas.ts";

/**
 * What a file of an agreement is for. Generated files are made by generation (the agreement's PDF
 * and DOCX, and each separate writing a party signs apart from it: California's written
 * explanation and waiver of counsel); people upload the others. The notarized copy (from the
 * notary port) and an in-person notarization's proof are added by the notarizations module.
 */
export const DOCUMENT_FILE_KINDS = [
  "upload",
  "signed-agreement",
  "generated-pdf",
  "generated-docx",
  "separate-writing-pdf",
  "separate-writing-docx",
  "notarized-pdf",
  "notarization-proof",
] as const;
export type DocumentFileKind = (typeof DOCUMENT_FILE_KINDS)[number];
export const UPLOAD_KINDS = ["upload", "signed-agreement"] as const;
/** The kinds the server links (never uploaded, never deleted). */
export type GeneratedFileKind =
  | "generated-pdf"
  | "generated-docx"
  | "separate-writing-pdf"
  | "separate-writing-docx"
  | "notarized-pdf"
  | "notarization-proof";
export const GENERATED_KINDS: readonly DocumentFileKind[] = [
  "generated-pdf",
  "generated-docx",
  "separate-writing-pdf",
  "separate-writing-docx",
  "notarized-pdf",
  "notarization-proof",
] satisfies GeneratedFileKind[];

export const documentFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.int(),
  contentType: z.string(),
  kind: z.enum(DOCUMENT_FILE_KINDS),
  createdAt: timestampSchema,
  /** Who uploaded it (null for generated files). */
  uploadedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The caller may delete it: their own upload, or any upload for an admin; never a generated file. */
  canDelete: z.boolean(),
});
apiSchemaRegistry.add(documentFileSchema, { id: "DocumentFile" });

export const documentFileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

export const listDocumentFilesQuerySchema = z.object({
  ...pageQueryFields({ maxPageSize: 100, defaultPageSize: 25 }),
  kind: z.enum(DOCUMENT_FILE_KINDS).optional(),
});

export const listDocumentFilesResponseSchema = z.object({
  items: z.array(documentFileSchema),
  ...pageResponseFields(),
});

export const uploadDocumentFileQuerySchema = z.object({
  /** The file's name as the person knows it (shown in lists, used in downloads). */
  name: fileNameSchema,
  kind: z.enum(UPLOAD_KINDS).default("upload"),
});

/** The file's bytes (PDF, PNG or JPEG, by their content; at most UPLOAD_LIMIT_BYTES). */
export const uploadBodySchema = z.unknown().meta({ type: "string", format: "binary", description: "The file's bytes" });

/** A file's bytes, with Content-Disposition naming it. */
export const downloadResponseSchema = z
  .unknown()
  .meta({ type: "string", format: "binary", description: "The file's bytes" });

export type DocumentFileResponse = z.infer<typeof documentFileSchema>;
