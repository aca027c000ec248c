import type { ReactNode } from "react";
import { Button, Center, Stack, Text, Title } from "@mantine/core";

export interface SignInRedirectScreenProps {
  onContinue: () => void;
  /** Offers 'Create an account' too (portals where visitors may sign up). */
  onSignUp?: () => void;
  title?: string;
  /** What the page says of itself instead of the general line (e.g. who sent an invitation link). */
  explanation?: ReactNode;
}

/**
 * What a signed-out visitor sees on a protected path: a short explanation and a way to sign in. It
 * is the whole page (no shell around it), so it is the page's `main` landmark.
 */
export function SignInRedirectScreen({
  onContinue,
  onSignUp,
  title = "Please sign in",
  explanation,
}: SignInRedirectScreenProps) {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {explanation ?? <Text c="dimmed">You need to be signed in to see this page.</Text>}
        <Button size="md" onClick={onContinue}>
          Sign in
        </Button>
        {onSignUp ? (
          <Button size="md" variant="subtle" onClick={onSignUp}>
            Create an account
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
