import { ChatPanel as SharedChatPanel } from "@prenup/ui";
import { ATTORNEY_SERVICES_TEXTS as T } from "../attorney-services-texts.ts";

/** The couple's side of the shared live chat with one of their attorneys. */
export function ChatPanel({
  userId,
  documentId,
  attorneyId,
  attorneyName,
}: {
  userId: string;
  documentId: string;
  attorneyId: string;
  attorneyName: string;
}) {
  return (
    <SharedChatPanel
      userId={userId}
      documentId={documentId}
      counterpartId={attorneyId}
      counterpartName={attorneyName}
      texts={{ title: T.chatTitle(attorneyName), empty: T.chatEmpty }}
    />
  );
}
