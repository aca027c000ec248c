import { useEffect, useRef, useState } from "react";
import { Link, Navigate } from "react-router";
import { Anchor, Button, Center, Stack, Text } from "@mantine/core";
import { LoadingState } from "@prenup/ui";
import { useAuth } from "@prenup/api-client";
import { errorDisplayMessage } from "@prenup/domain";

/** Starts the identity provider's sign-up flow as soon as the page opens. */
export function SignUpPage() {
  const { status, signUp } = useAuth();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== "signed-out" || started.current) return;
    started.current = true;
    signUp().catch((cause: unknown) => setError(errorDisplayMessage(cause)));
  }, [status, signUp]);

  if (status === "signed-in") return <Navigate to="/" replace />;
  if (!error) return <LoadingState />;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center">
        <Text c="red" role="alert">
          {error}
        </Text>
        <Button
          onClick={() => {
            setError(null);
            signUp().catch((cause: unknown) => setError(errorDisplayMessage(cause)));
          }}
        >
          Try again
        </Button>
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Stack>
    </Center>
  );
}
