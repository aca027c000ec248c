import { useState } from "react";
import { Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { useChangeDraft, useChangeDrafts, type ChangeDraft } from "@prenup/api-client";
import { formatDay } from "@prenup/domain";
import { ErrorState, LoadingState } from "../components/status-states.tsx";
import { AGREEMENT_VERSIONS_TEXTS as T, changeStatusWords } from "./agreement-changes-texts.ts";
import { ChangeApprovals } from "./change-approvals.tsx";
import { ChangeDocumentDownloads } from "./change-document-downloads.tsx";
import { ChangeRedline } from "./change-redline.tsx";
import { ReadingCopy } from "./reading-copy.tsx";

export type AgreementVersionsCardProps = {
  /** Either partner of the agreement (the path's user). */
  userId: string;
  documentId: string;
  /** The signed-in attorney on the agreement, who approves a draft for their client (absent: admins, who only read). */
  approverId?: string | null;
};

/**
 * For the couple's attorney and for admins: the signed agreement's versions after the signing (the
 * original, then each amendment or revocation with whether it is in effect, half-signed or a draft,
 * the state whose law it follows, its document as PDF and Word file, and an amendment's changes
 * against the signed text, the attorneys' approvals, and for an attorney on the agreement the button
 * to approve a draft) and, once one is in effect, the reading copy. Nothing is
 * shown while the agreement is not signed.
 */
export function AgreementVersionsCard({ userId, documentId, approverId }: AgreementVersionsCardProps) {
  const changes = useChangeDrafts(userId, documentId);
  if (changes.isError) return <ErrorState error={changes.error} onRetry={() => void changes.refetch()} />;
  const original = changes.data?.original;
  if (!changes.data || !original) return null;
  const oldestFirst = [...changes.data.items].reverse();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="agreement-versions-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="agreement-versions-title">
          {T.versionsTitle}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>{T.original(formatDay(original.signedOn))}</List.Item>
          {oldestFirst.map((change) => (
            <List.Item key={change.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" span>
                  {`${T.versionName(change)} (${T.underLaw(change.state.name)}): ${changeStatusWords(change, formatDay)}.`}
                </Text>
                <ChangeDocumentDownloads userId={userId} documentId={documentId} change={change} variant="compact" />
              </Group>
              <ChangeApprovals userId={userId} documentId={documentId} change={change} approverId={approverId} />
              {change.kind === "AMENDMENT" ? (
                <AmendmentChanges userId={userId} documentId={documentId} change={change} />
              ) : null}
            </List.Item>
          ))}
        </List>
        {oldestFirst.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noChanges}
          </Text>
        ) : null}
        {oldestFirst.some((change) => change.status === "SIGNED") ? (
          <ReadingCopy userId={userId} documentId={documentId} />
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * An amendment's changes against the signed text, opened on demand: the redline the couple sees
 * (the old text struck through, the new inserted, each with its reason).
 */
function AmendmentChanges({
  userId,
  documentId,
  change,
}: AgreementVersionsCardProps & { change: Pick<ChangeDraft, "id" | "kind" | "number"> }) {
  const [open, setOpen] = useState(false);
  const detail = useChangeDraft(open ? userId : null, documentId, open ? change.id : null);
  return (
    <Stack gap="xs" mt={4}>
      <Button
        variant="subtle"
        size="compact-xs"
        style={{ alignSelf: "flex-start" }}
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? T.hideRedline : T.showRedline(T.versionName(change))}
      </Button>
      {!open ? null : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <LoadingState label={T.loadingRedline} />
      ) : (
        <ChangeRedline redline={detail.data.redline} />
      )}
    </Stack>
  );
}
