import { defineModule } from "../manifest.ts";
import type { VerificationContext } from "./verification.context.ts";
import { registerVerificationRoutes } from "./verification.routes.ts";

export const verificationModule = defineModule<VerificationContext>({
  name: "verification",
  description:
    "public: whether a PDF (by its SHA-256) is a final agreement the product recorded, with its state, dates and whether its record verifies; nothing about the couple; rate limited per address; owns no table",
  owns: [],
  readModels: {
    "recorded-final-agreement": ["document_record_entries", "documents", "states", "notarizations", "files"],
  },
  needs: [],
  build: ({ db }) => ({ db }),
  routes: (app, context) => registerVerificationRoutes(app, { verification: context }),
});
