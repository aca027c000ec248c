import { Card, Stack, Table, Title } from "@mantine/core";

export interface AccountDetailsProps {
  title: string;
  /** Label and value of each line, in order. */
  rows: [label: string, value: string][];
}

/** A page heading over a card listing the user's details, one labelled line each. */
export function AccountDetails({ title, rows }: AccountDetailsProps) {
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Card withBorder radius="md" padding="lg" maw={728}>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
