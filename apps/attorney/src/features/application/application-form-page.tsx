import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useCurrentUser } from "@prenup/api-client";

const STAGE_TEXT: Record<string, { badge: string; text: string }> = {
  FORM_MISSING: {
    badge: "Application not submitted",
    text: "Your attorney application has not been submitted yet. Complete the application form to join the Prenup attorney network.",
  },
  UNDER_REVIEW: {
    badge: "Under review",
    text: "Thank you for applying. Our team is reviewing your application and will e-mail you when it has been decided.",
  },
};

/** Where a pending applicant lands: the state of their application from the API. */
export function ApplicationFormPage() {
  const stage = useCurrentUser().data?.attorney?.stage;
  const copy = stage ? STAGE_TEXT[stage] : undefined;
  return (
    <Stack gap="lg">
      <Title order={1}>Attorney application</Title>
      {copy && (
        <Card withBorder radius="md" padding="lg" maw={728}>
          <Stack gap="sm">
            <Group>
              <Text fw={600}>Application status:</Text>
              <Badge variant="light">{copy.badge}</Badge>
            </Group>
            <Text>{copy.text}</Text>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
