import { useState } from "react";
import { Button, Stack, Text } from "@mantine/core";
import { EDITABLE_DISCLOSURE_KINDS } from "@prenup/domain";
import { useDisclosureEntries, type EditableDisclosureKind, type EntryDocument } from "@prenup/api-client";
import { EntryDocuments, ErrorState, LoadingState } from "@prenup/ui";

/** The fields that name an entry, the first given one used (the partner's own words). */
const TITLE_FIELDS = ["description", "institution", "name", "creditor", "make", "streetAddress", "nameOfTrust"];

const KIND_LABELS: Record<EditableDisclosureKind, string> = {
  assets: "Account or asset",
  vehicles: "Vehicle",
  businesses: "Business",
  debts: "Debt",
  "real-estates": "Real estate",
  incomes: "Income",
  "inheritances-trusts": "Inheritance or trust",
};

type Entry = Record<string, unknown> & { id: string; documents?: EntryDocument[] };

function titleOf(kind: EditableDisclosureKind, entry: Entry): string {
  const named = TITLE_FIELDS.map((field) => entry[field]).find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  const year = kind === "incomes" && typeof entry["year"] === "number" ? ` ${entry["year"]}` : "";
  return `${KIND_LABELS[kind]}: ${named ?? "unnamed"}${year}`;
}

/** One partner's entries of one kind that carry documents, each with its downloads. */
function KindDocuments({
  kind,
  ownerId,
  documentId,
}: {
  kind: EditableDisclosureKind;
  ownerId: string;
  documentId: string;
}) {
  const entries = useDisclosureEntries(kind, ownerId, documentId);
  if (entries.isPending) return <LoadingState />;
  if (entries.isError) return <ErrorState error={entries.error} onRetry={() => void entries.refetch()} />;
  const items = (entries.data?.items ?? []) as unknown as Entry[];
  return (
    <>
      {items
        .filter((entry) => (entry.documents ?? []).length > 0)
        .map((entry) => (
          <Stack key={entry.id} gap={0}>
            <Text size="sm" fw={600}>
              {titleOf(kind, entry)}
            </Text>
            <EntryDocuments
              kind={kind}
              ownerId={ownerId}
              documentId={documentId}
              entryId={entry.id}
              documents={entry.documents ?? []}
              editable={false}
              entryTitle={titleOf(kind, entry)}
            />
          </Stack>
        ))}
    </>
  );
}

/**
 * The documents behind each partner's disclosure entries (statements, valuations, pay slips), read
 * only, with their downloads. The entries are read when the attorney asks for them.
 */
export function DisclosureDocuments({
  documentId,
  partners,
}: {
  documentId: string;
  partners: { userId: string; name: string }[];
}) {
  const [shown, setShown] = useState(false);
  if (!shown)
    return (
      <Button variant="subtle" size="xs" mt="sm" onClick={() => setShown(true)}>
        Show the supporting documents
      </Button>
    );
  return (
    <Stack gap="sm" mt="md" data-testid="disclosure-documents">
      <Text fw={600}>Supporting documents</Text>
      {partners.map((partner) => (
        <Stack key={partner.userId} gap={4} aria-label={`${partner.name}'s supporting documents`} role="group">
          <Text size="sm" c="dimmed">
            {partner.name}
          </Text>
          {EDITABLE_DISCLOSURE_KINDS.map((kind) => (
            <KindDocuments
              key={kind}
              kind={kind as EditableDisclosureKind}
              ownerId={partner.userId}
              documentId={documentId}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
