import { Link } from "react-router";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import {
  ATTORNEY_RULE_DESCRIPTIONS,
  attorneyRuleDescriptionKey,
  REPRESENTATION_SERVICES_PATH,
  type AttorneyRuleType,
} from "@prenup/domain";

/**
 * A section carrying attorney rules in the state while the person wants an attorney whose
 * representation is not paid yet: locked until representation is bought.
 */
export function LockedSection({
  sectionName,
  ruleTypes,
}: {
  sectionName: string;
  ruleTypes: readonly AttorneyRuleType[];
}) {
  return (
    <Card withBorder radius="md" padding="lg" maw={728}>
      <Stack gap="sm" align="flex-start">
        <Group gap="xs">
          <IconLock size={20} aria-hidden />
          <Title order={2} size="h3">
            {sectionName} is locked
          </Title>
        </Group>
        <Text>{ATTORNEY_RULE_DESCRIPTIONS[attorneyRuleDescriptionKey(ruleTypes)]}</Text>
        <Button component={Link} to={REPRESENTATION_SERVICES_PATH}>
          Book representation
        </Button>
      </Stack>
    </Card>
  );
}
