import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";

export const FALLBACK_ERROR_TEXT = "It looks like there was an error loading the page. Please sign out and try again or contact support.";
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
        <Loader role="status" aria-label="Loading..." />
      ) : (
        <Stack align="center" gap="lg" maw={560} ta="center">
          <Text size="lg">{FALLBACK_ERROR_TEXT}</Text>
          <Button onClick={onLogout}>Log out</Button>
        </Stack>
      )}
    </Center>
  );
}
