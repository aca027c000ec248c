import { useState } from "react";
import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";

export type SigningDateFormProps = {
  /** The date of signing on record (YYYY-MM-DD), or null. */
  initial: string | null;
  saving: boolean;
  /** Why the last save was refused (the server's message), or null. */
  error: string | null;
  /** Called when the date changes, so a refusal shown for the old one is cleared. */
  onChange: () => void;
  onSave: (signedOn: string) => void;
  onCancel: () => void;
  saveLabel?: string;
};

/**
 * The form an attorney or an admin uses to correct a notarization's date of signing (the date on
 * the notary's certificate). The server checks a correction as it checks an upload and answers a
 * refusal with the reason, which the form shows.
 */
export function SigningDateForm({
  initial,
  saving,
  error,
  onChange,
  onSave,
  onCancel,
  saveLabel = "Save the date",
}: SigningDateFormProps) {
  const [signedOn, setSignedOn] = useState(initial ?? "");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(signedOn);
      }}
    >
      <Stack gap="xs">
        <TextInput
          type="date"
          label="Date of signing"
          description="The date on the notary's certificate."
          required
          value={signedOn}
          onChange={(event) => {
            setSignedOn(event.currentTarget.value);
            onChange();
          }}
        />
        {error ? (
          <Alert color="red" title="Not changed" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" size="xs" loading={saving} disabled={signedOn === ""}>
            {saveLabel}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
