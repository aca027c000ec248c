import { defineModule, lateBound, type ModuleExports } from "../manifest.ts";
import { createDocumentFilesRepository, documentFilesService } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { DocumentFilesContext } from "./document-files.context.ts";
import { registerDocumentFilesRoutes } from "./document-files.routes.ts";

export const documentFilesModule = defineModule<DocumentFilesContext>({
  name: "document-files",
  description:
    "an agreement's uploads (the \"Shared files\" card of /documents and of the attorney's client page: upload, download, the uploader deletes) and generated files (`document_files`)",
  owns: ["document_files"],
  needs: ["files", "users"],
  callsBack: ["agreement"],
  build: ({ db, clock, config }, modules) => {
    const agreement = lateBound(() => modules.agreement);
    return {
      db,
      repository: createDocumentFilesRepository(db),
      files: modules.files,
      clock,
      uploadLimitBytes: config.files.uploadLimitBytes,
      // A partner's download of the generated PDF is recorded as the final text presented to them.
      onDownload: (event) => agreement.recordDownload(event),
    };
  },
  exports: (context): ModuleExports["document-files"] => documentFilesService(context),
  routes: (app, context, platform) =>
    registerDocumentFilesRoutes(app, {
      documentFiles: context,
      uploadLimitBytes: platform.config.files.uploadLimitBytes,
    }),
  erase: erasePersonalData,
});

declare module "../manifest.ts" {
  interface ModuleExports {
    "document-files": ReturnType<typeof documentFilesService>;
  }
}
