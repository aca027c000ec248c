import "@mantine/charts/styles.css";
import { useMemo, useState, type ReactNode } from "react";
import { BarChart } from "@mantine/charts";
import {
  Alert,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  SimpleGrid,
  Slider,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useOutcomeSimulation, type OutcomeSimulation, type OutcomeSimulationAssumptions } from "@prenup/api-client";
import { PROPERTY_CATEGORIES, SIMULATION_BOUNDS, SIMULATION_MAX_YEARS, type SimulationVoice } from "@prenup/domain";
import { ErrorState, LoadingState } from "../components/status-states.tsx";
import {
  CATEGORY_LABELS,
  NOTES_SAID_BY_ESTIMATES,
  SIMULATION_TEXTS,
  SIMULATION_VOICE_TEXTS,
  atRiskText,
  equitableRangeNote,
  estimateScenarioLabel,
  incomeGrowthLabel,
  noteText,
  notDisclosedText,
  rangeText,
  sameColumnsText,
  stateLawLabel,
  supportText,
  yearLabel,
} from "./outcome-simulation-texts.ts";

type Side = "A" | "B";
type Assumptions = Required<OutcomeSimulationAssumptions>;
type PartnerYear = NonNullable<OutcomeSimulation["years"][number]["A"]>;

export type OutcomeSimulationPanelProps = {
  /** A partner of the document (the URL's {id}). */
  ownerId: string;
  documentId: string;
  /** What each partner is called on this screen ("You", "Jordan"). */
  names: Record<Side, string>;
  /** Shown instead of the figures while neither partner has disclosed anything (what to do next). */
  empty?: ReactNode;
  /** The year the slider starts at (default 10). */
  initialYear?: number;
  /** The year shown, when the page holds it (its title names it); else the panel keeps its own. */
  year?: number;
  onYearChange?: (year: number) => void;
  /** Who reads the panel: the couple (the default) or counsel reading about their client. */
  voice?: SimulationVoice;
};

type Estimate = OutcomeSimulation["estimates"][number];

const chartColors = { agreement: "blue.6", stateLaw: "gray.6" } as const;

/**
 * The outcome simulator: a slider over the years of marriage (1–30), the assumptions, a chart of
 * what each partner leaves with, and a table per partner by category, under the agreement and under
 * the state's law. All 30 years come in one answer, so moving the slider asks the server nothing;
 * changing an assumption asks once the typing pauses.
 */
