import { defineModule } from "../manifest.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { DocumentFilesContext } from "./document-files.context.ts";
import { registerDocumentFilesRoutes } from "./document-files.routes.ts";

export const documentFilesModule = defineModule<DocumentFilesContext>({
  name: "document-files",
  description:
    "an agreement's uploads (the \"Shared files\" card of /documents and of the attorney's client page: upload, download, the uploader deletes) and generated files (`document_files`)",
  owns: ["document_files"],
  needs: ["files", "users"],
  routes: (app, context, platform) =>
    registerDocumentFilesRoutes(app, {
      documentFiles: context,
      uploadLimitBytes: platform.config.files.uploadLimitBytes,
    }),
  erase: erasePersonalData,
});
