import { describe, expect, it } from "vitest";
import type { AnswerLike } from "./answer-shape.ts";
import { disagreementSpans, type TimedAnswer } from "./disagreement-spans.ts";

const chose = (...ids: string[]): AnswerLike => ({ questionId: "q", questionOptionIds: ids });
const none: AnswerLike = { questionId: "q", questionOptionIds: [] };
const at = (hour: number) => `2026-11-20T${String(hour).padStart(2, "0")}:00:00.000000Z`;
const change = (hour: number, answer: AnswerLike, tag?: string): TimedAnswer<string> =>
  tag === undefined ? { at: at(hour), answer } : { at: at(hour), answer, tag };

describe("disagreementSpans", () => {
  it("tells when the answers came to differ and when a partner's change made them the same", () => {
    const spans = disagreementSpans({
      A: [change(1, chose("waive"))],
      B: [change(2, chose("state")), change(3, chose("waive"))],
    });
    expect(spans).toEqual([
      {
        began: { at: at(2), by: "B", answers: { A: chose("waive"), B: chose("state") } },
        ended: { at: at(3), by: "B", answers: { A: chose("waive"), B: chose("waive") }, tags: [] },
      },
    ]);
  });

  it("keeps one disagreement while an answer changes to another that still differs, and leaves it open", () => {
    const spans = disagreementSpans({
      A: [change(1, chose("waive")), change(4, chose("cap"))],
      B: [change(2, chose("state"))],
    });
    expect(spans).toHaveLength(1);
    expect(spans[0]!.began?.at).toBe(at(2));
    expect(spans[0]!.ended).toBeNull();
  });

  it("sees no disagreement while one partner has no answer, and ends one when an answer is removed", () => {
    const spans = disagreementSpans({
      A: [change(1, chose("waive")), change(5, none)],
      B: [change(2, none), change(3, chose("state"))],
    });
    expect(spans.map((span) => [span.began?.at, span.ended?.at, span.ended?.by])).toEqual([[at(3), at(5), "A"]]);
  });

  it("takes changes at one instant as one step: both answers written together end it, by neither alone", () => {
    const spans = disagreementSpans(
      {
        A: [change(1, chose("waive")), change(3, chose("cap"))],
        B: [change(2, chose("state")), change(3, chose("cap"), "PROPOSAL")],
      },
      (tag) => tag === "PROPOSAL",
    );
    expect(spans).toEqual([
      {
        began: expect.objectContaining({ at: at(2) }),
        ended: { at: at(3), by: null, answers: { A: chose("cap"), B: chose("cap") }, tags: ["PROPOSAL"] },
      },
    ]);
  });

  it("ends a disagreement at a settlement even when the answers still differ, and begins the next there", () => {
    const spans = disagreementSpans(
      { A: [change(1, chose("waive"))], B: [change(2, chose("state")), change(3, chose("cap"), "CHANGE")] },
      (tag) => tag === "CHANGE",
    );
    expect(spans.map((span) => [span.began?.at, span.ended?.at ?? null])).toEqual([
      [at(2), at(3)],
      [at(3), null],
    ]);
  });

  it("tells a settlement on answers that did not differ without a beginning", () => {
    const spans = disagreementSpans(
      { A: [change(1, chose("waive"))], B: [change(2, chose("waive"), "AGREE")] },
      (tag) => tag === "AGREE",
    );
    expect(spans).toEqual([
      {
        began: null,
        ended: { at: at(2), by: "B", answers: { A: chose("waive"), B: chose("waive") }, tags: ["AGREE"] },
      },
    ]);
  });

  it("finds none when the partners always agreed or never both answered", () => {
    expect(disagreementSpans({ A: [change(1, chose("waive"))], B: [change(2, chose("waive"))] })).toEqual([]);
    expect(disagreementSpans({ A: [change(1, chose("waive"))], B: [] })).toEqual([]);
  });
});
