import { useEffect, useState } from "react";
import { ConfirmPopup } from "./confirm-popup.tsx";

export const SIGN_OUT_TITLE = "Are you sure you want to log out?";

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
      title={SIGN_OUT_TITLE}
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
