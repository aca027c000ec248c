import { Anchor, Stack, Text, TextInput } from "@mantine/core";

export interface SignInAccountProps {
  email: string;
  /** The identity provider's "forgot password" page. */
  passwordResetUrl: string;
}

/** The e-mail and password belong to the sign-in account: shown read-only, with where to change them. */
export function SignInAccount({ email, passwordResetUrl }: SignInAccountProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="Email"
        value={email}
        readOnly
        description="The e-mail you sign in with. It cannot be changed here."
      />
      <Stack gap={4}>
        <Text fw={500} size="sm">
          Password
        </Text>
        <Text size="sm">
          To change your password, request a reset link from the sign-in service:{" "}
          <Anchor href={passwordResetUrl} target="_blank" rel="noopener noreferrer">
            Reset your password
            <Text span size="xs" c="dimmed">
              {" "}
              (opens in a new tab)
            </Text>
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
