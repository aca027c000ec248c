/**
 * Staff operations on users: the admin's table and user page (a read model across users,
 * documents and purchases that never writes them), profile edits, soft delete, unsubscribe,
 * password resets through the identity port, marking a prenup paid, and a user's audit trail.
 * Writes to users go through the users module; every write is audited.
 */
export { registerAdminUsersRoutes } from "./admin-users.routes.ts";
export { createAdminUsersService, type AdminUsersService } from "./admin-users.service.ts";
export { createAdminUsersRepository } from "./admin-users.repository.ts";
