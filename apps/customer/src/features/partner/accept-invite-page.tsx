import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { ErrorState, LoadingState, notify } from "@prenup/ui";
import { useAcceptInvite, useAuthClient, useCurrentUser } from "@prenup/api-client";
import { acceptFailure } from "./utils/accept-failure.ts";
import { PARTNER_TEXTS } from "./partner-texts.ts";

/**
 * /invite?document=&token= — the link of the invitation e-mail. Signed-out visitors come back here
 * after signing in or up (the route's guard keeps the path); then the invitation is accepted and the
 * person lands on the dashboard of the shared document with a notice.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const documentId = params.get("document")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";

  return (
    <Stack gap="lg" maw={728}>
      <Title order={1}>{PARTNER_TEXTS.acceptTitle}</Title>
      {documentId === "" || token === "" ? <BrokenLink /> : <AcceptInvite documentId={documentId} token={token} />}
    </Stack>
  );
}

function GoToDashboard() {
  const navigate = useNavigate();
  return (
    <Group>
      <Button variant="default" onClick={() => void navigate("/")}>
        {PARTNER_TEXTS.goToDashboard}
      </Button>
    </Group>
  );
}

function BrokenLink() {
  return (
    <>
      <Alert color="red" variant="light" role="alert">
        {PARTNER_TEXTS.missingLink}
      </Alert>
      <GoToDashboard />
    </>
  );
}

function AcceptInvite({ documentId, token }: { documentId: string; token: string }) {
  const navigate = useNavigate();
  const auth = useAuthClient();
  const currentUser = useCurrentUser();
  const userId = currentUser.data?.id;
  const accept = useAcceptInvite(userId);
  const [renewing, setRenewing] = useState(false);
  const started = useRef<string | null>(null);

  const run = () =>
    accept.mutate(
      { documentId, token },
      {
        onSuccess: () => {
          notify({ color: "teal", message: PARTNER_TEXTS.acceptedNotice });
          void navigate("/", { replace: true });
        },
      },
    );

  // Accept once per link as soon as the user is known (a second render must not send it again).
  useEffect(() => {
    const key = `${userId ?? ""}|${documentId}|${token}`;
    if (!userId || started.current === key) return;
    started.current = key;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `run` changes every render; the key guards the call.
  }, [userId, documentId, token]);

  const tryAgain = async () => {
    setRenewing(true);
    // The e-mail may have been verified since the token was issued: a fresh token says so.
    await auth.renew().catch(() => false);
    setRenewing(false);
    run();
  };

  if (currentUser.isError) return <ErrorState error={currentUser.error} onRetry={() => void currentUser.refetch()} />;
  if (accept.isError) {
    const failure = acceptFailure(accept.error);
    return (
      <>
        <Alert color="red" variant="light" role="alert">
          <Stack gap={4}>
            <Text size="sm">{failure.message}</Text>
            {failure.help ? <Text size="sm">{failure.help}</Text> : null}
          </Stack>
        </Alert>
        {failure.code === "EMAIL_NOT_VERIFIED" ? (
          <Group>
            <Button onClick={() => void tryAgain()} loading={renewing}>
              {PARTNER_TEXTS.tryAgain}
            </Button>
          </Group>
        ) : (
          <GoToDashboard />
        )}
      </>
    );
  }
  return <LoadingState label={PARTNER_TEXTS.accepting} />;
}
