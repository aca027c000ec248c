import { defineModule } from "../manifest.ts";

export const filesModule = defineModule({
  name: "files",
  description: "the `files` table and the bytes through the file port; every other module stores files here",
  owns: ["files"],
  needs: [],
});
