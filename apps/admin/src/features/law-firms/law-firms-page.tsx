import { personName } from "@prenup/domain";
import { useState } from "react";
import { Anchor, Button, Group, Modal, Stack, Switch, Table, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link, useNavigate } from "react-router";
import { apiErrorMessage, useAdminLawFirms, useSaveLawFirm } from "@prenup/api-client";
import { PagedSearchInput, PagedTable, StatusBadge, usePagedList } from "@prenup/ui";
import { EMPTY_LAW_FIRM, lawFirmBodyFromForm, type LawFirmFormValues } from "./utils/law-firm-form.ts";

const PAGE_SIZE = 25;

/** /admin/law-firms: the firms with their lead, attorneys and approval; create a firm. */
export function LawFirmsPage() {
  const paging = usePagedList();
  const list = useAdminLawFirms({ search: paging.search, page: paging.page, pageSize: PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Law Firms</Title>
        <Button onClick={() => setCreating(true)}>New law firm</Button>
      </Group>
      <PagedSearchInput
        label="Search"
        placeholder="Name or e-mail"
        value={paging.searchText}
        onSearchText={paging.setSearchText}
        maw={320}
      />
      <PagedTable
        query={list}
        items={list.data?.lawFirms}
        total={list.data?.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        empty="No law firm matches."
        label="Law firms"
        withBorder
        columns={["Law firm", "Lead", "Attorneys", "Approval", "Payout account"]}
        row={(firm) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={`/admin/law-firms/${firm.id}`}>
                {firm.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {firm.contactEmail ?? ""}
              </Text>
            </Table.Td>
            <Table.Td>{firm.lead ? personName(firm.lead, firm.lead.email) : "—"}</Table.Td>
            <Table.Td>{firm.attorneyCount}</Table.Td>
            <Table.Td>
              <StatusBadge color={firm.isApproved ? "green.9" : "yellow.9"}>
                {firm.isApproved ? "Approved" : "Not approved"}
              </StatusBadge>
            </Table.Td>
            <Table.Td>{firm.stripeAccountId ? "Created" : "None"}</Table.Td>
          </>
        )}
      />
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
