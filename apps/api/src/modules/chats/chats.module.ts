import { defineModule, type ModuleExports } from "../manifest.ts";
import { chatsContext, chatsService, createChatsRepository } from "./index.ts";
import { erasePersonalData } from "./erase-personal-data.ts";
import type { ChatsContext } from "./chats.context.ts";
import { registerChatsRoutes } from "./chats.routes.ts";

export const chatsModule = defineModule<ChatsContext>({
  name: "chats",
  description:
    "customer ↔ representing attorney and ↔ each attorney bought for Q&A, one conversation per pair, live through server-sent events",
  owns: ["chat_messages"],
  needs: ["attorney-portal", "documents", "products", "purchase-items", "users"],
  build: ({ db, clock, chatBus }) => chatsContext({ db, clock, repository: createChatsRepository(db), bus: chatBus }),
  exports: (context): ModuleExports["chats"] => chatsService(context),
  routes: (app, context) => registerChatsRoutes(app, { chats: context }),
  erase: erasePersonalData,
});

declare module "../manifest.ts" {
  interface ModuleExports {
    chats: ReturnType<typeof chatsService>;
  }
}
