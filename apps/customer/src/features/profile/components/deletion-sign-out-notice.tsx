import { useEffect, useState } from "react";
import { Alert, Text } from "@mantine/core";

/** Where the tab keeps, across the identity provider's sign-out, the day the account will be deleted. */
const STORAGE_KEY = "prenup.deletion-sign-out";

/**
 * Remembers, for the sign-in page this tab returns to, that the user was signed out because they
 * asked to delete their account, and the day it will be deleted (in words).
 */
export function rememberDeletionSignOut(day: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, day);
  } catch {
    // Storage turned off: the sign-in page shows no notice; the e-mail says the same.
  }
}

function rememberedDay(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * On the sign-in page after the deletion's sign-out: why the user is signed out, the day, and how to
 * change their mind. Shown once: the next visit to the page shows the plain card.
 */
export function DeletionSignOutNotice() {
  const [day] = useState(rememberedDay);
  useEffect(() => {
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing was kept.
    }
  }, []);
  if (!day) return null;
  return (
    <Alert color="orange" title="You were signed out on every device" role="status">
      <Text size="sm">
        Your account will be deleted on {day}. If you change your mind, sign in before then and choose "Cancel the
        deletion" under "Delete my account" on your profile.
      </Text>
    </Alert>
  );
}
