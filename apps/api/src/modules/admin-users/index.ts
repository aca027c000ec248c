/**
 * Staff operations on users: the admin's table and user page (a read model across users,
 * documents and purchases that never writes them), profile edits, soft delete, unsubscribe,
 * password resets through the identity port, marking a prenup paid, and a user's audit trail.
 * Writes to users go through the users module; every write is audited. One use case per file, each
 * a function of the module's context and its input (`markPaid(ctx, userId, admin, request)`); the
 * routes call them directly. No other module calls it.
 */
export type { AdminUsersContext } from "./admin-users.context.ts";
export { createAdminUsersRepository } from "./admin-users.repository.ts";
