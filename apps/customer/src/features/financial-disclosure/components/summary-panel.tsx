import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { DISCLOSURE_KIND_LABELS, formatCents } from "@prenup/domain";
import type { FinancialSummary } from "@prenup/api-client";

export interface SummaryPanelProps {
  summary: FinancialSummary;
  names: Record<string, string>;
}

/** The income row sums every year entered; the annual figure is below. */
const rowLabel = (kind: keyof typeof DISCLOSURE_KIND_LABELS) => (kind === "incomes" ? "Income (all years entered)" : DISCLOSURE_KIND_LABELS[kind]);

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * Each partner's totals by category and net worth, in USD: a bar chart (hidden from screen
 * readers) and the same figures as a table.
 */
export function SummaryPanel({ summary, names }: SummaryPanelProps) {
  const partners = summary.partners;
  const kinds = partners[0]?.kinds.map((kind) => kind.kind) ?? [];
  const data = kinds.map((kind) => {
    const row: Record<string, string | number> = { category: rowLabel(kind) };
    for (const partner of partners) row[names[partner.userId] ?? partner.respondent] = (partner.kinds.find((total) => total.kind === kind)?.usdCents ?? 0) / 100;
    return row;
  });
  const colors = ["blue.6", "grape.6"];
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Summary in US dollars
      </Title>
      <Text size="sm" c="dimmed">
        {summary.rateDate ? `Other currencies converted at the rates of ${dateFormat.format(new Date(summary.rateDate))}.` : "All amounts are in US dollars."}
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
          series={partners.map((partner, index) => ({ name: names[partner.userId] ?? partner.respondent, color: colors[index] ?? "gray.6" }))}
          withLegend
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <Table striped withTableBorder captionSide="top" data-testid="summary-table">
        <VisuallyHidden component="caption">Totals by category and net worth for each partner, in US dollars</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Category</Table.Th>
            {partners.map((partner) => (
              <Table.Th key={partner.userId} scope="col" style={{ textAlign: "right" }}>
                {names[partner.userId] ?? `Partner ${partner.respondent}`}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kinds.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Th scope="row" fw={400}>
                {rowLabel(kind)}
              </Table.Th>
              {partners.map((partner) => (
                <Table.Td key={partner.userId} style={{ textAlign: "right" }}>
                  {formatCents(partner.kinds.find((total) => total.kind === kind)?.usdCents ?? null)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {(
            [
              ["Assets", "assetsUsdCents"],
              ["Debts", "debtsUsdCents"],
              ["Net worth", "netWorthUsdCents"],
              ["Annual income", "annualIncomeUsdCents"],
            ] as const
          ).map(([label, key]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{label}</Table.Th>
              {partners.map((partner) => (
                <Table.Td key={partner.userId} fw={700} style={{ textAlign: "right" }}>
                  {formatCents(partner[key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
