import { useState } from "react";
import { Link, Navigate } from "react-router";
import { Anchor, Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { useAuth } from "@prenup/api-client";
import { errorDisplayMessage } from "@prenup/domain";

export function LoginPage() {
  const { status, signIn } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  if (status === "signed-in") return <Navigate to="/" replace />;

  const start = () => {
    setStarting(true);
    setError(null);
    signIn().catch((cause: unknown) => {
      setStarting(false);
      setError(errorDisplayMessage(cause));
    });
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={440} w="100%">
        <Stack gap="md">
          <Title order={1}>Prenup for attorneys</Title>
          <Text>Sign in to manage your clients, appointments, reviews and payouts.</Text>
          {error && (
            <Text c="red" role="alert">
              {error}
            </Text>
          )}
          <Button size="lg" onClick={start} loading={starting} data-autofocus autoFocus>
            Sign in
          </Button>
          <Text size="sm">
            New here?{" "}
            <Anchor component={Link} to="/signup">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