export function OutcomeSimulationPanel({
  ownerId,
  documentId,
  names,
  empty,
  initialYear = 10,
  year: heldYear,
  onYearChange,
  voice = "couple",
}: OutcomeSimulationPanelProps) {
  const voiceTexts = SIMULATION_VOICE_TEXTS[voice];
  const [ownYear, setOwnYear] = useState(initialYear);
  const year = heldYear ?? ownYear;
  const setYear = (chosen: number) => {
    setOwnYear(chosen);
    onYearChange?.(chosen);
  };
  // What the person typed in each input (an emptied input shows empty), and the numbers asked for.
  const [typed, setTyped] = useState<Partial<Record<keyof Assumptions, string | number>>>({});
  const draft = useMemo(() => {
    const numbers: Partial<Assumptions> = {};
    for (const [key, input] of Object.entries(typed) as [keyof Assumptions, string | number][]) {
      const parsed = typeof input === "number" ? input : Number.parseFloat(input);
      if (Number.isFinite(parsed)) numbers[key] = parsed;
    }
    return numbers;
  }, [typed]);
  const [asked] = useDebouncedValue(draft, 400);
  const simulation = useOutcomeSimulation(ownerId, documentId, asked);

  if (simulation.isPending) return <LoadingState />;
  // A refusal of the assumptions typed (figures beyond what the simulator counts exactly) hides the
  // inputs with the figures: trying again goes back to the defaults rather than asking the same.
  const retry = () => (Object.keys(typed).length > 0 ? setTyped({}) : void simulation.refetch());
  if (simulation.isError) return <ErrorState error={simulation.error} onRetry={retry} />;
  const data = simulation.data;
  const sides = (["A", "B"] as const).filter((side) => data.partners[side].disclosed);
  if (sides.length === 0) return <>{empty ?? <Text>{voiceTexts.empty}</Text>}</>;

  const shownYear = data.years.find((row) => row.year === year) ?? data.years[0]!;
  const stateLaw = stateLawLabel(data.state.name);
  const value = (key: keyof Assumptions) => typed[key] ?? data.assumptions[key];
  const setAssumption = (key: keyof Assumptions) => (input: string | number) =>
    setTyped((current) => ({ ...current, [key]: input }));
  const chartData = sides.map((side) => {
    const partner = shownYear[side]!;
    return {
      partner: names[side],
      [SIMULATION_TEXTS.agreement]: partner.agreement.totalProperty.expected / 100,
      [stateLaw]: partner.stateLaw.totalProperty.expected / 100,
    };
  });
  const hidden = (["A", "B"] as const).filter((side) => !data.partners[side].disclosed);
  // A reason is shown where it explains a figure on screen (support: always).
  const explains = ({ scenario, subject }: Estimate) => {
    if (subject === "support") return true;
    return sides.some((side) => {
      const outcome = shownYear[side]![scenario];
      if (subject === "premarital") return outcome.premaritalAtRiskCents !== 0;
      const range = outcome.property[subject];
      return range.low !== 0 || range.high !== 0;
    });
  };
  const estimates = data.estimates.filter(explains);
  const notes = data.notes.filter((note) => !NOTES_SAID_BY_ESTIMATES.has(note));

  return (
    <Stack gap="lg">
      <Alert variant="light" color="yellow" role="note" data-testid="simulation-disclaimer">
        <Text size="sm">{voiceTexts.disclaimer}</Text>
      </Alert>

      <Stack gap={4}>
        <Text fw={600} id="simulation-years" data-testid="simulation-year">
          {yearLabel(shownYear.year)}
        </Text>
        <Slider
          min={1}
          max={SIMULATION_MAX_YEARS}
          step={1}
          value={year}
          onChange={setYear}
          label={(years) => yearLabel(years)}
          marks={[1, 5, 10, 15, 20, 25, 30].map((mark) => ({ value: mark, label: String(mark) }))}
          thumbLabel={SIMULATION_TEXTS.slider}
          mb="lg"
        />
      </Stack>

      {hidden.map((side) => (
        <Alert key={side} variant="light" color="blue" role="note" data-testid="not-disclosed">
          <Text size="sm">{notDisclosedText(names[side])}</Text>
        </Alert>
      ))}

      <div aria-hidden="true" data-testid="simulation-chart">
        <BarChart
          h={260}
          data={chartData}
          dataKey="partner"
          valueFormatter={(amount) => rangeText({ low: amount * 100, expected: amount * 100, high: amount * 100 })}
          series={[
            { name: SIMULATION_TEXTS.agreement, color: chartColors.agreement },
            { name: stateLaw, color: chartColors.stateLaw },
          ]}
          withLegend
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>

      <SimpleGrid cols={{ base: 1, md: sides.length }} spacing="lg">
        {sides.map((side) => (
          <PartnerCard
            key={side}
            name={names[side]}
            partner={shownYear[side]!}
            stateLaw={stateLaw}
            stateName={data.state.name}
            voice={voice}
          />
        ))}
      </SimpleGrid>

      {estimates.length ? (
        <Stack gap={4} component="section" aria-labelledby="simulation-estimates">
          <Title order={3} size="h5" id="simulation-estimates">
            {SIMULATION_TEXTS.estimatesTitle}
          </Title>
          <List size="sm" spacing={4} data-testid="estimate-reasons">
            {estimates.map((estimate) => (
              <List.Item key={`${estimate.scenario}-${estimate.subject}-${estimate.reason}`}>
                <Text span size="sm" fw={600}>
                  {estimateScenarioLabel(estimate.scenario, data.state.name)}:
                </Text>{" "}
                {estimate.reason}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}

      {notes.length ? (
        <List size="sm" spacing={4} data-testid="simulation-notes">
          {notes.map((note) => (
            <List.Item key={note}>{noteText(note, data.equitableRange, voice)}</List.Item>
          ))}
        </List>
      ) : null}
      {data.equitableRange ? (
        <Text size="xs" c="dimmed">
          {equitableRangeNote(data.equitableRange, data.state, voice)}
        </Text>
      ) : null}

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="simulation-assumptions">
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h4" id="simulation-assumptions">
            {SIMULATION_TEXTS.assumptions}
          </Title>
          <Button variant="subtle" size="xs" onClick={() => setTyped({})} disabled={Object.keys(typed).length === 0}>
            {SIMULATION_TEXTS.resetAssumptions}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          {voiceTexts.assumptionsHelp}
          {simulation.isFetching ? ` ${SIMULATION_TEXTS.updating}` : ""}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={SIMULATION_TEXTS.assetGrowth}
            value={value("assetGrowthPercent")}
            onChange={setAssumption("assetGrowthPercent")}
            min={SIMULATION_BOUNDS.assetGrowthPercent.min}
            max={SIMULATION_BOUNDS.assetGrowthPercent.max}
            clampBehavior="strict"
            decimalScale={1}
            suffix="%"
          />
          <NumberInput
            label={SIMULATION_TEXTS.savingsRate}
            value={value("savingsRatePercent")}
            onChange={setAssumption("savingsRatePercent")}
            min={SIMULATION_BOUNDS.savingsRatePercent.min}
            max={SIMULATION_BOUNDS.savingsRatePercent.max}
            clampBehavior="strict"
            decimalScale={1}
            suffix="%"
          />
          {sides.map((side) => {
            const key = side === "A" ? "incomeGrowthPercentA" : "incomeGrowthPercentB";
            return (
              <NumberInput
                key={side}
                label={incomeGrowthLabel(names[side])}
                value={value(key)}
                onChange={setAssumption(key)}
                min={SIMULATION_BOUNDS.incomeGrowthPercent.min}
                max={SIMULATION_BOUNDS.incomeGrowthPercent.max}
                clampBehavior="strict"
                decimalScale={1}
                suffix="%"
              />
            );
          })}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}

/**
 * One partner's year: each category and support, under the agreement and under the state's law;
 * what they owned before the marriage that a court may divide, where any is; and, where the two
 * columns are the same, the sentence saying why.
 */
function PartnerCard({
  name,
  partner,
  stateLaw,
  stateName,
  voice,
}: {
  name: string;
  partner: PartnerYear;
  stateLaw: string;
  stateName: string;
  voice: SimulationVoice;
}) {
  const atRisk = partner.agreement.premaritalAtRiskCents !== 0 || partner.stateLaw.premaritalAtRiskCents !== 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={name} data-testid="partner-outcome">
      <Title order={3} size="h4" mb="xs">
        {name}
      </Title>
      {partner.sameAsStateLaw ? (
        <Text size="sm" c="dimmed" mb="xs" data-testid="same-columns">
          {sameColumnsText(name, stateName)}
        </Text>
      ) : null}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{SIMULATION_TEXTS.agreement}</Table.Th>
            <Table.Th>{stateLaw}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PROPERTY_CATEGORIES.map((category) => (
            <Table.Tr key={category}>
              <Table.Th scope="row" fw={400}>
                {CATEGORY_LABELS[category]}
              </Table.Th>
              <Table.Td>{rangeText(partner.agreement.property[category])}</Table.Td>
              <Table.Td>{rangeText(partner.stateLaw.property[category])}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{SIMULATION_TEXTS.total}</Table.Th>
            <Table.Td fw={600} data-testid="agreement-total">
              {rangeText(partner.agreement.totalProperty)}
            </Table.Td>
            <Table.Td fw={600} data-testid="state-law-total">
              {rangeText(partner.stateLaw.totalProperty)}
            </Table.Td>
          </Table.Tr>
          {atRisk ? (
            <Table.Tr data-testid="premarital-at-risk">
              <Table.Th scope="row" fw={400}>
                {SIMULATION_TEXTS.premaritalAtRisk}
              </Table.Th>
              <Table.Td>{atRiskText(partner.agreement.premaritalAtRiskCents)}</Table.Td>
              <Table.Td>{atRiskText(partner.stateLaw.premaritalAtRiskCents)}</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {SIMULATION_TEXTS.support}
            </Table.Th>
            <Table.Td>{supportText(partner.agreement.support, voice)}</Table.Td>
            <Table.Td>{supportText(partner.stateLaw.support, voice)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}
