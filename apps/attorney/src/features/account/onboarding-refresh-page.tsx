import { useEffect, useRef } from "react";
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useCreateOnboardingLink, useCurrentUser, useOwnAttorney } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";

/**
 * /attorney/stripe-onboarding-refresh: where the payment provider sends the firm when an
 * onboarding link has expired; a fresh link is made and followed at once.
 */
export function OnboardingRefreshPage() {
  const userId = useCurrentUser().data?.id;
  const profile = useOwnAttorney(userId);
  const link = useCreateOnboardingLink(userId ?? "");
  const started = useRef(false);
  const firmId = profile.data?.lawFirm?.id;
  useEffect(() => {
    if (!firmId || started.current) return;
    started.current = true;
    link.mutate({ lawFirmId: firmId }, { onSuccess: ({ url }) => window.location.assign(url) });
  }, [firmId, link]);
  return (
    <Stack gap="md">
      <Title order={1}>Payment account setup</Title>
      {profile.isError ? (
        <ErrorState error={profile.error} />
      ) : link.isError ? (
        <ErrorState error={link.error} />
      ) : profile.data && !firmId ? (
        <Text>You are not with a law firm.</Text>
      ) : (
        <LoadingState label="Taking you back to the payment provider..." />
      )}
      <Anchor component={Link} to="/attorney/account">
        Back to your account
      </Anchor>
    </Stack>
  );
}
