import { personName } from "@prenup/domain";
import { lazy, Suspense, useState } from "react";
import { Card, Text, Title } from "@mantine/core";
import type { AttorneyClientDetail } from "@prenup/api-client";
import { LoadingState } from "@prenup/ui";

// The panel brings the chart library: loaded when the card renders, not with the client page.
const OutcomeSimulationPanel = lazy(async () => ({
  default: (await import("@prenup/ui/outcome-simulation")).OutcomeSimulationPanel,
}));

/** The card's title, naming the years the slider shows: "If they divorce after 10 years (read-only)". */
export function outcomesCardTitle(years: number): string {
  return `If they divorce after ${years} ${years === 1 ? "year" : "years"} (read-only)`;
}

/**
 * The outcome simulator on the client's agreement, read-only for the assigned attorney: what each
 * partner would leave with after 1 to 30 years, under the agreement and under the state's law. The
 * slider and the assumptions change only this view; the title names the years the slider shows.
 */
export function OutcomesCard({ client }: { client: AttorneyClientDetail }) {
  const [year, setYear] = useState(10);
  const clientName = personName(client, client.email);
  const partnerName = personName(client.partner, "The partner");
  const names = client.side === "A" ? { A: clientName, B: partnerName } : { A: partnerName, B: clientName };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="outcomes-title">
      <Title order={2} size="h3" mb={4} id="outcomes-title">
        {outcomesCardTitle(year)}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        What each partner would leave with under this agreement and under the state&apos;s law without one, from their
        disclosure and answers.
      </Text>
      <Suspense fallback={<LoadingState />}>
        <OutcomeSimulationPanel
          ownerId={client.id}
          documentId={client.document.id}
          names={names}
          voice="counsel"
          year={year}
          onYearChange={setYear}
          empty={<Text size="sm">Neither partner has disclosed their finances yet.</Text>}
        />
      </Suspense>
    </Card>
  );
}
