import { Badge, Group, Text, Tooltip } from "@mantine/core";
import type { LiveNotice, PartnerPresence as Presence } from "@prenup/api-client";
import { liveChangeText, presenceText } from "@prenup/domain";

/** How long the partner's last change is said beside their presence. */
export const NOTICE_SHOWN_MS = 120_000;

/**
 * The partner, live, in the header: "Jordan is on Property" with a green dot while they are in the
 * app, and what they (or an attorney) last changed, for two minutes. Nothing while they are away.
 */
export function PartnerPresence(props: {
  partnerName: string;
  partnerId: string;
  presence: Presence | null;
  notice: LiveNotice | null;
  sections: readonly { id: string; label: string }[];
  isMobile: boolean;
  now: number;
}) {
  const { presence, notice } = props;
  const recent = notice && props.now - notice.at < NOTICE_SHOWN_MS ? notice : null;
  const noticeText = recent
    ? liveChangeText(
        recent.userId === props.partnerId ? props.partnerName : "An attorney",
        recent.change,
        recent.action,
      )
    : null;
  if (!presence && !noticeText) return null;
  const where = presence
    ? presenceText(
        props.partnerName,
        presence.place,
        props.sections.find((section) => section.id === presence.sectionId)?.label ?? null,
      )
    : null;
  const label = where ?? noticeText ?? "";
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-live="polite" data-testid="partner-presence">
      <Tooltip label={noticeText && where ? noticeText : label} disabled={!props.isMobile && !(noticeText && where)}>
        <Badge
          variant="light"
          color={presence ? "teal" : "gray"}
          leftSection={
            presence ? (
              <span
                aria-hidden
                style={{
                  display: "inline-block",
                  width: 8,
                  height: 8,
                  borderRadius: 4,
                  background: "var(--mantine-color-teal-6)",
                }}
              />
            ) : null
          }
          styles={{ label: { textTransform: "none", fontWeight: 500 } }}
        >
          {props.isMobile ? props.partnerName : label}
        </Badge>
      </Tooltip>
      {noticeText && where && !props.isMobile ? (
        <Text size="xs" c="dimmed" visibleFrom="md">
          {noticeText}
        </Text>
      ) : null}
    </Group>
  );
}
