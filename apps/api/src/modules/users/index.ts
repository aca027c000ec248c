/** Accounts and profiles: the users table. An attorney account's starting attorney row is written by the attorney portal, in the sign-up's transaction. */
export { registerUsersRoutes } from "./users.routes.ts";
export { createUsersService, toUserProfile, USER_MESSAGES, type UsersService } from "./users.service.ts";
export {
  createUsersRepository,
  type PersonFields,
  type PersonRecord,
  type ProfileFields,
  type SignedInUserRecord,
  type UserRecord,
} from "./users.repository.ts";
export { publicUserProfileResponseSchema, userProfileFieldsSchema } from "./users.schemas.ts";
