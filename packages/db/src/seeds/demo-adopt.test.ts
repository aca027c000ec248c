import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Executor } from "../client.ts";
import * as schema from "../schema/index.ts";
import {
  allTables,
  attorneyLicences,
  createTestDatabase,
  snapshotTables,
  type TestDatabase,
} from "../testing/index.ts";
import { DEMO_ACCOUNTS, DEMO_COUPLE1_DOCUMENT_ID, demoUserId, seedDemo } from "./index.ts";

// The demo seed when users with demo e-mails or demo external ids already exist: it adopts them.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const snapshot = () => snapshotTables(database.db, allTables);

/** An attorney with their licences (each with its state). */
async function findAttorneyWithStates(db: Executor, id: string) {
  const [attorney] = await db.select().from(schema.attorneys).where(eq(schema.attorneys.id, id));
  if (!attorney) return undefined;
  const attorneyStates = await attorneyLicences(db, id);
  return { ...attorney, attorneyStates };
}

describe("seedDemo with users that signed up first", () => {
  const alexRowId = randomUUID();
  const morganRowId = randomUUID();

  it("adopts a row holding a demo e-mail under another external id, and one the demo identity created, then is idempotent", async () => {
    const db = database.db;
    // Someone signed up with Alex's demo address (different letter case) under another identity.
    await db.insert(schema.users).values({
      id: alexRowId,
      externalId: "someone-else-1",
      email: "Alex@Demo.Prenup.test",
      firstName: "Al",
      lastName: "X",
      userType: "CUSTOMER",
    });
    // Morgan's demo identity signed in to the attorney app before the seed: POST /users made a FORM_MISSING attorney.
    await db.insert(schema.users).values({
      id: morganRowId,
      externalId: "demo-attorney-approved",
      email: "attorney@demo.prenup.test",
      firstName: "Morgan",
      lastName: "Ellis",
      userType: "ATTORNEY",
    });
    await db.insert(schema.attorneys).values({ id: morganRowId, userId: morganRowId, stage: "FORM_MISSING" });

    await seedDemo(db);

    const alexRows = await db
      .select()
      .from(schema.users)
      .where(sql`lower(${schema.users.email}) = 'alex@demo.prenup.test'`);
    expect(alexRows).toHaveLength(1);
    expect(alexRows[0]).toMatchObject({
      id: alexRowId,
      externalId: "demo-couple1-a",
      email: "alex@demo.prenup.test",
      firstName: "Alex",
      lastName: "Rivera",
    });
    expect(
      await db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, demoUserId("demo-couple1-a"))),
    ).toEqual([]);
    expect(await db.select().from(schema.users).where(eq(schema.users.externalId, "someone-else-1"))).toEqual([]);

    const [couple1] = await db.select().from(schema.documents).where(eq(schema.documents.id, DEMO_COUPLE1_DOCUMENT_ID));
    const couple1Purchases =
      couple1 && (await db.select().from(schema.purchaseItems).where(eq(schema.purchaseItems.documentId, couple1.id)));
    expect(couple1?.userAId).toBe(alexRowId);
    expect(couple1Purchases?.map((p) => p.userId)).toEqual([alexRowId]);
    const alexAnswers = await db.select().from(schema.answers).where(eq(schema.answers.userId, alexRowId));
    expect(alexAnswers.length).toBeGreaterThan(0);
    const alexReview = await db
      .select()
      .from(schema.attorneyReviews)
      .where(eq(schema.attorneyReviews.userId, alexRowId));
    expect(alexReview).toHaveLength(1);

    const morgan = await findAttorneyWithStates(db, morganRowId);
    expect(morgan?.stage).toBe("APPROVED");
    expect(morgan?.attorneyStates.map((s) => s.state.abbreviation).sort()).toEqual(["CA", "NY", "WA"]);
    expect(alexReview[0]?.attorneyId).toBe(morganRowId);

    // All the demo accounts exist once each, by external id and by e-mail.
    const all = await db.select().from(schema.users);
    for (const account of DEMO_ACCOUNTS) {
      expect(
        all.filter((u) => u.externalId === account.externalId),
        account.externalId,
      ).toHaveLength(1);
      expect(
        all.filter((u) => u.email.toLowerCase() === account.email),
        account.email,
      ).toHaveLength(1);
    }

    const first = await snapshot();
    await seedDemo(db);
    expect(await snapshot()).toEqual(first);
  });

  it("stops with an error naming both rows when the demo account matches two different users", async () => {
    const db = database.db;
    // Sam's demo row changed its address, and another identity then signed up with Sam's demo address.
    const [sam] = await db.select().from(schema.users).where(eq(schema.users.externalId, "demo-couple2-a"));
    await db.update(schema.users).set({ email: "sam.patel@example.com" }).where(eq(schema.users.id, sam!.id));
    const intruder = randomUUID();
    await db.insert(schema.users).values({
      id: intruder,
      externalId: "someone-else-2",
      email: "sam@demo.prenup.test",
      firstName: "S",
      lastName: "P",
      userType: "CUSTOMER",
    });
    const before = await snapshot();

    await expect(seedDemo(db)).rejects.toThrow(
      new RegExp(`demo-couple2-a .*matches two users: ${sam!.id} .*${intruder} \\(external id someone-else-2`),
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe("seedDemo over an earlier demo seed where Priya Raman had no sign-in", () => {
  let earlier: TestDatabase;
  beforeAll(async () => {
    earlier = await createTestDatabase();
  });
  afterAll(async () => {
    await earlier?.close();
  });

  it("adopts her no-sign-in row: one Priya, keeping her id, now reachable by her demo sign-in", async () => {
    const db = earlier.db;
    const priyaRowId = randomUUID();
    await db.insert(schema.users).values({
      id: priyaRowId,
      externalId: "demo-no-sign-in:priya_raman",
      email: "priya@brightwater-counsel.example",
      firstName: "Priya",
      lastName: "Raman",
      userType: "ATTORNEY",
    });
    await db.insert(schema.attorneys).values({ id: priyaRowId, userId: priyaRowId, stage: "APPROVED" });

    await seedDemo(db);

    const priyas = await db.select().from(schema.users).where(eq(schema.users.lastName, "Raman"));
    expect(priyas).toEqual([
      expect.objectContaining({ id: priyaRowId, externalId: "demo-attorney-priya", email: "priya@demo.prenup.test" }),
    ]);
    const priya = await findAttorneyWithStates(db, priyaRowId);
    expect(priya?.attorneyStates.map((s) => s.state.abbreviation)).toContain("CA");
    expect(
      await db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, demoUserId("demo-attorney-priya"))),
    ).toEqual([]);
  });
});
