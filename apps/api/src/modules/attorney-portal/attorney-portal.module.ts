import { defineModule } from "../manifest.ts";
import type { AttorneyPortalContext } from "./attorney-portal.context.ts";
import { registerAttorneyPortalRoutes } from "./attorney-portal.routes.ts";

export const attorneyPortalModule = defineModule<AttorneyPortalContext>({
  name: "attorney-portal",
  description: "the attorney's application and stage, clients, notes, reviews, payouts; the admin's attorney screens",
  owns: ["attorneys", "attorney_states", "attorney_services", "attorney_disciplinary_records", "internal_notes"],
  readModels: {
    "admin-attorney-page": ["states", "users", "law_firms"],
    "attorney-clients": ["documents", "purchase_items", "products"],
    "attorney-dashboard": ["events", "users", "purchase_items", "products", "chat_messages", "dispute_thread_events"],
    "attorney-payouts": ["products", "users"],
    "attorney-sale-amounts": ["purchase_items"],
    "attorney-profile": ["products", "states", "users", "files", "law_firms"],
    "attorney-review-page": ["attorney_reviews", "users"],
    "client-columns": ["events", "purchase_items"],
    "client-detail": ["purchase_items", "products", "events", "users", "states"],
    "client-document": ["documents"],
    "client-of": ["documents", "purchase_items", "products"],
    "client-page": ["users", "states"],
    "default-services": ["products"],
    "known-states": ["states"],
    "service-products": ["products"],
  },
  needs: ["audit", "files", "law-firms", "questionnaire", "users"],
  routes: (app, context) => registerAttorneyPortalRoutes(app, { attorneyPortal: context }),
});
