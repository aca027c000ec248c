import { eq, isNull, and } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCouple, createCustomer, createTestDatabase, type TestDatabase } from "../testing/index.ts";
import { findProductByType } from "../lookups.ts";
import {
  answerQuestionOptions,
  answers,
  attorneyReviews,
  attorneys,
  documents,
  questionnaireSections,
  questions,
  users,
} from "./index.ts";
import { referenceId } from "../reference-id.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Runs the write in a savepoint-free way and returns the database error code it failed with. */
async function errorCode(write: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await write();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

describe("constraints", () => {
  it("rejects a second user with the same external id", async () => {
    const user = await createCustomer(database.db);
    expect(await errorCode(() => createCustomer(database.db, { externalId: user.externalId }))).toBe("23505");
  });

  it("rejects an e-mail that differs only in letter case", async () => {
    const user = await createCustomer(database.db, { email: "Case.Test@Example.com" });
    expect(user.email).toBe("Case.Test@Example.com");
    expect(await errorCode(() => createCustomer(database.db, { email: "case.test@example.COM" }))).toBe("23505");
  });

  it("frees a closed account's e-mail for a new account, and only among live accounts", async () => {
    const closed = await createCustomer(database.db, { email: "Closed.Again@Example.com" });
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, closed.id));
    const again = await createCustomer(database.db, { email: "closed.again@example.com" });
    expect(again.id).not.toBe(closed.id);
    expect(await errorCode(() => createCustomer(database.db, { email: "CLOSED.AGAIN@example.com" }))).toBe("23505");
  });

  it("rejects a document whose partner does not exist", async () => {
    const code = await errorCode(() =>
      database.db.insert(documents).values({ userAId: "00000000-0000-4000-8000-000000000001" }),
    );
    expect(code).toBe("23503");
  });

  it("keeps a soft-deleted row, hidden only from queries that filter on deleted_at", async () => {
    const user = await createCustomer(database.db);
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const [stored] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    const live = await database.db
      .select()
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)));
    expect(live).toEqual([]);
  });

  it("moves updated_at forward on update and keeps created_at", async () => {
    const user = await createCustomer(database.db, {
      createdAt: new Date("2026-01-01T00:00:00Z"),
      updatedAt: new Date("2026-01-01T00:00:00Z"),
    });
    const [updated] = await database.db
      .update(users)
      .set({ firstName: "Renamed" })
      .where(eq(users.id, user.id))
      .returning();
    expect(updated?.createdAt.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(new Date("2026-01-02T00:00:00Z").getTime());
  });

  it("allows one live answer per user, question and document, and a new one after a soft delete", async () => {
    const { userA, document } = await createCouple(database.db);
    const sectionId = referenceId("test-section", "constraints");
    await database.db
      .insert(questionnaireSections)
      .values({ id: sectionId, key: "constraints_test", label: "Test", name: "Test", order: 99 });
    const [question] = await database.db
      .insert(questions)
      .values({ key: "constraints_test_q", sectionId, title: "Q", questionType: "TEXT_BOX", order: 1 })
      .returning();
    const values = { questionId: question!.id, userId: userA.id, documentId: document.id, valueTyped: "first" };
    const [first] = await database.db.insert(answers).values(values).returning();
    expect(await errorCode(() => database.db.insert(answers).values(values))).toBe("23505");
    await database.db.update(answers).set({ deletedAt: new Date() }).where(eq(answers.id, first!.id));
    await expect(database.db.insert(answers).values({ ...values, valueTyped: "second" })).resolves.toBeDefined();
    expect(
      await errorCode(() =>
        database.db.insert(answerQuestionOptions).values({ answerId: first!.id, questionOptionId: first!.id }),
      ),
    ).toBe("23503");
  });

  it("keeps review ratings within 0 to 100", async () => {
    const { userA } = await createCouple(database.db);
    const [attorney] = await database.db.select().from(attorneys).limit(1);
    const attorneyId =
      attorney?.id ?? (await import("../testing/index.ts").then((m) => m.createAttorney(database.db))).attorney.id;
    expect(
      await errorCode(() => database.db.insert(attorneyReviews).values({ attorneyId, userId: userA.id, rating: 101 })),
    ).toBe("23514");
    await expect(
      database.db.insert(attorneyReviews).values({ attorneyId, userId: userA.id, rating: 100 }),
    ).resolves.toBeDefined();
  });

  it("rolls a failed transaction back completely", async () => {
    const prenup = await findProductByType(database.db, "PRENUP");
    const email = `rollback-${Date.now()}@test.prenup.test`;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values({ externalId: `rollback-${Date.now()}`, email });
        await tx.insert(documents).values({ userAId: prenup.id }); // not a user: foreign key fails
      }),
    ).rejects.toThrow();
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
