import { Button } from "@mantine/core";

/** The one button that pays: disabled with a loader while a payment is on its way. */
export function PayButton({ label, busy, disabled = false }: { label: string; busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" size="md" fullWidth loading={busy} disabled={busy || disabled} aria-busy={busy}>
      {label}
    </Button>
  );
}
