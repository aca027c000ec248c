// oidc-provider storage adapter: every model (sessions, interactions, grants, codes, refresh tokens…)
// in one table, so sessions and refresh tokens survive a restart.
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Db } from "./db.ts";

export function createAdapterFactory(db: Pick<Db, "query">) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await db.query(
        `INSERT INTO oidc_models (id, type, payload, grant_id, uid, user_code, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (type, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           uid = EXCLUDED.uid, user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
        [
          id,
          this.type,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.uid ?? null,
          payload.userCode ?? null,
          expiresAt,
        ],
      );
    }

    private async findWhere(column: "id" | "uid" | "user_code", value: string): Promise<AdapterPayload | undefined> {
      const { rows } = await db.query<{ payload: AdapterPayload; consumed_at: Date | null }>(
        `SELECT payload, consumed_at FROM oidc_models
         WHERE type = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.type, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      const payload = typeof row.payload === "string" ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere("id", id);
    }

    findByUid(uid: string) {
      return this.findWhere("uid", uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere("user_code", userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query("UPDATE oidc_models SET consumed_at = now() WHERE type = $1 AND id = $2", [this.type, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query("DELETE FROM oidc_models WHERE type = $1 AND id = $2", [this.type, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query("DELETE FROM oidc_models WHERE type = $1 AND grant_id = $2", [this.type, grantId]);
    }
  };
}

/** Removes expired rows; called now and then. */
export async function deleteExpiredModels(db: Pick<Db, "query">): Promise<void> {
  await db.query("DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at < now() - interval '1 hour'");
}
