import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bookkeeping, id, utc } from "./common.ts";
import { genderEnum, userTypeEnum } from "./enums.ts";

/** Every person who signs in: customers, attorneys and admins. `externalId` is the OIDC `sub`. */
export const users = pgTable(
  "users",
  {
    id: id(),
    externalId: text("external_id").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    middleName: text("middle_name"),
    lastName: text("last_name"),
    suffix: text("suffix"),
    gender: genderEnum("gender"),
    phoneNumber: text("phone_number"),
    birthdate: date("birthdate", { mode: "string" }),
    termsAgreedAt: utc("terms_agreed_at"),
    enforcementAgreedAt: utc("enforcement_agreed_at"),
    attorneyCounselAgreedAt: utc("attorney_counsel_agreed_at"),
    lastActiveAt: utc("last_active_at"),
    userType: userTypeEnum("user_type").notNull().default("CUSTOMER"),
    photoUrl: text("photo_url"),
    /** Set when the user opted out of reminder e-mails (admin "unsubscribe" or the mail link). */
    emailUnsubscribedAt: utc("email_unsubscribed_at"),
    /** The kinds of milestone e-mail the user turned off (`EMAIL_OPT_OUT_KINDS` of @prenup/domain). */
    mutedEmailKinds: text("muted_email_kinds").array().notNull().default(sql`'{}'::text[]`),
    /** The state the person lives in now (its abbreviation; null: not said), which aftercare compares with the agreement's. */
    residenceState: text("residence_state"),
    /** When the customer joined the postnup waitlist (null: not on it); they are e-mailed once postnups are offered. */
    postnupWaitlistJoinedAt: utc("postnup_waitlist_joined_at"),
    /**
     * Tokens from a sign-in before this moment are refused (401 SESSION_ENDED): "signed out
     * everywhere", set when the user asks for their account's deletion.
     */
    sessionsEndedAt: utc("sessions_ended_at"),
    ...bookkeeping(),
  },
  (t) => [
    uniqueIndex("users_external_id_unique").on(t.externalId),
    // E-mail addresses are unique regardless of letter case among live accounts: a closed
    // (soft-deleted) account keeps its row and address, and the person may sign up again with it.
    uniqueIndex("users_email_lower_live_unique").on(sql`lower(${t.email})`).where(sql`deleted_at is null`),
    index("users_user_type_idx").on(t.userType),
    check("users_residence_state", sql`${t.residenceState} ~ '^[A-Z]{2}$'`),
  ],
);
