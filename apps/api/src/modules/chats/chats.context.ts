import type { Database } from "@prenup/db";
import type { Clock } from "../../integrations/clock.ts";
import type { ChatBus } from "../../integrations/live/chat-bus.ts";
import { mayStillStream } from "./chat-pairs.ts";
import { createChatStreams, type ChatStreams } from "./chat-streams.ts";
import type { ChatsRepository } from "./chats.repository.ts";

/**
 * What every use case of the chats module runs with: built once by its manifest's `build`
 * (`chatsContext`) and passed as the first argument (`sendChat(ctx, input)`). Its streams are this
 * instance's open streams and live as long as the context.
 */
export type ChatsContext = {
  db: Database;
  clock: Clock;
  repository: ChatsRepository;
  bus: ChatBus;
  streams: ChatStreams;
};

/**
 * A context with no stream open: access is checked again on delivery and every 30 s (the route's
 * rule and the pairing, one statement), at most 5 streams per user.
 */
export function chatsContext(deps: {
  db: Database;
  clock: Clock;
  repository: ChatsRepository;
  bus: ChatBus;
}): ChatsContext {
  const { repository } = deps;
  const streams = createChatStreams({
    bus: deps.bus,
    clock: deps.clock,
    checkAccess: async (viewerId, documentId, counterpartId) =>
      mayStillStream(await repository.streamAccess(documentId, viewerId), viewerId, counterpartId),
  });
  return { ...deps, streams };
}
