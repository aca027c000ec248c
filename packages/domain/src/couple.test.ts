import { describe, expect, it } from "vitest";
import {
  answersBySide,
  attorneyServicesOffered,
  coupleAnswer,
  coupleWeddingDate,
  isActiveDocumentOf,
  isDocumentParty,
  partnerIdOf,
  representationBeneficiaries,
  representationBeneficiaryOf,
  sideOf,
  WEDDING_DATE_KEY,
} from "./couple.ts";

const couple = { userAId: "a", userBId: "b" };
const invited = { userAId: "a", userBId: null };

describe("sideOf, isDocumentParty, partnerIdOf", () => {
  it("places each partner on their side and names the other one", () => {
    expect(sideOf(couple, "a")).toBe("A");
    expect(sideOf(couple, "b")).toBe("B");
    expect(partnerIdOf(couple, "a")).toBe("b");
    expect(partnerIdOf(couple, "b")).toBe("a");
    expect(isDocumentParty(couple, "a")).toBe(true);
    expect(isDocumentParty(couple, "b")).toBe(true);
  });

  it("knows no side, partner or party for anyone else", () => {
    expect(sideOf(couple, "stranger")).toBeNull();
    expect(partnerIdOf(couple, "stranger")).toBeNull();
    expect(isDocumentParty(couple, "stranger")).toBe(false);
  });

  it("gives partner A no partner until B joins, and never matches a missing B", () => {
    expect(partnerIdOf(invited, "a")).toBeNull();
    expect(sideOf({ userAId: "a" }, "b")).toBeNull();
    expect(isDocumentParty(invited, "b")).toBe(false);
  });
});

describe("isActiveDocumentOf", () => {
  it("is the live, active agreement of one of its parties", () => {
    expect(isActiveDocumentOf({ ...couple, isActive: true, deletedAt: null }, "b")).toBe(true);
    expect(isActiveDocumentOf({ ...couple, isActive: true }, "a")).toBe(true);
  });

  it("is not when deleted, inactive, or for someone else", () => {
    expect(isActiveDocumentOf({ ...couple, isActive: true, deletedAt: new Date() }, "a")).toBe(false);
    expect(isActiveDocumentOf({ ...couple, isActive: false, deletedAt: null }, "a")).toBe(false);
    expect(isActiveDocumentOf({ ...couple, isActive: true, deletedAt: null }, "c")).toBe(false);
  });
});

describe("coupleAnswer and coupleWeddingDate", () => {
  const questions = [
    { id: "q-wedding", key: WEDDING_DATE_KEY },
    { id: "q-other", key: "other" },
  ];
  const answer = (questionId: string, valueTyped: string | null) => ({ questionId, valueTyped });

  it("takes partner A's answer first", () => {
    expect(
      coupleWeddingDate({ questions, A: [answer("q-wedding", "2027-06-01")], B: [answer("q-wedding", "2027-07-01")] }),
    ).toBe("2027-06-01");
  });

  it("falls back to partner B's when A has none or a blank one", () => {
    expect(coupleWeddingDate({ questions, A: [], B: [answer("q-wedding", "2027-07-01")] })).toBe("2027-07-01");
    expect(
      coupleWeddingDate({ questions, A: [answer("q-wedding", "  ")], B: [answer("q-wedding", " 2027-07-01 ")] }),
    ).toBe("2027-07-01");
    expect(
      coupleWeddingDate({ questions, A: [answer("q-wedding", null)], B: [answer("q-wedding", "2027-07-01")] }),
    ).toBe("2027-07-01");
  });

  it("is null when neither answered, or the content has no such question", () => {
    expect(coupleWeddingDate({ questions, A: [answer("q-other", "x")], B: [] })).toBeNull();
    expect(coupleWeddingDate({ questions: [], A: [answer("q-wedding", "2027-06-01")], B: [] })).toBeNull();
    expect(coupleAnswer({ questionId: undefined, A: [answer("q-wedding", "2027-06-01")], B: [] })).toBeNull();
  });

  it("answersBySide puts the reader's answers on their side", () => {
    expect(answersBySide("A", "mine", "theirs")).toEqual({ A: "mine", B: "theirs" });
    expect(answersBySide("B", "mine", "theirs")).toEqual({ A: "theirs", B: "mine" });
  });
});

describe("attorneyServicesOffered", () => {
  it("only in PARTNER states", () => {
    expect(attorneyServicesOffered("PARTNER")).toBe(true);
    expect(attorneyServicesOffered("NONE")).toBe(false);
    expect(attorneyServicesOffered(null)).toBe(false);
    expect(attorneyServicesOffered(undefined)).toBe(false);
  });
});

describe("representationBeneficiaries", () => {
  it("bought twice: the buyer's unit first, then the partner's", () => {
    const beneficiaries = representationBeneficiaries({
      isRepresentation: true,
      buyerId: "a",
      partnerId: "b",
      buyerHasRepresentation: false,
    });
    expect(beneficiaries).toEqual(["a", "b"]);
    expect([0, 1].map((unit) => representationBeneficiaryOf(beneficiaries, unit))).toEqual(["a", "b"]);
  });

  it("a buyer who has representation buys for the partner", () => {
    expect(
      representationBeneficiaries({
        isRepresentation: true,
        buyerId: "a",
        partnerId: "b",
        buyerHasRepresentation: true,
      }),
    ).toEqual(["b"]);
  });

  it("without a partner, or for another product, every unit is the buyer's", () => {
    const alone = representationBeneficiaries({
      isRepresentation: true,
      buyerId: "a",
      partnerId: null,
      buyerHasRepresentation: false,
    });
    expect(alone).toEqual(["a"]);
    expect(representationBeneficiaryOf(alone, 1)).toBe("a");
    expect(
      representationBeneficiaries({
        isRepresentation: false,
        buyerId: "a",
        partnerId: "b",
        buyerHasRepresentation: false,
      }),
    ).toEqual(["a"]);
  });
});
