/**
 * The statements an invitation link's anonymous reads run: its preview and the invited address, each
 * one read of the agreement's row (the preview one more for the inviter's first name), whatever else
 * the database holds.
 */
import { mailOutbox } from "@prenup/db";
import { createCustomer, createDocument } from "@prenup/db/testing";
import { desc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const LIMITS = { preview: 2, invitedAddress: 1 } as const;

/** The statements of an anonymous request that must succeed, sent twice first so caches are warm. */
async function statementsOf(request: InjectOptions): Promise<string[]> {
  await api.inject(request);
  await api.inject(request);
  const statements: string[] = [];
  const stop = api.database.onStatement((sql) => statements.push(sql.replace(/\s+/g, " ").trim().slice(0, 160)));
  try {
    const response = await api.inject(request);
    expect(response.statusCode, response.body).toBeLessThan(300);
  } finally {
    stop();
  }
  return statements;
}

/** An agreement whose partner was invited, and the token of the link mailed to them. */
async function invitedAgreement(email: string) {
  const userA = await createCustomer(api.db, { firstName: "Alex" });
  const document = await createDocument(api.db, { userA });
  const sent = await api.inject({
    method: "POST",
    url: `/users/${userA.id}/invite`,
    payload: { email },
    as: claimsOf(userA),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [mail] = await api.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = new URL(/(http:\/\/localhost:5173\/invite\?\S+)/.exec(mail!.text)![1]!).searchParams.get("token")!;
  return { documentId: document.id, token };
}

describe("statements per invitation link read", () => {
  it("the preview and the invited address cost the same with one agreement or many", async () => {
    const first = await invitedAgreement("jordan.counted@example.test");
    const counts = async ({ documentId, token }: { documentId: string; token: string }) => ({
      preview: (
        await statementsOf({
          method: "GET",
          url: `/documents/${documentId}/invitation?token=${encodeURIComponent(token)}`,
        })
      ).length,
      invitedAddress: (
        await statementsOf({ method: "POST", url: `/documents/${documentId}/invitation/address`, payload: { token } })
      ).length,
    });
    const alone = await counts(first);
    expect(alone.preview).toBeLessThanOrEqual(LIMITS.preview);
    expect(alone.invitedAddress).toBeLessThanOrEqual(LIMITS.invitedAddress);
    for (let i = 0; i < 3; i += 1) await invitedAgreement(`someone.${i}@example.test`);
    expect(await counts(first)).toEqual(alone);
  });
});
