import { useEffect } from "react";
import { useLocation, useParams } from "react-router";
import { Alert, List, Stack, Text, Title } from "@mantine/core";
import { isApiError, useStateLaw, type StateLawRule } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { PublicPage } from "../../components/public-page/public-page.tsx";
import { ConfidenceBadge, StateLawRuleCard } from "../../components/state-law-rule/state-law-rule-card.tsx";
import { STATE_LAW_TEXTS as T, verifiedLine } from "./state-law-texts.ts";

/** The rules by topic, in the order the API answers them (grouped already). */
function byTopic(rules: StateLawRule[]): { topic: string; rules: StateLawRule[] }[] {
  const groups: { topic: string; rules: StateLawRule[] }[] = [];
  for (const rule of rules) {
    const group = groups.find((candidate) => candidate.topic === rule.topic);
    if (group) group.rules.push(rule);
    else groups.push({ topic: rule.topic, rules: [rule] });
  }
  return groups;
}

const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * /law/:stateId, open without signing in: every rule the product applies to an agreement in the
 * state (each cell of its row of the state-law matrix), grouped by topic, each with its citation and
 * whether it was verified in the state's own law, with the words read when it was. Each rule is
 * anchored by its name, so /law/CO#spousalSupport opens at that rule.
 */
export function StateLawPage() {
  const { stateId = "" } = useParams();
  const { hash } = useLocation();
  const law = useStateLaw(stateId);

  useEffect(() => {
    document.title = law.data ? `${T.title}: ${law.data.name}` : T.title;
  }, [law.data]);

  // The rules arrive after the first render: scroll to the linked one once it is there.
  const loaded = law.isSuccess;
  useEffect(() => {
    if (!loaded || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: "start" });
  }, [loaded, hash]);

  return (
    <PublicPage
      title={T.title}
      width={820}
      intro={
        law.data ? (
          <Text size="xl" fw={600} data-testid="state-law-name">
            {law.data.name}
          </Text>
        ) : null
      }
    >
      {law.isPending ? (
        <LoadingState label={T.loading} />
      ) : law.isError ? (
        isNotFound(law.error) ? (
          <Alert color="gray" role="alert">
            {T.notFound}
          </Alert>
        ) : (
          <ErrorState error={law.error} onRetry={() => void law.refetch()} />
        )
      ) : (
        <>
          <Stack gap="sm">
            <Text fw={600} data-testid="state-law-summary">
              {verifiedLine(law.data.verified, law.data.total, law.data.name)}
            </Text>
            <Text>{T.intro}</Text>
            <List spacing="xs" listStyleType="none" ml={0} pl={0}>
              <List.Item>
                <Text span>
                  <ConfidenceBadge confidence="VERIFIED" /> {T.verifiedMeaning}
                </Text>
              </List.Item>
              <List.Item>
                <Text span>
                  <ConfidenceBadge confidence="UNVERIFIED" /> {T.unverifiedMeaning}
                </Text>
              </List.Item>
            </List>
            <Text size="sm" c="dimmed">
              {T.notLegalAdvice}
            </Text>
          </Stack>
          {byTopic(law.data.rules).map((group) => (
            <Stack gap="md" component="section" key={group.topic} aria-label={group.topic}>
              <Title order={2} size="h3">
                {group.topic}
              </Title>
              {group.rules.map((rule) => (
                <StateLawRuleCard key={rule.key} rule={rule} />
              ))}
            </Stack>
          ))}
        </>
      )}
    </PublicPage>
  );
}
