import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Anchor, Center, Stack, Text } from "@mantine/core";
import { LoadingState } from "@prenup/ui";
import { safeReturnTo, useAuth } from "@prenup/api-client";
import { errorDisplayMessage } from "@prenup/domain";

/** Finishes the OIDC redirect and returns the user to the page they asked for. */
export function OAuthCallbackPage() {
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeSignIn()
      .then(({ returnTo }) => navigate(safeReturnTo(returnTo), { replace: true }))
      .catch((cause: unknown) => setError(errorDisplayMessage(cause)));
  }, [completeSignIn, navigate]);

  if (!error) return <LoadingState />;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center">
        <Text c="red" role="alert">
          {error}
        </Text>
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Stack>
    </Center>
  );
}
