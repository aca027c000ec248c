import { ChatPanel as SharedChatPanel } from "@prenup/ui";
import { ATTORNEY_SERVICES_TEXTS as T } from "../attorney-services-texts.ts";

/** The couple's side of the shared live chat with their attorney (spec §7). */
export function ChatPanel({ userId, documentId, attorneyName }: { userId: string; documentId: string; attorneyName: string }) {
  return (
    <SharedChatPanel
      userId={userId}
      documentId={documentId}
      counterpartName={attorneyName}
      texts={{ title: T.chatTitle(attorneyName), empty: T.chatEmpty }}
    />
  );
}
