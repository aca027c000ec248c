import { useState } from "react";
import {
  Anchor,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { apiErrorMessage, useAdminLawFirms, useSaveLawFirm } from "@prenup/api-client";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { EMPTY_LAW_FIRM, lawFirmBodyFromForm, type LawFirmFormValues } from "./law-firm-form.ts";

const PAGE_SIZE = 25;

/** /admin/law-firms: the firms with their lead, attorneys and approval; create a firm. */
export function LawFirmsPage() {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [pageState, setPageState] = useState({ search: "", page: 1 });
  const page = pageState.search === search ? pageState.page : 1;
  const list = useAdminLawFirms({ search, page, pageSize: PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Law Firms</Title>
        <Button onClick={() => setCreating(true)}>New law firm</Button>
      </Group>
      <TextInput
        label="Search"
        placeholder="Name or e-mail"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maxLength={100}
        maw={320}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.lawFirms.length === 0 ? (
        <Text c="dimmed">No law firm matches.</Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Law firm</Table.Th>
                  <Table.Th>Lead</Table.Th>
                  <Table.Th>Attorneys</Table.Th>
                  <Table.Th>Approval</Table.Th>
                  <Table.Th>Payout account</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.lawFirms.map((firm) => (
                  <Table.Tr key={firm.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/law-firms/${firm.id}`}>
                        {firm.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {firm.contactEmail ?? ""}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {firm.lead
                        ? [firm.lead.firstName, firm.lead.lastName].filter(Boolean).join(" ") || firm.lead.email
                        : "—"}
                    </Table.Td>
                    <Table.Td>{firm.attorneyCount}</Table.Td>
                    <Table.Td>
                      <StatusBadge variant="light" color={firm.isApproved ? "green.9" : "yellow.9"}>
                        {firm.isApproved ? "Approved" : "Not approved"}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>{firm.stripeAccountId ? "Created" : "None"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {list.data && list.data.total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(list.data.total / PAGE_SIZE)}
            value={page}
            onChange={(next) => setPageState({ search, page: next })}
          />
        </Group>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title="New law firm">
        <LawFirmForm initial={EMPTY_LAW_FIRM} onDone={() => setCreating(false)} />
      </Modal>
    </Stack>
  );
}

/** Creates (no id) or edits a firm with the server's checks. */
export function LawFirmForm({ id, initial, onDone }: { id?: string; initial: LawFirmFormValues; onDone?: () => void }) {
  const save = useSaveLawFirm();
  const navigate = useNavigate();
  const form = useForm<LawFirmFormValues>({ initialValues: initial });
  const submit = form.onSubmit((values) => {
    const result = lawFirmBodyFromForm(values, !id);
    if ("errors" in result) return form.setErrors(result.errors);
    save.mutate(
      { ...(id ? { id } : {}), body: result.body },
      {
        onSuccess: (firm) => {
          onDone?.();
          if (!id) void navigate(`/admin/law-firms/${firm.id}`);
        },
      },
    );
  });
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Name" maxLength={100} {...form.getInputProps("name")} />
        <TextInput label="Contact e-mail" maxLength={254} {...form.getInputProps("contactEmail")} />
        <TextInput label="Website" placeholder="https://" maxLength={300} {...form.getInputProps("website")} />
        <Textarea label="Payout details" rows={2} maxLength={2000} {...form.getInputProps("payoutDetails")} />
        <Switch label="Approved (attorneys may join it)" {...form.getInputProps("isApproved", { type: "checkbox" })} />
        {save.isError && (
          <Text c="red.9" size="sm" role="alert">
            {apiErrorMessage(save.error)}
          </Text>
        )}
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {id ? "Save" : "Create"}
        </Button>
      </Stack>
    </form>
  );
}
