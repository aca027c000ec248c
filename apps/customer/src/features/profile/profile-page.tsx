import { Card, Stack, Table, Title } from "@mantine/core";
import { useCurrentUser } from "@prenup/api-client";
import { fullName } from "@prenup/domain";

/** The signed-in customer's account details as the API knows them. */
export function ProfilePage() {
  const user = useCurrentUser().data;
  if (!user) return null;
  const rows: [string, string][] = [
    ["Name", fullName(user) || "—"],
    ["Email", user.email],
    ["Phone number", user.phoneNumber ?? "—"],
    ["Date of birth", user.birthdate ?? "—"],
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>Account</Title>
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
