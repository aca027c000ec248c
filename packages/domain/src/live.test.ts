import { describe, expect, it } from "vitest";
import { livePresenceBodySchema } from "./live-schemas.ts";
import { isPresent, liveChangeText, presenceText, PRESENCE_TTL_MS } from "./live.ts";

describe("presence", () => {
  it("names the partner's place, with the section's title in the questionnaire", () => {
    expect(presenceText("Jordan", "questionnaire", "Property")).toBe("Jordan is on Property");
    expect(presenceText("Jordan", "questionnaire", null)).toBe("Jordan is on the questionnaire");
    expect(presenceText("Jordan", "disclosure")).toBe("Jordan is on Financial disclosure");
    expect(presenceText("Jordan", "elsewhere")).toBe("Jordan is here");
  });

  it("counts a partner as here until nothing was heard for the time to live", () => {
    expect(isPresent(null, 1_000)).toBe(false);
    expect(isPresent(0, PRESENCE_TTL_MS - 1)).toBe(true);
    expect(isPresent(0, PRESENCE_TTL_MS)).toBe(false);
  });

  it("accepts a known place and a section id, and names the places when refused", () => {
    expect(
      livePresenceBodySchema.parse({ place: "questionnaire", sectionId: "0b9c1c4e-2f0a-4c67-9d53-2f8f5a3f2a11" }).place,
    ).toBe("questionnaire");
    const refused = livePresenceBodySchema.safeParse({ place: "kitchen" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/^place must be one of: dashboard, questionnaire/);
    expect(
      livePresenceBodySchema.safeParse({ place: "questionnaire", sectionId: "property" }).error?.issues[0]?.message,
    ).toBe("sectionId must be a section's id");
  });
});

describe("liveChangeText", () => {
  it("says what the partner did", () => {
    expect(liveChangeText("Jordan", "answers")).toBe("Jordan updated their answers.");
    expect(liveChangeText("Jordan", "agreement")).toBe("Jordan changed the agreement.");
  });

  it("says which move of the alignment conversation it was, so the one who acted is the one named", () => {
    expect(liveChangeText("Jamie", "alignment", "accepted-proposal")).toBe("Jamie accepted a proposal on Alignment.");
    expect(liveChangeText("Casey", "alignment", "proposed")).toBe("Casey proposed an answer on Alignment.");
    expect(liveChangeText("Casey", "alignment", "agreed-with-partner")).toBe(
      "Casey took your answer on a question you saw differently.",
    );
    expect(liveChangeText("Casey", "alignment", null)).toBe("Casey changed something on Alignment.");
  });
});
