import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useAdminStates } from "@prenup/api-client";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";

const SUPPORT_LABELS: Record<string, string> = { NONE: "None", PARTNER: "Partner attorneys" };

/** /admin/states: every state (inactive included) with its flags; a state opens its settings. */
export function StatesPage() {
  const states = useAdminStates();
  return (
    <Stack gap="md">
      <Title order={1}>States</Title>
      <Text c="dimmed">
        The legal facts of each state. An edit applies to new agreements at once and is kept when the reference data is
        re-seeded.
      </Text>
      {states.isPending ? (
        <LoadingState />
      ) : states.isError ? (
        <ErrorState title="The states could not be loaded" error={states.error} onRetry={() => void states.refetch()} />
      ) : states.data.length === 0 ? (
        <Text c="dimmed">No states.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>State</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Online notary</Table.Th>
                <Table.Th>Attorney support</Table.Th>
                <Table.Th>Property law</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {states.data.map((state) => (
                <Table.Tr key={state.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/states/${state.id}`}>
                      {state.name} ({state.abbreviation})
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge color={state.isActive ? "green" : "gray"}>
                      {state.isActive ? "Active" : "Inactive"}
                    </StatusBadge>
                  </Table.Td>
                  <Table.Td>{state.allowsOnlineNotary ? "Allowed" : "Not allowed"}</Table.Td>
                  <Table.Td>{SUPPORT_LABELS[state.attorneySupport]}</Table.Td>
                  <Table.Td>
                    {state.distributionLaw === "COMMUNITY_PROPERTY" ? "Community property" : "Equitable distribution"}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
