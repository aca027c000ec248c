import { dataExports, files, mailOutbox } from "@prenup/db";
import { createCustomer } from "@prenup/db/testing";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PURGE_EXPORT_FILES_JOB } from "../src/modules/data-exports/index.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api?.close();
});

async function exportReady(user: { id: string; email: string; externalId: string }) {
  const requested = await api.inject({ method: "POST", url: `/users/${user.id}/data-exports`, as: claimsOf(user) });
  expect(requested.statusCode, requested.body).toBe(202);
  await api.app.jobs.drain();
  const [row] = await api.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
  return row!;
}

async function liveFile(id: string) {
  const [row] = await api.db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt)));
  return row ?? null;
}

async function sweep() {
  await api.app.jobs.enqueue(PURGE_EXPORT_FILES_JOB, {});
  await api.app.jobs.drain();
}

describe("the daily sweep of export files", () => {
  it("deletes the ZIP of a used link and of a lapsed one, keeps a link still valid, and keeps the log", async () => {
    const used = await createCustomer(api.db);
    const lapsed = await createCustomer(api.db);
    const waiting = await createCustomer(api.db);
    const usedExport = await exportReady(used);
    const mail = (await api.db.select().from(mailOutbox).where(eq(mailOutbox.to, used.email))).at(-1)!;
    const token = mail.text.match(/\/data-exports\/([A-Za-z0-9_-]{43})/)![1];
    expect((await api.inject({ method: "GET", url: `/data-exports/${token}` })).statusCode).toBe(200);
    const lapsedExport = await exportReady(lapsed);
    await api.db
      .update(dataExports)
      .set({ expiresAt: new Date(api.clock.now().getTime() - 60_000) })
      .where(eq(dataExports.id, lapsedExport.id));
    const waitingExport = await exportReady(waiting);

    await sweep();

    expect(await liveFile(usedExport.fileId!)).toBeNull();
    expect(await liveFile(lapsedExport.fileId!)).toBeNull();
    expect(await liveFile(waitingExport.fileId!)).not.toBeNull();
    const rows = await api.db.select().from(dataExports);
    expect(rows.find((row) => row.id === lapsedExport.id)?.status).toBe("EXPIRED");
    expect(rows.find((row) => row.id === usedExport.id)?.status).toBe("DOWNLOADED");
    expect(rows.find((row) => row.id === waitingExport.id)?.status).toBe("READY");
  });
});
