import { Alert } from "@mantine/core";

/** A success notice (an action went through) the admin dismisses; nothing while there is none. */
export function DismissibleNotice({ notice, onDismiss }: { notice: string | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <Alert role="status" color="green" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={onDismiss}>
      {notice}
    </Alert>
  );
}
