/**
 * A user's context (the standing's `loadContext`) assesses each partner's answers when the
 * assessment is first read, once: a reader of the answers alone (the outcome simulator) pays for no
 * assessment and no cache key.
 */
import { createCouple } from "@prenup/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentContext, contentService, createContentRepository } from "../src/modules/content/index.ts";
import { createAssessmentCache, standingService, type AssessmentCache } from "../src/modules/standing/index.ts";
import { createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

function countingCache(): { cache: AssessmentCache; assessed: string[] } {
  const assessed: string[] = [];
  const real = createAssessmentCache();
  return {
    assessed,
    cache: {
      assess(questionnaire, facts, source) {
        assessed.push(facts.background.firstName ?? "?");
        return real.assess(questionnaire, facts, source);
      },
      assessForWrite(questionnaire, facts) {
        assessed.push(facts.background.firstName ?? "?");
        return real.assessForWrite(questionnaire, facts);
      },
    },
  };
}

describe("loadContext", () => {
  it("assesses each partner on the first read of their assessment, and only then", async () => {
    const couple = await createCouple(api.db, { paid: true });
    const { cache, assessed } = countingCache();
    const standing = standingService({
      db: api.db,
      clock: api.clock,
      content: contentService(contentContext(createContentRepository(api.db))),
      assessments: cache,
      // Reading a context sends nothing.
      mail: { enqueueOnce: () => Promise.reject(new Error("a context read sends no e-mail")) },
      customerAppUrl: "http://localhost:5173",
    });
    const context = await standing.loadContext(couple.userA.id, { withPartner: true });
    expect(context.myAnswers).toBeDefined();
    expect(context.partnerAnswers).toBeDefined();
    expect(assessed).toEqual([]);

    const me = context.me;
    expect(me).toBe(context.me);
    expect(assessed).toEqual([couple.userA.firstName]);

    expect(context.partner).not.toBeNull();
    expect(context.partner).toBe(context.partner);
    expect(assessed).toEqual([couple.userA.firstName, couple.userB.firstName]);

    const alone = await standing.loadContext(couple.userA.id);
    expect(alone.partner).toBeNull();
    expect(assessed).toHaveLength(2);
  });
});
