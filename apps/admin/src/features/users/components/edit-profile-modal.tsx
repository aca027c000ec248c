import { useState } from "react";
import { Alert, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { errorDisplayMessage, formatPhoneNumber, makeUserProfileUpdateSchema } from "@prenup/domain";
import { useAdminUpdateUser, type AdminUserDetail, type AdminUserUpdate } from "@prenup/api-client";
import { USER_TEXTS } from "../users-texts.ts";

/** The fields an admin edits, in the order shown. */
const EDITABLE = [
  ["firstName", "First name"],
  ["middleName", "Middle name"],
  ["lastName", "Last name"],
  ["suffix", "Suffix"],
  ["phoneNumber", "Phone number"],
  ["birthdate", "Birthdate (YYYY-MM-DD)"],
] as const;
type EditableField = (typeof EDITABLE)[number][0];

export function EditProfileModal({
  user,
  opened,
  onClose,
  onSaved,
}: {
  user: AdminUserDetail;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const update = useAdminUpdateUser(user.id);
  // The phone number is offered as people write it ("(213) 373-4253"); the schema stores it in its one form.
  const initial = Object.fromEntries(
    EDITABLE.map(([field]) => [
      field,
      field === "phoneNumber" && user.phoneNumber ? formatPhoneNumber(user.phoneNumber) : (user[field] ?? ""),
    ]),
  ) as Record<EditableField, string>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<EditableField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function save() {
    // The server takes one field per request (the user's own rule); each is checked with the same schema first.
    const changed = EDITABLE.map(([field]) => field).filter((field) => values[field] !== initial[field]);
    const schema = makeUserProfileUpdateSchema(new Date());
    const found: Partial<Record<EditableField, string>> = {};
    const bodies: AdminUserUpdate[] = [];
    for (const field of changed) {
      const parsed = schema.safeParse({ [field]: values[field] });
      if (parsed.success) bodies.push(parsed.data as AdminUserUpdate);
      else found[field] = parsed.error.issues[0]?.message ?? "Invalid value";
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      for (const body of bodies) await update.mutateAsync(body);
      onSaved();
    } catch (error) {
      setFailure(errorDisplayMessage(error));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={USER_TEXTS.edit} centered>
      <Stack>
        {EDITABLE.map(([field, label]) => (
          <TextInput
            key={field}
            label={label}
            value={values[field]}
            error={errors[field]}
            maxLength={field === "birthdate" ? 10 : 100}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={update.isPending}>
            {USER_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
