import { formatDateTime, personName } from "@prenup/domain";
import { Card, Text, Title } from "@mantine/core";
import { useFinancialSummary, type AttorneyClientDetail } from "@prenup/api-client";
import { DisclosureTotalsTable, ErrorState, LoadingState } from "@prenup/ui";
import { DisclosureDocuments } from "./disclosure-documents.tsx";

const STATUS_TEXT: Record<string, string> = {
  COMPLETED: "complete",
  NOTHING_TO_DISCLOSE: "nothing to disclose",
  IN_PROGRESS: "in progress",
  NOT_STARTED: "not started",
};

/**
 * Both partners' financial disclosure on the client's agreement, read-only: the number of entries
 * and their value in USD per kind, assets, debts, net worth and annual income, as the server totals
 * them, and the documents behind the entries (statements, valuations) to download.
 */
export function DisclosureCard({ client }: { client: AttorneyClientDetail }) {
  const summary = useFinancialSummary(client.id, client.document.id);
  const nameOf = (userId: string) =>
    userId === client.id ? personName(client, client.email) : personName(client.partner, "The partner");
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
              .map(
                (partner) =>
                  `${nameOf(partner.userId)}: ${STATUS_TEXT[partner.disclosureStatus] ?? partner.disclosureStatus.toLowerCase()}${partner.lastChangedAt ? `, last changed ${formatDateTime(partner.lastChangedAt)}` : ""}`,
              )
              .join(" · ")}
          </Text>
          <DisclosureTotalsTable
            summary={summary.data}
            names={Object.fromEntries(summary.data.partners.map((partner) => [partner.userId, nameOf(partner.userId)]))}
            withCounts
          />
          <DisclosureDocuments
            documentId={client.document.id}
            partners={summary.data.partners.map((partner) => ({
              userId: partner.userId,
              name: nameOf(partner.userId),
            }))}
          />
        </>
      )}
    </Card>
  );
}
