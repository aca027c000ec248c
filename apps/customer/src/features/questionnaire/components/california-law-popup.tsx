import { Button, Group, List, Stack, Text } from "@mantine/core";
import { LAYOUT, LazyModal } from "@prenup/ui";
import { Link } from "react-router";

/** The popup's title: the state's review rule by its name and days ("California's 7-day review rule"). */
export const reviewRuleTitle = (stateName: string | null, days: number) =>
  `${stateName ? `${stateName}'s` : "Your state's"} ${days}-day review rule`;
export const CALIFORNIA_POPUP_TITLE = reviewRuleTitle("California", 7);

export interface CaliforniaLawPopupProps {
  opened: boolean;
  /** The agreement's state and its review period before signing (the state-law matrix's days). */
  stateName?: string | null;
  days?: number;
  /** Closes the popup so the date can be changed. */
  onReschedule: () => void;
  /** An external sign-up page for the postnup waitlist; without one, the app's own waitlist page. */
  waitlistUrl: string | null;
}

/**
 * Shown when a couple gives a wedding date inside their state's review period before signing
 * (California's 7 days; elsewhere the state-law matrix's `finalAgreementReviewDays`):
 * each partner must have the final agreement that long before signing, so the popup offers
 * to reschedule (change the date) or to join the postnup waitlist (sign after the wedding instead).
 * Mounted, and its Modal fetched, from its first opening on (LazyModal), so the section page neither
 * renders nor downloads a popup it may never show.
 */
export function CaliforniaLawPopup({
  opened,
  onReschedule,
  waitlistUrl,
  stateName = "California",
  days = 7,
}: CaliforniaLawPopupProps) {
  return (
    <LazyModal
      opened={opened}
      onClose={onReschedule}
      title={reviewRuleTitle(stateName, days)}
      size={LAYOUT.popupMaxWidth}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
      styles={{ title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      <Stack gap="md">
        <Text>
          In {stateName ?? "your state"}, each of you must have the final agreement for at least {days} days before you
          sign it. With your wedding less than {days} days away, there is not enough time left to sign a prenup before
          it.
        </Text>
        <List spacing="xs">
          <List.Item>If your plans allow, choose a wedding date at least {days} days from today.</List.Item>
          <List.Item>
            Or marry as planned and sign a postnuptial agreement afterwards, which protects the same things from then
            on.
          </List.Item>
        </List>
        <Group justify="flex-end" gap="sm">
          {waitlistUrl ? (
            <Button component="a" variant="default" href={waitlistUrl} target="_blank" rel="noreferrer">
              Join the postnup waitlist
            </Button>
          ) : (
            <Button component={Link} to="/postnup-waitlist" variant="default">
              Join the postnup waitlist
            </Button>
          )}
          <Button onClick={onReschedule}>Choose another date</Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
