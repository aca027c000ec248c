import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookkeeping, id } from "./common.ts";
import { attorneyStageEnum } from "./enums.ts";
import { files } from "./files.ts";
import { lawFirms } from "./law-firms.ts";
import { states } from "./states.ts";
import { users } from "./users.ts";

/**
 * An attorney's profile. Its id IS the user's id (one attorney row per ATTORNEY user), and
 * `userId` repeats it so queries can join either way.
 */
export const attorneys = pgTable(
  "attorneys",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => users.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    stage: attorneyStageEnum("stage").notNull().default("FORM_MISSING"),
    lawFirmId: uuid("law_firm_id").references(() => lawFirms.id),
    isLawFirmLead: boolean("is_law_firm_lead").notNull().default(false),
    bio: text("bio"),
    languages: text("languages").array().notNull().default([]),
    practiceAreas: text("practice_areas").array().notNull().default([]),
    professionalAssociations: text("professional_associations").array().notNull().default([]),
    yearsOfExperience: integer("years_of_experience"),
    lawSchool: text("law_school"),
    responseTimeHours: integer("response_time_hours"),
    hasMalpracticeInsurance: boolean("has_malpractice_insurance").notNull().default(false),
    isEmbryoAttorney: boolean("is_embryo_attorney").notNull().default(false),
    hasFastTurnaround: boolean("has_fast_turnaround").notNull().default(false),
    malpracticeInsuranceFileId: uuid("malpractice_insurance_file_id").references(() => files.id),
    profilePhotoId: uuid("profile_photo_id").references(() => files.id),
    docusignContractFileId: uuid("docusign_contract_file_id").references(() => files.id),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("attorneys_user_id_unique").on(t.userId),
    index("attorneys_law_firm_idx").on(t.lawFirmId),
    index("attorneys_stage_idx").on(t.stage),
  ],
);

/** A state the attorney is licensed in, with the bar licence number; `order` ranks them. */
export const attorneyStates = pgTable(
  "attorney_states",
  {
    id: id(),
    attorneyId: uuid("attorney_id")
      .notNull()
      .references(() => attorneys.id, { onDelete: "cascade" }),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    order: integer("order").notNull().default(0),
    barLicenseNum: text("bar_license_num"),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("attorney_states_attorney_state_unique").on(t.attorneyId, t.stateId),
    index("attorney_states_state_idx").on(t.stateId),
  ],
);

/** A disciplinary record an applicant discloses (reviewed by admins before approval). */
export const attorneyDisciplinaryRecords = pgTable(
  "attorney_disciplinary_records",
  {
    id: id(),
    attorneyId: uuid("attorney_id")
      .notNull()
      .references(() => attorneys.id, { onDelete: "cascade" }),
    stateId: uuid("state_id").references(() => states.id),
    description: text("description").notNull(),
    occurredOn: date("occurred_on", { mode: "string" }),
    resolution: text("resolution"),
    ...bookkeeping(),
  },
  (t) => [index("attorney_disciplinary_records_attorney_idx").on(t.attorneyId)],
);

/**
 * A staff-only note: an attorney's note about one of their clients (`clientUserId`), or an admin's
 * note on the attorney (no client). The author is `createdById`. Never shown to customers.
 */
export const internalNotes = pgTable(
  "internal_notes",
  {
    id: id(),
    attorneyId: uuid("attorney_id")
      .notNull()
      .references(() => attorneys.id, { onDelete: "cascade" }),
    clientUserId: uuid("client_user_id").references(() => users.id),
    message: text("message").notNull(),
    ...bookkeeping(),
  },
  (t) => [
    index("internal_notes_attorney_idx").on(t.attorneyId),
    index("internal_notes_attorney_client_idx").on(t.attorneyId, t.clientUserId, t.createdAt),
  ],
);
