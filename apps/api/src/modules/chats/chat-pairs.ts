import type { ChatParties, StreamAccessRow } from "./chats.repository.ts";

/**
 * The people the viewer chats with on the document, in order: partner A with attorney A, partner B
 * with attorney B, then a partner with each attorney they bought Q&A from (the purchase in force,
 * latest first). A customer with a representing attorney and a Q&A attorney has two conversations;
 * an attorney who represents one partner and answers the other's questions has two as well.
 */
export function pairsOf(
  parties: ChatParties,
  viewerId: string,
): { counterpartId: string; viewerIs: "customer" | "attorney" }[] {
  const pairs: [string | null, string | null][] = [
    [parties.userAId, parties.attorneyAId],
    [parties.userBId, parties.attorneyBId],
    ...parties.qaPairs.map((pair): [string, string] => [pair.userId, pair.attorneyId]),
  ];
  const found: { counterpartId: string; viewerIs: "customer" | "attorney" }[] = [];
  for (const [customer, attorney] of pairs) {
    if (!customer || !attorney) continue;
    const pair =
      viewerId === customer
        ? ({ counterpartId: attorney, viewerIs: "customer" } as const)
        : viewerId === attorney
          ? ({ counterpartId: customer, viewerIs: "attorney" } as const)
          : null;
    if (pair && !found.some((known) => known.counterpartId === pair.counterpartId)) found.push(pair);
  }
  return found;
}

/**
 * Who the viewer chats with: the counterpart asked for when they are one of the viewer's pairs,
 * else (none asked) the first pair — a partner's representing attorney before a Q&A attorney; null
 * for nobody.
 */
export function pairOf(
  parties: ChatParties,
  viewerId: string,
  counterpartId?: string,
): { counterpartId: string; viewerIs: "customer" | "attorney" } | null {
  const pairs = pairsOf(parties, viewerId);
  return (counterpartId === undefined ? pairs[0] : pairs.find((pair) => pair.counterpartId === counterpartId)) ?? null;
}

/**
 * Whether an open stream's viewer may still read the conversation with the counterpart, by the
 * route's rule (an open account; a party of the live document, or an APPROVED attorney assigned to
 * it or bought for Q&A by a party) and the pairing.
 */
export function mayStillStream(row: StreamAccessRow | null, viewerId: string, counterpartId: string): boolean {
  if (!row || row.closed) return false;
  const pair = pairOf(row, viewerId, counterpartId);
  if (!pair) return false;
  return pair.viewerIs === "customer" || (row.userType === "ATTORNEY" && row.attorneyStage === "APPROVED");
}
