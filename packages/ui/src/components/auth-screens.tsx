import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Anchor, Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { errorDisplayMessage } from "@prenup/domain";
import { LoadingState } from "./status-states.tsx";

/**
 * Props for an in-app link: a real `href` (so it opens in a new tab and reads as a link), and an
 * optional `onNavigate` that takes a plain click over for client-side routing.
 */
function inAppLink(href: string, onNavigate?: (href: string) => void) {
  return {
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate(href);
    },
  };
}

export interface LoginScreenProps {
  /** The page heading, e.g. 'Prenup for attorneys'. */
  productName: string;
  tagline: string;
  /** Starts the identity provider's sign-in; a rejection is shown on the screen. */
  onSignIn: () => Promise<unknown>;
  /** Where 'Create an account' leads; without it the screen has no sign-up link. */
  signUpHref?: string;
  onNavigate?: (href: string) => void;
  /** Why the visitor is here, above the button (the app's own, e.g. after signing out everywhere). */
  notice?: ReactNode;
}

/** The sign-in card: heading, tagline, an optional notice, one 'Sign in' button and (optionally) a sign-up link. */
export function LoginScreen({ productName, tagline, onSignIn, signUpHref, onNavigate, notice }: LoginScreenProps) {
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const start = () => {
    setStarting(true);
    setError(null);
    onSignIn().catch((cause: unknown) => {
      setStarting(false);
      setError(errorDisplayMessage(cause));
    });
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={440} w="100%">
        <Stack gap="md">
          <Title order={1}>{productName}</Title>
          <Text>{tagline}</Text>
          {notice}
          {error && (
            <Text c="red" role="alert">
              {error}
            </Text>
          )}
          <Button size="lg" onClick={start} loading={starting} data-autofocus autoFocus>
            Sign in
          </Button>
          {signUpHref !== undefined && (
            <Text size="sm">
              New here? <Anchor {...inAppLink(signUpHref, onNavigate)}>Create an account</Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

function FailedAuthStep({
  error,
  onRetry,
  signInHref,
  onNavigate,
}: {
  error: string;
  onRetry?: () => void;
  signInHref: string;
  onNavigate?: (href: string) => void;
}) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center">
        <Text c="red" role="alert">
          {error}
        </Text>
        {onRetry && <Button onClick={onRetry}>Try again</Button>}
        <Anchor {...inAppLink(signInHref, onNavigate)}>Back to sign in</Anchor>
      </Stack>
    </Center>
  );
}

export interface SignUpScreenProps {
  /** True once the session is known to be signed out: the sign-up flow starts then, once. */
  ready: boolean;
  /** Starts the identity provider's sign-up flow; a rejection is shown with 'Try again'. */
  onSignUp: () => Promise<unknown>;
  /** Where 'Back to sign in' leads. */
  signInHref: string;
  onNavigate?: (href: string) => void;
}

/** Starts the identity provider's sign-up flow as soon as it can; 'Loading...' meanwhile. */
export function SignUpScreen({ ready, onSignUp, signInHref, onNavigate }: SignUpScreenProps) {
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    onSignUp().catch((cause: unknown) => setError(errorDisplayMessage(cause)));
  }, [ready, onSignUp]);

  if (!error) return <LoadingState />;
  return (
    <FailedAuthStep
      error={error}
      onRetry={() => {
        setError(null);
        onSignUp().catch((cause: unknown) => setError(errorDisplayMessage(cause)));
      }}
      signInHref={signInHref}
      onNavigate={onNavigate}
    />
  );
}

export interface OAuthCallbackScreenProps<T> {
  /** Finishes the redirect from the identity provider (called once). */
  complete: () => Promise<T>;
  /** Called with what `complete` resolved to, e.g. to go to the page the user asked for. */
  onDone: (result: T) => void;
  /** Where 'Back to sign in' leads when completing fails. */
  signInHref: string;
  onNavigate?: (href: string) => void;
}

/** 'Loading...' while the sign-in redirect completes; its error and a way back when it fails. */
export function OAuthCallbackScreen<T>({ complete, onDone, signInHref, onNavigate }: OAuthCallbackScreenProps<T>) {
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    complete()
      .then(onDone)
      .catch((cause: unknown) => setError(errorDisplayMessage(cause)));
  }, [complete, onDone]);

  if (!error) return <LoadingState />;
  return <FailedAuthStep error={error} signInHref={signInHref} onNavigate={onNavigate} />;
}
