import { describe, expect, it } from "vitest";
import { fixtureDisclosure } from "./fixtures.ts";
import { inputHashOf, parseInputParts, partnerChanges, partnerInputParts } from "./input-hash.ts";

const names = { firstName: "Avery", middleName: "J.", lastName: "Stone", suffix: null };
const answers = [
  { questionId: "q1", valueTyped: "2027-06-12", questionOptionIds: [] },
  { questionId: "q2", valueTyped: null, questionOptionIds: ["o2", "o1"] },
];

describe("the generation's input hash", () => {
  it("is the same for the same inputs, whatever their order", () => {
    const a = partnerInputParts({ names, answers, disclosure: null });
    const b = partnerInputParts({
      names: { ...names },
      answers: [
        { ...answers[1]!, questionOptionIds: ["o1", "o2"] },
        { ...answers[0]!, valueTyped: " 2027-06-12 " },
      ],
      disclosure: null,
    });
    expect(b).toEqual(a);
    const parts = { content: "c", partyA: a, partyB: a };
    expect(inputHashOf(parts)).toBe(inputHashOf({ partyB: a, partyA: a, content: "c" }));
    expect(inputHashOf(parts)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("ignores answers that say nothing", () => {
    const withEmpty = partnerInputParts({
      names,
      answers: [...answers, { questionId: "q3", valueTyped: "  ", questionOptionIds: [] }],
      disclosure: null,
    });
    expect(withEmpty).toEqual(partnerInputParts({ names, answers, disclosure: null }));
  });

  it("tells which answers, names or disclosure changed", () => {
    const before = partnerInputParts({ names, answers, disclosure: null });
    const after = partnerInputParts({
      names: { ...names, lastName: "Stone-Park" },
      answers: [answers[0]!, { ...answers[1]!, questionOptionIds: ["o3"] }, { questionId: "q4", valueTyped: "yes" }],
      disclosure: fixtureDisclosure("u", 2),
    });
    expect(partnerChanges(before, after)).toEqual({
      changed: true,
      names: true,
      disclosure: true,
      questionIds: ["q2", "q4"],
    });
    expect(partnerChanges(before, before)).toEqual({
      changed: false,
      names: false,
      disclosure: false,
      questionIds: [],
    });
    expect(partnerChanges(null, before).changed).toBe(true);
  });

  it("counts a disclosure touched after the generation, even with the same entries", () => {
    const disclosure = fixtureDisclosure("u", 2);
    const before = partnerInputParts({ names, answers, disclosure });
    const touched = partnerInputParts({
      names,
      answers,
      disclosure: { ...disclosure, lastChangedAt: new Date("2026-11-22T08:00:00.000Z") },
    });
    expect(partnerChanges(before, touched)).toMatchObject({ changed: true, disclosure: true, questionIds: [] });
  });

  it("reads stored parts back and refuses anything else", () => {
    const parts = {
      content: "c",
      partyA: partnerInputParts({ names, answers, disclosure: null }),
      partyB: partnerInputParts({ names, answers: [], disclosure: null }),
    };
    expect(parseInputParts(JSON.parse(JSON.stringify(parts)))).toEqual(parts);
    expect(parseInputParts(null)).toBeNull();
    expect(parseInputParts({ content: "c" })).toBeNull();
  });
});
