import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { UI_MESSAGES } from "@prenup/domain";

export const FALLBACK_SPINNER_MS = 5000;

export interface FallbackErrorPageProps {
  onLogout: () => void;
  /** Data still being fetched: keep the spinner. */
  loading?: boolean;
}

/**
 * The page for a signed-in user the app cannot place (no recognised user type): a spinner for
 * 5 seconds or while loading, then the error text and a Log out button.
 */
export function FallbackErrorPage({ onLogout, loading = false }: FallbackErrorPageProps) {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), FALLBACK_SPINNER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Center mih="100vh" p="md">
      {!waited || loading ? (
        <Loader role="status" aria-label={UI_MESSAGES.loading} />
      ) : (
        <Stack align="center" gap="lg" maw={560} ta="center">
          <Text size="lg">{UI_MESSAGES.fallbackPage}</Text>
          <Button onClick={onLogout}>Log out</Button>
        </Stack>
      )}
    </Center>
  );
}
