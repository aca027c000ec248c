import { Card, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { ATTORNEY_SERVICES_TEXTS as T, type ServiceType } from "../attorney-services-texts.ts";

/** 'Quick overview—here's what to expect for this process:' with the service's 3 or 4 steps, at the product's price. */
export function OverviewCard({ service, price }: { service: ServiceType; price: string | null }) {
  const steps = T.overviewSteps(service, price);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="attorney-overview-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="attorney-overview-title">
          {T.overviewTitle}
        </Title>
        <List type="ordered" spacing="xs" icon={undefined} styles={{ itemWrapper: { alignItems: "flex-start" } }}>
          {steps.map((step, index) => (
            <List.Item
              key={step}
              icon={
                <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
                  {index + 1}
                </ThemeIcon>
              }
            >
              {step}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {T.feeTerms}
        </Text>
      </Stack>
    </Card>
  );
}

/** States whose attorneySupport is NONE: no services; the couple collaborates instead. */
export function NoneStateOverview({ stateName }: { stateName: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="attorney-none-title" maw={728}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="attorney-none-title">
          {T.noneTitle}
        </Title>
        <Text>{T.noneOverview(stateName)}</Text>
      </Stack>
    </Card>
  );
}
