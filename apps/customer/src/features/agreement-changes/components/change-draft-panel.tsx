import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useChangeDraft, type ChangeDraft } from "@prenup/api-client";
import { ChangeRedline, ErrorState, LoadingState } from "@prenup/ui";
import { AGREEMENT_CHANGES_TEXTS as T } from "../agreement-changes-texts.ts";
import { AmendmentEditor } from "./amendment-editor.tsx";
import { AmendmentEffects } from "./amendment-effects.tsx";
import { ChangePreview } from "./change-preview.tsx";
import { ChangeSigning } from "./change-signing.tsx";
import { DeleteDraft } from "./delete-draft.tsx";

export interface ChangeDraftPanelProps {
  userId: string;
  documentId: string;
  /** The couple's draft, as the list of changes gives it. */
  draft: ChangeDraft;
}

/**
 * The couple's draft amendment or revocation: its title and the state whose law it follows; an
 * amendment's changes (to add, edit or take out until one of them has signed), what it does, and its redline; a
 * revocation's consequence; the text as it would be signed today; signing it; deleting the draft.
 */
export function ChangeDraftPanel({ userId, documentId, draft }: ChangeDraftPanelProps) {
  const detail = useChangeDraft(userId, documentId, draft.id);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="change-draft-title">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id="change-draft-title">
            {T.draftTitle(draft)}
          </Title>
          <Text size="sm" c="dimmed">
            {T.draftState(draft.state.name, draft.movedIn)}
          </Text>
        </Stack>
        {draft.kind === "AMENDMENT" && draft.signatures.length > 0 ? (
          <Text size="sm" c="dimmed">
            {T.lockedText}
          </Text>
        ) : draft.kind === "AMENDMENT" ? (
          <>
            <AmendmentEditor
              userId={userId}
              documentId={documentId}
              draftId={draft.id}
              changes={detail.data?.changes ?? draft.changes}
            />
            <AmendmentEffects userId={userId} documentId={documentId} draft={detail.data ?? draft} />
          </>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{T.revocationExplained(draft.state.name)}</Text>
            <Anchor component={Link} to="/outcomes" size="sm">
              {T.revocationCompare}
            </Anchor>
          </Stack>
        )}
        {/* A failed refetch keeps the text on screen (a deleted draft's last read fails as the page moves on). */}
        {!detail.data ? (
          detail.isError ? (
            <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <LoadingState label={T.loadingDraft} />
          )
        ) : (
          <>
            {draft.kind === "AMENDMENT" && detail.data.redline.length > 0 ? (
              <ChangeRedline redline={detail.data.redline} />
            ) : null}
            <ChangePreview userId={userId} documentId={documentId} detail={detail.data} />
            <ChangeSigning
              userId={userId}
              documentId={documentId}
              detail={detail.data}
              refresh={() => void detail.refetch()}
            />
          </>
        )}
        <DeleteDraft userId={userId} documentId={documentId} draftId={draft.id} />
      </Stack>
    </Card>
  );
}
