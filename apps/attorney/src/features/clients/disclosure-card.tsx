import { Card, Table, Text, Title } from "@mantine/core";
import { useFinancialSummary, type AttorneyClientDetail } from "@prenup/api-client";
import { DISCLOSURE_KIND_LABELS, DISCLOSURE_KINDS } from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { formatDateTime, money, personName } from "../../components/format.ts";

const STATUS_TEXT: Record<string, string> = {
  COMPLETED: "complete",
  NOTHING_TO_DISCLOSE: "nothing to disclose",
  IN_PROGRESS: "in progress",
  NOT_STARTED: "not started",
};

/**
 * Both partners' financial disclosure on the client's agreement, read-only: the number of entries
 * and their value in USD per kind, assets, debts, net worth and annual income, as the server totals them.
 */
export function DisclosureCard({ client }: { client: AttorneyClientDetail }) {
  const summary = useFinancialSummary(client.id, client.document.id);
  const nameOf = (userId: string) => (userId === client.id ? personName(client, client.email) : personName(client.partner, "The partner"));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="disclosure-title">
      <Title order={2} size="h3" mb={4} id="disclosure-title">
        Financial disclosure (read-only)
      </Title>
      {summary.isPending ? (
        <LoadingState />
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {summary.data.partners
              .map((partner) => `${nameOf(partner.userId)}: ${STATUS_TEXT[partner.disclosureStatus] ?? partner.disclosureStatus.toLowerCase()}${partner.lastChangedAt ? `, last changed ${formatDateTime(partner.lastChangedAt)}` : ""}`)
              .join(" · ")}
          </Text>
          <Table.ScrollContainer minWidth={480} scrollAreaProps={{ viewportProps: { tabIndex: 0, "aria-label": "Financial disclosure totals" } }}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">In USD</Table.Th>
                  {summary.data.partners.map((partner) => (
                    <Table.Th key={partner.userId} scope="col" ta="right">
                      {nameOf(partner.userId)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {DISCLOSURE_KINDS.map((kind) => (
                  <Table.Tr key={kind}>
                    <Table.Th scope="row" fw={400}>
                      {DISCLOSURE_KIND_LABELS[kind]}
                    </Table.Th>
                    {summary.data.partners.map((partner) => {
                      const total = partner.kinds.find((entry) => entry.kind === kind);
                      return (
                        <Table.Td key={partner.userId} ta="right">
                          {total && total.entryCount > 0 ? `${money(total.usdCents)} (${total.entryCount})` : "—"}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
                {(
                  [
                    ["Assets", "assetsUsdCents"],
                    ["Debts", "debtsUsdCents"],
                    ["Net worth", "netWorthUsdCents"],
                    ["Annual income", "annualIncomeUsdCents"],
                  ] as const
                ).map(([label, field]) => (
                  <Table.Tr key={field}>
                    <Table.Th scope="row">{label}</Table.Th>
                    {summary.data.partners.map((partner) => (
                      <Table.Td key={partner.userId} ta="right" fw={600}>
                        {money(partner[field])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Card>
  );
}
