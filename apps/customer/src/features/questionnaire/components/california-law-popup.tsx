import { Button, Group, List, Stack, Text } from "@mantine/core";
import { LAYOUT, LazyModal } from "@prenup/ui";
import { Link } from "react-router";

export const CALIFORNIA_POPUP_TITLE = "California's 7-day review rule";

export interface CaliforniaLawPopupProps {
  opened: boolean;
  /** Closes the popup so the date can be changed. */
  onReschedule: () => void;
  /** An external sign-up page for the postnup waitlist; without one, the app's own waitlist page. */
  waitlistUrl: string | null;
}

/**
 * Shown when a California couple gives a wedding date less than 7 days away (customer spec §2, §5):
 * California gives each partner 7 days with the final agreement before signing, so the popup offers
 * to reschedule (change the date) or to join the postnup waitlist (sign after the wedding instead).
 * Mounted, and its Modal fetched, from its first opening on (LazyModal), so the section page neither
 * renders nor downloads a popup it may never show.
 */
export function CaliforniaLawPopup({ opened, onReschedule, waitlistUrl }: CaliforniaLawPopupProps) {
  return (
    <LazyModal
      opened={opened}
      onClose={onReschedule}
      title={CALIFORNIA_POPUP_TITLE}
      size={LAYOUT.popupMaxWidth}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
      styles={{ title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      <Stack gap="md">
        <Text>
          In California, each of you must have the final agreement for at least 7 days before you sign it. With your wedding less than 7 days
          away, there is not enough time left to sign a prenup before it.
        </Text>
        <List spacing="xs">
          <List.Item>If your plans allow, choose a wedding date at least 7 days from today.</List.Item>
          <List.Item>Or marry as planned and sign a postnuptial agreement afterwards, which protects the same things from then on.</List.Item>
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
