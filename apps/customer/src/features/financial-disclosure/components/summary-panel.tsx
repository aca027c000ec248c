import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Stack, Text, Title } from "@mantine/core";
import { formatDay, formatCents } from "@prenup/domain";
import type { FinancialSummary } from "@prenup/api-client";
import { DisclosureTotalsTable, disclosureRowLabel } from "@prenup/ui";

export interface SummaryPanelProps {
  summary: FinancialSummary;
  names: Record<string, string>;
}

/**
 * Each partner's totals by category and net worth, in USD: a bar chart (hidden from screen
 * readers) and the same figures as a table.
 */
export function SummaryPanel({ summary, names }: SummaryPanelProps) {
  const partners = summary.partners;
  const kinds = partners[0]?.kinds.map((kind) => kind.kind) ?? [];
  const data = kinds.map((kind) => {
    const row: Record<string, string | number> = { category: disclosureRowLabel(kind) };
    for (const partner of partners)
      row[names[partner.userId] ?? partner.respondent] =
        (partner.kinds.find((total) => total.kind === kind)?.usdCents ?? 0) / 100;
    return row;
  });
  const colors = ["blue.6", "grape.6"];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Summary in US dollars
      </Title>
      <Text size="sm" c="dimmed">
        {summary.rateDate
          ? `Other currencies converted at the rates of ${formatDay(summary.rateDate)}.`
          : "All amounts are in US dollars."}
        {summary.currenciesWithoutRate.length ? ` No rate yet for ${summary.currenciesWithoutRate.join(", ")}.` : ""}
      </Text>
      <div aria-hidden="true" data-testid="summary-chart">
        <BarChart
          h={320}
          data={data}
          dataKey="category"
          orientation="vertical"
          yAxisProps={{ width: 150 }}
          valueFormatter={(value) => formatCents(Math.round(value * 100))}
          series={partners.map((partner, index) => ({
            name: names[partner.userId] ?? partner.respondent,
            color: colors[index] ?? "gray.6",
          }))}
          withLegend
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <DisclosureTotalsTable summary={summary} names={names} />
    </Stack>
  );
}
