import { Stack, Text, Timeline, Title } from "@mantine/core";
import type { ChangeDrafts } from "@prenup/api-client";
import { ChangeApprovals } from "@prenup/ui";
import { formatDay } from "@prenup/domain";
import { AGREEMENT_CHANGES_TEXTS as T } from "../agreement-changes-texts.ts";

export interface ChangeTimelineProps {
  /** The signed original: its day of signing and record hash. */
  original: NonNullable<ChangeDrafts["original"]>;
  /** The document's amendments and revocations, newest first (as the list gives them). */
  changes: ChangeDrafts["items"];
  /** The path's user and their agreement (the approvals' queries). */
  userId: string;
  documentId: string;
}

/**
 * The agreement's versions, oldest first: the signed original, then each amendment or revocation with
 * whether it is in effect (signed by both, from the later day) or still a draft, signed by one or
 * neither, and the attorneys' approvals of it. A draft changes nothing.
 */
export function ChangeTimeline({ original, changes, userId, documentId }: ChangeTimelineProps) {
  const oldestFirst = [...changes].reverse().filter((change) => change.status !== "CANCELLED");
  const inEffect = 1 + oldestFirst.filter((change) => change.status === "SIGNED").length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="change-timeline-title">
      <Title order={2} size="h4" id="change-timeline-title">
        {T.timelineTitle}
      </Title>
      <Timeline active={inEffect - 1} bulletSize={16} lineWidth={2} role="list">
        <Timeline.Item title={T.originalTitle} role="listitem">
          <Text size="sm">{T.originalSigned(formatDay(original.signedOn))}</Text>
          <Text size="xs" c="dimmed" title={original.recordHash}>
            {T.recordHash(original.recordHash)}
          </Text>
        </Timeline.Item>
        {oldestFirst.map((change) => (
          <Timeline.Item
            key={change.id}
            title={T.versionTitle(change)}
            lineVariant={change.status === "DRAFT" ? "dashed" : "solid"}
            role="listitem"
          >
            <Text size="sm" c={change.status === "DRAFT" ? "dimmed" : undefined}>
              {change.effectiveOn
                ? T.signedInEffect(formatDay(change.effectiveOn))
                : change.signatures.length > 0
                  ? T.halfSigned
                  : T.draftNotInEffect}
            </Text>
            <Text size="xs" c="dimmed">
              {T.startedOn(formatDay(change.createdAt.slice(0, 10)))}
            </Text>
            <ChangeApprovals userId={userId} documentId={documentId} change={change} />
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
