import { live, preparedQuery } from "@prenup/db";
import { sql } from "drizzle-orm";
import type { AttorneyStage } from "@prenup/domain";
import type { SignedInUserRecord } from "../../access/current-user.ts";

/** A row as the driver returns it: timestamps may come as strings, the attorney flattened. */
export type UserRow = Omit<
  SignedInUserRecord,
  "termsAgreedAt" | "createdAt" | "lastActiveAt" | "deletedAt" | "attorney"
> & {
  termsAgreedAt: Date | string | null;
  createdAt: Date | string;
  lastActiveAt: Date | string | null;
  deletedAt: Date | string | null;
  attorneyId: string | null;
  attorneyStage: AttorneyStage | null;
  attorneyLawFirmId: string | null;
};

/**
 * The signed-in user by the token's subject with their attorney row (the attorney portal's table),
 * closed accounts included, in ONE statement that also stamps `last_active_at` when the stamp is
 * older than `touchBefore` (not an edit of the profile: `updated_at` stays). Runs on every authenticated request, so it is a prepared statement.
 */
export const signedInUser = preparedQuery<UserRow>(
  "users_signed_in",
  () => sql`
    with found as (
      select u.id, u.email, u.first_name, u.middle_name, u.last_name, u.suffix, u.gender, u.phone_number, u.birthdate,
             u.user_type, u.terms_agreed_at, u.created_at, u.last_active_at, u.deleted_at,
             a.id as attorney_id, a.stage as attorney_stage, a.law_firm_id as attorney_law_firm_id
      from users u left join attorneys a on a.user_id = u.id
      where u.external_id = ${sql.placeholder("externalId")}
      limit 1
    ), touched as (
      update users set last_active_at = ${sql.placeholder("now")}::timestamptz
      where id = (select id from found) and ${live()}
        and (last_active_at is null or last_active_at < ${sql.placeholder("touchBefore")}::timestamptz)
      returning last_active_at
    )
    select f.id, f.email, f.first_name as "firstName", f.middle_name as "middleName", f.last_name as "lastName", f.suffix,
           f.gender, f.phone_number as "phoneNumber", f.birthdate::text as birthdate, f.user_type as "userType",
           f.terms_agreed_at as "termsAgreedAt", f.created_at as "createdAt",
           coalesce((select last_active_at from touched), f.last_active_at) as "lastActiveAt", f.deleted_at as "deletedAt",
           f.attorney_id as "attorneyId", f.attorney_stage as "attorneyStage", f.attorney_law_firm_id as "attorneyLawFirmId"
    from found f`,
);
