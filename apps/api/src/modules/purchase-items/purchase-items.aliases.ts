import { users } from "@prenup/db";
import { alias } from "drizzle-orm/pg-core";

/** The buyer and the attorney's user, as the staff view joins them (the users' table). */
export const buyers = alias(users, "buyer");
export const attorneyUsers = alias(users, "attorney_user");
