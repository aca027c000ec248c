import { defineModule } from "../manifest.ts";
import { createCounselCertificationsRepository } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { CounselCertificationsContext } from "./counsel-certifications.context.ts";
import { registerCounselCertificationRoutes } from "./counsel-certifications.routes.ts";

export const counselCertificationsModule = defineModule<CounselCertificationsContext>({
  name: "counsel-certifications",
  description:
    "a partner's own attorney on record: the certification that attorney signed of the current text, which signing waits for while the partner's answer is their own attorney (`external_attorneys`)",
  owns: ["external_attorneys"],
  needs: ["documents", "files", "standing"],
  build: ({ db, clock }, modules) => ({
    db,
    clock,
    repository: createCounselCertificationsRepository(db),
    files: modules.files,
    standing: modules.standing,
  }),
  routes: (app, context) => registerCounselCertificationRoutes(app, { counselCertifications: context }),
  erase: erasePersonalData,
});
