import type { ReactNode } from "react";
import { Alert, Anchor, Badge, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { ChangeEligibility } from "@prenup/api-client";
import { MARITAL_DECISION_TEXTS as T, decisionTitle } from "./marital-decision-texts.ts";

const COLORS = { PREMARITAL_REGENERATION: "blue", BLOCKED: "red", COURT_PETITION: "yellow", ALLOWED: "teal" } as const;

/** How sure the product is of a rule: read in the state's own law, or not yet. */
function Confidence({ confidence }: { confidence: "VERIFIED" | "UNVERIFIED" }) {
  return (
    <Badge variant="light" color={confidence === "VERIFIED" ? "teal" : "gray"} size="sm">
      {confidence === "VERIFIED" ? T.verified : T.unverified}
    </Badge>
  );
}

/**
 * The state's answer to the couple's question (a change after the signing, or a postnup): the
 * decision, the court's checklist, each requirement with its law. `start`: what the couple may do
 * next when the state allows it (starting the draft). A postnup's court path is prepared with an
 * attorney, so its note names no signed agreement.
 */
export function MaritalDecision({ eligibility, start }: { eligibility: ChangeEligibility; start?: ReactNode }) {
  const { outcome, source } = eligibility;
  return (
    <Stack gap="md" data-testid="change-decision">
      <Alert variant="light" color={COLORS[outcome]} title={decisionTitle(eligibility)}>
        <Stack gap="xs" align="flex-start">
          {eligibility.reason ? <Text size="sm">{eligibility.reason}</Text> : null}
          {outcome === "PREMARITAL_REGENERATION" ? (
            <Button component={Link} to="/questionnaire" size="xs">
              {T.toQuestionnaire}
            </Button>
          ) : null}
          {outcome === "BLOCKED" || outcome === "COURT_PETITION" ? (
            <Button component={Link} to="/attorney-services" size="xs" variant="light">
              {T.findAttorney}
            </Button>
          ) : null}
          {source ? (
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {T.source(source.citation)}
              </Text>
              <Confidence confidence={source.confidence} />
            </Group>
          ) : null}
        </Stack>
      </Alert>
      {eligibility.checklist.length > 0 ? (
        <List size="sm" spacing="xs">
          {eligibility.checklist.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      ) : null}
      {eligibility.requirements.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {T.requirementsTitle}
          </Title>
          <List size="sm" spacing="sm">
            {eligibility.requirements.map((requirement) => (
              <List.Item key={requirement.kind}>
                <Stack gap={2}>
                  <Text size="sm">{requirement.text}</Text>
                  <Group gap="xs">
                    <Confidence confidence={requirement.source.confidence} />
                  </Group>
                </Stack>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {outcome === "ALLOWED" ? start : null}
      {outcome === "COURT_PETITION" && eligibility.kind !== "POSTNUP" ? <Text size="sm">{T.courtNextStep}</Text> : null}
      <Anchor component={Link} to={eligibility.state.lawPath} size="sm">
        {T.lawLink(eligibility.state.name)}
      </Anchor>
    </Stack>
  );
}
