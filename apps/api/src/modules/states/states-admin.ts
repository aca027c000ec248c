/**
 * Admin edits of states (issue 18): GET /states/admin (all, inactive included) and PATCH
 * /states/{id}. An edit stamps `updated_by_id`, which the reference seed honours (it never
 * overwrites an admin's value), is audited in its transaction, and bumps the content version
 * (triggers), so new generations and the standing read it at once.
 */
import { states, type Database, type Executor } from "@prenup/db";
import { DomainError, updateStateSchema, type StateUpdate } from "@prenup/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import { access } from "../../access/rules.ts";
import { requireCurrentUser } from "../../http/request-context.ts";
import { errorResponses, idParamsSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { Clock } from "../../integrations/clock.ts";
import type { AuditRecorder, AuditRequest } from "../audit/index.ts";
import { listStatesResponseSchema, stateResponseSchema, type StateResponse } from "./states.schemas.ts";

const stateColumns = {
  id: states.id,
  countryId: states.countryId,
  name: states.name,
  abbreviation: states.abbreviation,
  isActive: states.isActive,
  icon: states.icon,
  termForState: states.termForState,
  allowsOnlineNotary: states.allowsOnlineNotary,
  notaryBlockText: states.notaryBlockText,
  distributionLaw: states.distributionLaw,
  embryoRepRequired: states.embryoRepRequired,
  spousalSupportLaw: states.spousalSupportLaw,
  attorneySupport: states.attorneySupport,
};

// ——— repository ———
function createStatesAdminRepository(db: Database) {
  return {
    listAll: () => db.select(stateColumns).from(states).where(isNull(states.deletedAt)).orderBy(asc(states.name)),
    async lock(executor: Executor, id: string): Promise<StateResponse | null> {
      const [row] = await executor.select(stateColumns).from(states).where(and(eq(states.id, id), isNull(states.deletedAt))).for("update");
      return row ?? null;
    },
    async update(executor: Executor, id: string, values: StateUpdate & { updatedAt: Date; updatedById: string }): Promise<StateResponse> {
      const [row] = await executor.update(states).set(values).where(eq(states.id, id)).returning(stateColumns);
      return row!;
    },
  };
}

// ——— service ———
export function createStatesAdminService(deps: { db: Database; clock: Clock; audit: AuditRecorder }) {
  const repository = createStatesAdminRepository(deps.db);
  return {
    listAllStates: () => repository.listAll(),
    async updateState(id: string, changes: StateUpdate, admin: { id: string }, request: AuditRequest): Promise<StateResponse> {
      return deps.db.transaction(async (tx) => {
        const current = await repository.lock(tx, id);
        if (!current) throw new DomainError("STATE_NOT_FOUND", "State not found");
        const keys = (Object.keys(changes) as (keyof StateUpdate)[]).filter((key) => changes[key] !== undefined && changes[key] !== current[key]);
        if (keys.length === 0) return current;
        const now = deps.clock.now();
        const updated = await repository.update(tx, id, { ...changes, updatedAt: now, updatedById: admin.id });
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: "state.update",
          entityType: "state",
          entityId: id,
          before: Object.fromEntries(keys.map((key) => [key, current[key]])),
          after: Object.fromEntries(keys.map((key) => [key, updated[key]])),
          request,
          at: now,
        });
        return updated;
      });
    },
  };
}
export type StatesAdminService = ReturnType<typeof createStatesAdminService>;

// ——— routes ———
export function registerStatesAdminRoutes(app: ApiInstance, deps: { statesAdmin: StatesAdminService }): void {
  app.get(
    "/states/admin",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "listStatesForAdmin",
        tags: ["admin"],
        summary: "Every state, inactive ones included, ordered by name",
        security: [{ bearerAuth: [] }],
        response: { 200: listStatesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => deps.statesAdmin.listAllStates(),
  );
  app.patch(
    "/states/:id",
    {
      config: { access: access.admin() },
      schema: {
        operationId: "updateState",
        tags: ["admin"],
        summary: "Change a state's flags and texts (audited; never undone by a re-seed)",
        description:
          "Any of isActive, allowsOnlineNotary, notaryBlockText, termForState, distributionLaw, embryoRepRequired, " +
          "spousalSupportLaw, attorneySupport. New generations and the couples' screens use the new values.",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: updateStateSchema,
        response: { 200: stateResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deps.statesAdmin.updateState(request.params.id, request.body, requireCurrentUser(request), { id: request.id, ip: request.ip }),
  );
}
