import { useEffect, useState } from "react";
import { UI_MESSAGES } from "@prenup/domain";
import { ConfirmPopup } from "./confirm-popup.tsx";

export interface SignOutConfirmProps {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** A line under the question (customers: finish the prenup before the marriage date). */
  reminder?: string;
}

/**
 * 'Are you sure you want to log out?' with Log out and Cancel. Cancel only closes it; after Log out
 * the button spins until the sign-out redirect leaves the page, so it cannot be sent twice.
 */
export function SignOutConfirm({ opened, onConfirm, onCancel, reminder }: SignOutConfirmProps) {
  const [signingOut, setSigningOut] = useState(false);
  useEffect(() => {
    if (!opened) setSigningOut(false);
  }, [opened]);
  return (
    <ConfirmPopup
      opened={opened}
      title={UI_MESSAGES.signOutConfirm}
      message={reminder}
      confirmLabel="Log out"
      cancelLabel="Cancel"
      loading={signingOut}
      onCancel={onCancel}
      onConfirm={() => {
        setSigningOut(true);
        onConfirm();
      }}
    />
  );
}
