import { describe, expect, it } from "vitest";
import {
  acceptanceWrites,
  mayPropose,
  proposalBodySchema,
  acceptRefusal,
  attorneyOfParty,
  attorneyRequestRefusal,
  pendingProposal,
  PROPOSAL_MESSAGES,
  proposalKind,
  proposalsAwaiting,
  proposeRefusal,
  threadStatus,
  type ProposalLike,
} from "./dispute-proposals.ts";

const parties = { userAId: "a", userBId: "b" };
const options = ["o1", "o2", "o3"];
const proposal = (
  id: string,
  by: string,
  option: string,
  status: ProposalLike["status"] = "PENDING",
): ProposalLike => ({
  id,
  proposedByUserId: by,
  questionOptionId: option,
  status,
});
const propose = (
  actorId: string,
  questionOptionId: string,
  proposals: ProposalLike[],
  more: { disputeOpen?: boolean; questionOptionIds?: string[] } = {},
) =>
  proposeRefusal({
    actorId,
    parties,
    disputeOpen: more.disputeOpen ?? true,
    questionOptionIds: more.questionOptionIds ?? options,
    questionOptionId,
    proposals,
  });

describe("proposeRefusal", () => {
  it("lets either partner make the first proposal on an open dispute", () => {
    expect(propose("a", "o1", [])).toBeNull();
    expect(propose("b", "o2", [])).toBeNull();
  });

  it("refuses a stranger, a closed dispute, a typed question and an option the question does not offer", () => {
    expect(propose("x", "o1", [])).toEqual({ code: "FORBIDDEN", message: PROPOSAL_MESSAGES.notParty });
    expect(propose("a", "o1", [], { disputeOpen: false })).toEqual({
      code: "DISPUTE_NOT_FOUND",
      message: PROPOSAL_MESSAGES.disputeClosed,
    });
    expect(propose("a", "o1", [], { questionOptionIds: [] })).toEqual({
      code: "PROPOSAL_NOT_ALLOWED",
      message: PROPOSAL_MESSAGES.noOptions,
    });
    expect(propose("a", "o9", [])).toEqual({
      code: "VALIDATION_FAILED",
      message: PROPOSAL_MESSAGES.optionNotOffered,
      field: "questionOptionId",
    });
  });

  it("refuses a second proposal while the partner has not answered the first", () => {
    expect(propose("a", "o2", [proposal("p1", "a", "o1")])).toEqual({
      code: "PROPOSAL_PENDING",
      message: PROPOSAL_MESSAGES.ownPending,
    });
  });

  it("lets the other partner counter with another option, not with the one proposed (that is accepting)", () => {
    const thread = [proposal("p1", "a", "o1")];
    expect(propose("b", "o2", thread)).toBeNull();
    expect(propose("b", "o1", thread)).toEqual({
      code: "PROPOSAL_NOT_ALLOWED",
      message: PROPOSAL_MESSAGES.sameAsPending,
    });
  });

  it("ignores answered proposals: after a counter the first proposer may counter back", () => {
    const thread = [proposal("p1", "a", "o1", "SUPERSEDED"), proposal("p2", "b", "o2")];
    expect(propose("a", "o3", thread)).toBeNull();
    expect(propose("b", "o3", thread)?.code).toBe("PROPOSAL_PENDING");
  });
});

describe("mayPropose", () => {
  it("offers proposing while some option may be proposed", () => {
    const input = { parties, disputeOpen: true, questionOptionIds: options };
    expect(mayPropose({ ...input, actorId: "a", proposals: [] })).toBe(true);
    expect(mayPropose({ ...input, actorId: "a", proposals: [proposal("p1", "a", "o1")] })).toBe(false);
    expect(mayPropose({ ...input, actorId: "b", proposals: [proposal("p1", "a", "o1")] })).toBe(true);
    expect(
      mayPropose({ ...input, actorId: "b", questionOptionIds: ["o1"], proposals: [proposal("p1", "a", "o1")] }),
    ).toBe(false);
    expect(mayPropose({ ...input, actorId: "a", questionOptionIds: [], proposals: [] })).toBe(false);
  });
});

describe("proposalBodySchema", () => {
  const id = "7d1b0a8e-4d7c-4f57-9c1e-0b5a2c3d4e5f";
  it("trims the comment, defaults it to empty and caps its length", () => {
    expect(proposalBodySchema.parse({ questionOptionId: id, comment: "  Let's keep it simple.  " })).toEqual({
      questionOptionId: id,
      comment: "Let's keep it simple.",
    });
    expect(proposalBodySchema.parse({ questionOptionId: id })).toEqual({ questionOptionId: id, comment: "" });
    expect(
      proposalBodySchema.safeParse({ questionOptionId: id, comment: "x".repeat(501) }).error?.issues[0]?.message,
    ).toBe("Keep your comment to 500 characters or fewer.");
    expect(proposalBodySchema.safeParse({ questionOptionId: "nope" }).error?.issues[0]?.message).toBe(
      PROPOSAL_MESSAGES.optionNotOffered,
    );
  });
});

describe("proposalKind", () => {
  it("is a first proposal on a quiet thread and a counter superseding the pending one otherwise", () => {
    expect(proposalKind([])).toEqual({ kind: "PROPOSED", supersedes: null });
    expect(proposalKind([proposal("p1", "a", "o1", "ACCEPTED")])).toEqual({ kind: "PROPOSED", supersedes: null });
    expect(proposalKind([proposal("p1", "a", "o1", "SUPERSEDED"), proposal("p2", "b", "o2")])).toEqual({
      kind: "COUNTERED",
      supersedes: "p2",
    });
  });
});

