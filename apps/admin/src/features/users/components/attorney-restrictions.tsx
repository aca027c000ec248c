import { Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { fullName } from "@prenup/domain";
import { useAdminAttorneyRestrictions, type AdminUserDetail } from "@prenup/api-client";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { ATTORNEY_RULE_REASONS, SECTION_TEXTS } from "../users-texts.ts";

/** "spousal_support" → "spousal support". */
const sectionWords = (key: string) => key.replaceAll("_", " ");

/** One partner's requirement: must or may have an attorney, why, and whether representation is bought. */
function PartnerRequirement({ userId, label }: { userId: string; label: string }) {
  const restrictions = useAdminAttorneyRestrictions(userId);
  let body;
  if (restrictions.isPending) body = <LoadingState />;
  else if (restrictions.isError)
    body = (
      <ErrorState
        title={SECTION_TEXTS.restrictionsError}
        error={restrictions.error}
        onRetry={() => void restrictions.refetch()}
      />
    );
  else {
    const data = restrictions.data;
    const sections = [...new Set(data.triggers.map((trigger) => sectionWords(trigger.sectionKey)).filter(Boolean))];
    body = (
      <Stack gap="xs">
        <Group gap="xs">
          <StatusBadge color={data.requiresAttorney ? "red" : "gray"}>
            {data.requiresAttorney ? SECTION_TEXTS.mustHave : SECTION_TEXTS.mayHave}
          </StatusBadge>
          <StatusBadge color={data.representationPaid ? "green" : "gray"}>
            {data.representationPaid ? SECTION_TEXTS.representationPaid : SECTION_TEXTS.representationUnpaid}
          </StatusBadge>
        </Group>
        {data.ruleTypes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {SECTION_TEXTS.noRule}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {data.ruleTypes.map((type) => (
              <List.Item key={type}>{ATTORNEY_RULE_REASONS[type] ?? type}</List.Item>
            ))}
          </List>
        )}
        {sections.length > 0 ? (
          <Text size="sm" c="dimmed">
            {SECTION_TEXTS.triggeredBy}: {sections.join(", ")}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {label}
      </Title>
      {body}
    </Stack>
  );
}

/** Which partner must or may have an attorney and why (GET /admin/users/{id}/attorney-restrictions for each). */
export function AttorneyRestrictions({ user }: { user: AdminUserDetail }) {
  const partner = user.document?.partner ?? null;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {SECTION_TEXTS.restrictions}
          </Title>
          <Text size="sm" c="dimmed">
            {SECTION_TEXTS.restrictionsIntro}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: partner ? 2 : 1 }}>
          <PartnerRequirement userId={user.id} label={`This user — ${fullName(user) || user.email}`} />
          {partner ? (
            <PartnerRequirement userId={partner.id} label={`Partner — ${fullName(partner) || partner.email}`} />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
