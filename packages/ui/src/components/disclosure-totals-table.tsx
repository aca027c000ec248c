import { Table, VisuallyHidden } from "@mantine/core";
import type { FinancialSummary } from "@prenup/api-client";
import { DISCLOSURE_KIND_LABELS, formatCents, NO_VALUE } from "@prenup/domain";

export interface DisclosureTotalsTableProps {
  summary: FinancialSummary;
  /** Each partner's column heading, by user id (else "Partner A" / "Partner B"). */
  names: Record<string, string>;
  /** Shows each category's number of entries beside its total (an attorney reading the disclosure). */
  withCounts?: boolean;
}

/** A category's label in the totals; the income row sums every year entered (the annual figure is a row of its own). */
export const disclosureRowLabel = (kind: keyof typeof DISCLOSURE_KIND_LABELS) =>
  kind === "incomes" ? "Income (all years entered)" : DISCLOSURE_KIND_LABELS[kind];

const TOTAL_ROWS = [
  ["Assets", "assetsUsdCents"],
  ["Debts", "debtsUsdCents"],
  ["Net worth", "netWorthUsdCents"],
  ["Annual income", "annualIncomeUsdCents"],
] as const;

/**
 * Both partners' disclosure totals in US dollars as the server computes them: one row per category,
 * then assets, debts, net worth and annual income. Scrolls sideways on a narrow screen, by keyboard too.
 */
export function DisclosureTotalsTable({ summary, names, withCounts = false }: DisclosureTotalsTableProps) {
  const partners = summary.partners;
  const kinds = partners[0]?.kinds.map((kind) => kind.kind) ?? [];
  const nameOf = (partner: (typeof partners)[number]) => names[partner.userId] ?? `Partner ${partner.respondent}`;
  const cell = (partner: (typeof partners)[number], kind: (typeof kinds)[number]) => {
    const total = partner.kinds.find((entry) => entry.kind === kind);
    if (!withCounts) return formatCents(total?.usdCents ?? null);
    return total && total.entryCount > 0 ? `${formatCents(total.usdCents)} (${total.entryCount})` : NO_VALUE;
  };
  return (
    <Table.ScrollContainer
      minWidth={480}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, "aria-label": "Financial disclosure totals" } }}
    >
      <Table striped withTableBorder captionSide="top" data-testid="summary-table">
        <VisuallyHidden component="caption">
          Totals by category and net worth for each partner, in US dollars
        </VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Category</Table.Th>
            {partners.map((partner) => (
              <Table.Th key={partner.userId} scope="col" ta="right">
                {nameOf(partner)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kinds.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Th scope="row" fw={400}>
                {disclosureRowLabel(kind)}
              </Table.Th>
              {partners.map((partner) => (
                <Table.Td key={partner.userId} ta="right">
                  {cell(partner, kind)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {TOTAL_ROWS.map(([label, field]) => (
            <Table.Tr key={field}>
              <Table.Th scope="row">{label}</Table.Th>
              {partners.map((partner) => (
                <Table.Td key={partner.userId} ta="right" fw={700}>
                  {formatCents(partner[field])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
