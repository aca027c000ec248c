import type { ReactNode } from "react";
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ErrorState, LoadingState, UserAvatar } from "@prenup/ui";
import { fullName } from "@prenup/domain";
import {
  currentDocument,
  useAftercare,
  useCurrentUser,
  useStates,
  useUserDocuments,
  type CurrentUser,
} from "@prenup/api-client";
import { config } from "../../config.ts";
import {
  BirthdateField,
  GenderField,
  NameField,
  PhoneField,
  ResidenceStateField,
} from "../../components/profile-fields/profile-fields.tsx";
import { EmailPreferences } from "./components/email-preferences.tsx";
import { SignInAccount } from "./components/sign-in-account.tsx";
import { DeleteAccount } from "./components/delete-account.tsx";
import { YourData } from "./components/your-data.tsx";

/** The identity provider's password-reset request page (apps/identity: /password/forgot). */
export const passwordResetUrl = `${config.oidcIssuer.replace(/\/+$/, "")}/password/forgot`;

const today = () => new Date();

/**
 * Profile and account: the customer edits their own profile, one field per save
 * (PATCH /users/{id}); the e-mail and password belong to the sign-in account; the milestone
 * e-mails they receive are switched here (and from an e-mail's "Turn off" link); a copy of their
 * data is asked for, and the account's deletion asked for or cancelled, at the bottom.
 */
export function ProfilePage() {
  const currentUser = useCurrentUser();
  return (
    <Stack gap="lg" maw={728}>
      <Title order={1}>Account</Title>
      {currentUser.data ? (
        <ProfileForm user={currentUser.data} />
      ) : currentUser.isError ? (
        <ErrorState error={currentUser.error} onRetry={() => void currentUser.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = `profile-section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** Who this account is, as currently saved: the name follows each save (and its rollback). */
function ProfileSummary({ user }: { user: CurrentUser }) {
  const name = fullName(user);
  return (
    <Group gap="md" wrap="nowrap">
      <UserAvatar firstName={user.firstName ?? ""} lastName={user.lastName ?? ""} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="lg" truncate>
          {name || "Your name is not set yet"}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * Under the state one lives in: when it is not the state whose law one's signed agreement follows,
 * what that means (the server's words, read again after each profile save) and the way to aftercare.
 */
function ResidenceNotice({ userId }: { userId: string }) {
  const documents = useUserDocuments(userId);
  const document = documents.data ? currentDocument(documents.data) : undefined;
  const aftercare = useAftercare(userId, document?.id);
  const notice = aftercare.data?.signedOn ? aftercare.data.residence.notice : null;
  if (!notice) return null;
  return (
    <Alert color="orange" title="Your agreement follows another state's law">
      <Stack gap="xs">
        <Text size="sm">{notice}</Text>
        <Anchor component={Link} to="/aftercare" size="sm">
          Keep your agreement working
        </Anchor>
      </Stack>
    </Alert>
  );
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const states = useStates();
  return (
    <>
      <ProfileSummary user={user} />
      <Section title="Your name" description="Changes are saved as you type.">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={0}>
          <NameField user={user} field="firstName" label="First name" required />
          <NameField user={user} field="middleName" label="Middle name" />
          <NameField user={user} field="lastName" label="Last name" required />
          <NameField user={user} field="suffix" label="What is your suffix? (leave blank if none)" />
        </SimpleGrid>
      </Section>
      <Section title="About you" description="Each answer is saved when you choose it or leave the field.">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={0}>
          <GenderField user={user} />
          <BirthdateField user={user} today={today} />
          <PhoneField user={user} />
          <ResidenceStateField user={user} states={states.data ?? []} />
        </SimpleGrid>
        <ResidenceNotice userId={user.id} />
      </Section>
      <Section title="Sign-in account">
        <SignInAccount email={user.email} passwordResetUrl={passwordResetUrl} />
      </Section>
      <Section
        title="E-mails"
        description="News of your partner that asks something of you. Turn off any you don't want."
      >
        <EmailPreferences userId={user.id} />
      </Section>
      <Section title="Your data">
        <YourData userId={user.id} />
      </Section>
      <Section title="Delete my account">
        <DeleteAccount userId={user.id} />
      </Section>
    </>
  );
}