describe("acceptRefusal", () => {
  const thread = [proposal("p1", "a", "o1", "SUPERSEDED"), proposal("p2", "b", "o2")];
  const accept = (actorId: string, proposalId: string, disputeOpen = true) =>
    acceptRefusal({ actorId, parties, disputeOpen, proposalId, proposals: thread });

  it("lets only the other partner accept the pending proposal", () => {
    expect(accept("a", "p2")).toBeNull();
    expect(accept("b", "p2")).toEqual({ code: "PROPOSAL_PENDING", message: PROPOSAL_MESSAGES.ownProposal });
    expect(accept("x", "p2")?.code).toBe("FORBIDDEN");
  });

  it("refuses a superseded proposal, an unknown one and a closed dispute", () => {
    expect(accept("b", "p1")).toEqual({ code: "PROPOSAL_NOT_PENDING", message: PROPOSAL_MESSAGES.notPending });
    expect(accept("a", "p9")).toEqual({ code: "PROPOSAL_NOT_FOUND", message: PROPOSAL_MESSAGES.proposalNotFound });
    expect(accept("a", "p2", false)).toEqual({ code: "DISPUTE_NOT_FOUND", message: PROPOSAL_MESSAGES.disputeClosed });
  });
});

describe("acceptanceWrites", () => {
  const writes = (answers: { userId: string; valueTyped?: string | null; questionOptionIds: string[] }[]) =>
    acceptanceWrites({ proposal: { questionOptionId: "o2" }, parties: { userAId: "a", userBId: "b" }, answers });

  it("writes the option to each partner whose answer differs, A first, the last write resolving", () => {
    expect(
      writes([
        { userId: "a", questionOptionIds: ["o1"] },
        { userId: "b", questionOptionIds: ["o3"] },
      ]),
    ).toEqual([
      { userId: "a", questionOptionIds: ["o2"], resolves: false },
      { userId: "b", questionOptionIds: ["o2"], resolves: true },
    ]);
  });

  it("leaves alone a partner who already holds exactly the option", () => {
    expect(
      writes([
        { userId: "a", questionOptionIds: ["o1"] },
        { userId: "b", questionOptionIds: ["o2"] },
      ]),
    ).toEqual([{ userId: "a", questionOptionIds: ["o2"], resolves: true }]);
  });

  it("rewrites an answer holding the option among others, or with text of its own", () => {
    expect(
      writes([
        { userId: "a", questionOptionIds: ["o2", "o3"] },
        { userId: "b", valueTyped: "Other", questionOptionIds: ["o2"] },
      ]).map((write) => write.userId),
    ).toEqual(["a", "b"]);
  });
});

describe("attorneyRequestRefusal", () => {
  const document = { userAId: "a", userBId: "b", attorneyAId: "att-a", attorneyBId: null };
  const ask = (actorId: string, more: { disputeOpen?: boolean; alreadyAsked?: boolean } = {}) =>
    attorneyRequestRefusal({
      actorId,
      document,
      disputeOpen: more.disputeOpen ?? true,
      alreadyAsked: more.alreadyAsked ?? false,
    });

  it("lets a partner with an assigned attorney ask once, on an open dispute", () => {
    expect(attorneyOfParty(document, "a")).toBe("att-a");
    expect(ask("a")).toBeNull();
    expect(ask("a", { alreadyAsked: true })).toEqual({
      code: "ATTORNEY_ALREADY_ASKED",
      message: PROPOSAL_MESSAGES.alreadyAsked,
    });
    expect(ask("a", { disputeOpen: false })?.code).toBe("DISPUTE_NOT_FOUND");
  });

  it("refuses a partner without an attorney and a stranger", () => {
    expect(attorneyOfParty(document, "b")).toBeNull();
    expect(ask("b")).toEqual({ code: "ATTORNEY_NOT_ASSIGNED", message: PROPOSAL_MESSAGES.noAttorney });
    expect(ask("x")?.code).toBe("FORBIDDEN");
  });
});

describe("threadStatus and proposalsAwaiting", () => {
  it("says who the thread waits for, and resolved once the dispute is gone", () => {
    const thread = [proposal("p1", "a", "o1")];
    expect(threadStatus({ viewerId: "b", disputeOpen: true, proposals: thread })).toBe("AWAITING_YOU");
    expect(threadStatus({ viewerId: "a", disputeOpen: true, proposals: thread })).toBe("AWAITING_PARTNER");
    expect(threadStatus({ viewerId: "a", disputeOpen: true, proposals: [] })).toBe("OPEN");
    expect(
      threadStatus({ viewerId: "a", disputeOpen: false, proposals: [proposal("p1", "b", "o1", "ACCEPTED")] }),
    ).toBe("RESOLVED");
    expect(pendingProposal([proposal("p1", "a", "o1", "SUPERSEDED")])).toBeNull();
  });

  it("counts the partner's pending proposals on questions still disputed", () => {
    const pending = [
      { questionId: "q1", proposedByUserId: "a" },
      { questionId: "q2", proposedByUserId: "a" },
      { questionId: "q3", proposedByUserId: "b" },
    ];
    expect(proposalsAwaiting({ userId: "b", openDisputeQuestionIds: new Set(["q1", "q3"]), pending })).toBe(1);
    expect(proposalsAwaiting({ userId: "a", openDisputeQuestionIds: new Set(["q1", "q3"]), pending })).toBe(1);
    expect(proposalsAwaiting({ userId: "a", openDisputeQuestionIds: new Set(), pending })).toBe(0);
  });
});
