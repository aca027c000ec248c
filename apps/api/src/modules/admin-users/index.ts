/** Staff operations on users (marking a prenup paid until payments exist). */
export { registerAdminUsersRoutes } from "./admin-users.routes.ts";
export { createAdminUsersService, type AdminUsersService } from "./admin-users.service.ts";
export { createAdminUsersRepository } from "./admin-users.repository.ts";
