/** Accounts and profiles: the users table (and the attorney row an attorney account starts with). */
export { registerUsersRoutes } from "./users.routes.ts";
export { createUsersService, toUserProfile, USER_MESSAGES, type UsersService } from "./users.service.ts";
export { createUsersRepository, type PersonRecord, type SignedInUserRecord, type UserRecord } from "./users.repository.ts";
