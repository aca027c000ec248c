import { defineModule, type ModuleExports } from "../manifest.ts";
import { createFilesRepository, filesService } from "./index.ts";

export const filesModule = defineModule({
  name: "files",
  description: "the `files` table and the bytes through the file port; every other module stores files here",
  owns: ["files"],
  needs: [],
  exports: (_, { db, files, clock }): ModuleExports["files"] =>
    filesService({ repository: createFilesRepository(db), storage: files, clock }),
});

declare module "../manifest.ts" {
  interface ModuleExports {
    files: ReturnType<typeof filesService>;
  }
}
