import { Alert, Button, Stack, Text } from "@mantine/core";
import { apiErrorMessage, useChangeApproval, type ChangeDraft } from "@prenup/api-client";
import { formatDay } from "@prenup/domain";
import { AGREEMENT_VERSIONS_TEXTS as T } from "./agreement-changes-texts.ts";

export type ChangeApprovalsProps = {
  /** Either partner of the agreement (the path's user). */
  userId: string;
  documentId: string;
  change: Pick<ChangeDraft, "id" | "kind" | "number" | "status" | "approvals">;
  /** The signed-in attorney on the agreement: on a draft they approve it for their client, or withdraw that. */
  approverId?: string | null;
};

/**
 * The attorneys' approvals of a change: who approved it and when, or that they approved an earlier
 * text the couple has changed since; for an attorney on the agreement, a draft's button to approve it
 * as it reads now or to withdraw their approval (the server's refusal is shown as it words it).
 */
export function ChangeApprovals({ userId, documentId, change, approverId }: ChangeApprovalsProps) {
  const approval = useChangeApproval(userId, documentId);
  const mine = change.approvals.find((item) => item.attorneyId === approverId && item.current);
  const canAct = Boolean(approverId) && change.status === "DRAFT";
  if (change.approvals.length === 0 && !canAct) return null;
  return (
    <Stack gap={2} mt={2}>
      {change.approvals.map((item) => (
        <Text key={item.respondent} size="xs" c={item.current ? "teal.8" : "dimmed"}>
          {item.current
            ? T.approvedBy(item.attorneyName, formatDay(item.approvedAt.slice(0, 10)))
            : T.approvedEarlier(item.attorneyName, formatDay(item.approvedAt.slice(0, 10)))}
        </Text>
      ))}
      {canAct ? (
        <Button
          size="compact-xs"
          variant="light"
          style={{ alignSelf: "flex-start" }}
          loading={approval.isPending}
          onClick={() => approval.mutate({ changeId: change.id, action: mine ? "rescind" : "grant" })}
        >
          {mine ? T.withdrawApproval : T.approve(T.versionName(change))}
        </Button>
      ) : null}
      {approval.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(approval.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
