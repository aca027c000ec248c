import { useState } from "react";
import { Alert, Avatar, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  apiErrorMessage,
  useCreateOnboardingLink,
  useCurrentUser,
  useLawFirmAccountStatus,
  useOwnAttorney,
  useApiUrl,
  type AttorneyProfile,
} from "@prenup/api-client";
import { ATTORNEY_DECLINED_MESSAGE, personName } from "@prenup/domain";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { FileReplacer, ProfileEditor } from "./components/profile-editor.tsx";
import { ServiceLinks } from "./components/service-links.tsx";

/** /attorney/account: profile, services, licences, files, law firm and payouts; a declined or deactivated attorney sees only why they cannot go on. */
export function AccountPage() {
  const user = useCurrentUser().data;
  const stage = user?.attorney?.stage;
  const profile = useOwnAttorney(stage === "APPROVED" ? user?.id : null);
  if (!user) return null;
  if (stage === "DECLINED" || stage === "DEACTIVATED") {
    return (
      <Stack gap="lg">
        <Title order={1}>Account</Title>
        <Alert color="red" maw={728} role="alert">
          {ATTORNEY_DECLINED_MESSAGE}
        </Alert>
      </Stack>
    );
  }
  if (profile.isPending) return <LoadingState />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ApprovedAccount profile={profile.data} />;
}

function ApprovedAccount({ profile }: { profile: AttorneyProfile }) {
  const photo = useApiUrl(profile.photoUrl);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Account</Title>
        {!editing && <Button onClick={() => setEditing(true)}>Edit profile</Button>}
      </Group>
      {editing && <ProfileEditor profile={profile} onDone={() => setEditing(false)} />}
      <Card withBorder radius="md" padding="lg">
        <Group align="flex-start" wrap="nowrap">
          <Avatar src={photo} size={88} radius="xl" alt="" name={personName(profile, "")} />
          <Stack gap={4}>
            <Text fz="xl" fw={700}>
              {personName(profile)}
            </Text>
            <Text c="dimmed">
              {profile.email}
              {profile.phoneNumber ? ` · ${profile.phoneNumber}` : ""}
            </Text>
            <Text size="sm">
              {profile.yearsOfExperience ?? "—"} years of experience · {profile.lawSchool ?? "—"} · replies within{" "}
              {profile.responseTimeHours ?? "—"} h
            </Text>
            <Group gap={6}>
              {profile.languages.map((language) => (
                <StatusBadge key={language} variant="light">
                  {language}
                </StatusBadge>
              ))}
              {profile.hasFastTurnaround && <StatusBadge color="teal.9">Fast turnaround</StatusBadge>}
              {profile.isEmbryoAttorney && <StatusBadge color="grape.9">Embryo expertise</StatusBadge>}
            </Group>
            {profile.bio && (
              <Text mt="xs" style={{ whiteSpace: "pre-wrap" }}>
                {profile.bio}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="sm">
            Services and booking links
          </Title>
          <ServiceLinks attorneyId={profile.id} />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="sm">
            Bar licences
          </Title>
          <List spacing={4}>
            {profile.states.map((licence) => (
              <List.Item key={licence.stateId}>
                {licence.name}: {licence.barLicenseNum ?? "—"}
              </List.Item>
            ))}
          </List>
          <Title order={3} size="h4" mt="md" mb={4}>
            Files
          </Title>
          <List spacing={4} size="sm">
            <List.Item>Profile photo: {profile.profilePhoto?.name ?? "none"}</List.Item>
            <List.Item>Malpractice insurance certificate: {profile.malpracticeInsuranceFile?.name ?? "none"}</List.Item>
          </List>
          <Stack mt="sm">
            <FileReplacer profile={profile} />
          </Stack>
        </Card>
      </SimpleGrid>
      <PayoutsCard profile={profile} />
    </Stack>
  );
}

const STATE_TEXT = {
  NOT_STARTED: {
    label: "Not set up",
    color: "gray.9",
    text: "Set up your law firm's payout account so your fees can be paid out.",
  },
  IN_PROGRESS: {
    label: "In progress",
    color: "yellow.9",
    text: "The payment provider still needs details before it can pay out.",
  },
  ENABLED: { label: "Payouts enabled", color: "green.9", text: "Your law firm's payout account is ready." },
} as const;

function PayoutsCard({ profile }: { profile: AttorneyProfile }) {
  const firm = profile.lawFirm;
  const status = useLawFirmAccountStatus(profile.id, firm?.id);
  const link = useCreateOnboardingLink(profile.id);
  const start = () =>
    firm && link.mutate({ lawFirmId: firm.id }, { onSuccess: ({ url }) => window.location.assign(url) });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        Law firm and payouts
      </Title>
      {!firm ? (
        <Text c="dimmed">You are not with a law firm.</Text>
      ) : (
        <Stack gap="sm">
          <Text>
            <strong>{firm.name}</strong>
            {firm.website ? ` · ${firm.website}` : ""}
            {profile.isLawFirmLead ? " · you lead this firm" : ""}
          </Text>
          {status.isPending ? (
            <LoadingState />
          ) : status.isError ? (
            <ErrorState error={status.error} onRetry={() => void status.refetch()} />
          ) : (
            <>
              <Group>
                <Text fw={600}>Payout account:</Text>
                <StatusBadge color={STATE_TEXT[status.data.state].color} variant="light">
                  {STATE_TEXT[status.data.state].label}
                </StatusBadge>
              </Group>
              <Text size="sm">{STATE_TEXT[status.data.state].text}</Text>
              {status.data.state !== "ENABLED" &&
                (profile.isLawFirmLead ? (
                  <Button w="fit-content" onClick={start} loading={link.isPending}>
                    {status.data.state === "NOT_STARTED" ? "Set up payouts" : "Continue payout setup"}
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    Your firm's lead attorney sets up payouts.
                  </Text>
                ))}
              {link.isError && (
                <Alert color="red" role="alert">
                  {apiErrorMessage(link.error)}
                </Alert>
              )}
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
