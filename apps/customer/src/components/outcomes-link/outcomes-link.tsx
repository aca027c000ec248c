import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { OUTCOMES_LINK_TEXTS } from "./outcomes-link-texts.ts";

/** The link to the outcome simulator, with one line on what it shows. */
export function OutcomesLink() {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to="/outcomes" fw={600}>
        {OUTCOMES_LINK_TEXTS.label}
      </Anchor>
      <Text size="sm" c="dimmed">
        {OUTCOMES_LINK_TEXTS.hint}
      </Text>
    </Stack>
  );
}
