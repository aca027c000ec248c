import { Link } from "react-router";
import { Alert, Anchor, List, Text } from "@mantine/core";
import { IconScale } from "@tabler/icons-react";
import type { RegenerationStatus } from "@prenup/api-client";
import { isStateAbbreviation, stateLawPath } from "@prenup/domain";

/**
 * The rules of the state's law this couple's agreement rests on that were not yet verified in the
 * state's own statutes and cases, in plain words, each linked to its place on the public page of the
 * law behind the agreement, with the advice to have an attorney check them before signing.
 */
export function UnverifiedLawNotice({
  state,
  rules,
}: {
  state: { abbreviation: string; name: string };
  rules: RegenerationStatus["unverifiedLaw"];
}) {
  if (rules.length === 0 || !isStateAbbreviation(state.abbreviation)) return null;
  const stateId = state.abbreviation;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconScale size={18} aria-hidden />}
      title={`${rules.length === 1 ? "One rule" : `${rules.length} rules`} of ${state.name} law behind your choices ${rules.length === 1 ? "is" : "are"} not yet verified`}
      maw={728}
    >
      <Text size="sm">
        We apply a cautious value for {rules.length === 1 ? "this rule" : "these rules"} until our legal review reads{" "}
        {state.name}'s own statute or court decision on {rules.length === 1 ? "it" : "them"}. Ask an attorney to check{" "}
        {rules.length === 1 ? "this point" : "these points"} before you sign.
      </Text>
      <List size="sm" mt="xs" spacing={4}>
        {rules.map((rule) => (
          <List.Item key={rule.key}>
            <Anchor component={Link} to={stateLawPath(stateId, rule.key)}>
              {rule.title}
            </Anchor>
            : {rule.rule}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
