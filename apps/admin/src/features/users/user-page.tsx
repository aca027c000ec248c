import { useState } from "react";
import { Alert, Anchor, Badge, Button, Card, Code, Group, Modal, Pagination, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Link, useNavigate, useParams } from "react-router";
import { errorDisplayMessage, fullName, makeUserProfileUpdateSchema } from "@prenup/domain";
import {
  useAdminAuditTrail,
  useAdminDuplicateDocuments,
  useAdminResolveDuplicates,
  useAdminDeleteUser,
  useAdminUpdateUser,
  useAdminUser,
  useAdminUserAction,
  type AdminUserDetail,
  type AdminUserUpdate,
} from "@prenup/api-client";
import { ConfirmPopup, ErrorState, LoadingState } from "@prenup/ui";
import { AUDIT_ACTION_LABELS, USER_TEXTS, USER_TYPE_LABELS } from "./users-texts.ts";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const TRAIL_PAGE_SIZE = 10;

type Action = "mark-paid" | "unsubscribe" | "send-password-reset-email" | "delete";

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || "—"}</Text>
    </div>
  );
}

/** The fields an admin edits, in the order shown. */
const EDITABLE = [
  ["firstName", "First name"],
  ["middleName", "Middle name"],
  ["lastName", "Last name"],
  ["suffix", "Suffix"],
  ["phoneNumber", "Phone number"],
  ["birthdate", "Birthdate (YYYY-MM-DD)"],
] as const;
type EditableField = (typeof EDITABLE)[number][0];

function EditProfileModal({ user, opened, onClose, onSaved }: { user: AdminUserDetail; opened: boolean; onClose: () => void; onSaved: () => void }) {
  const update = useAdminUpdateUser(user.id);
  const initial = Object.fromEntries(EDITABLE.map(([field]) => [field, user[field] ?? ""])) as Record<EditableField, string>;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<EditableField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function save() {
    // The server takes one field per request (the user's own rule); each is checked with the same schema first.
    const changed = EDITABLE.map(([field]) => field).filter((field) => values[field] !== initial[field]);
    const schema = makeUserProfileUpdateSchema(new Date());
    const found: Partial<Record<EditableField, string>> = {};
    const bodies: AdminUserUpdate[] = [];
    for (const field of changed) {
      const parsed = schema.safeParse({ [field]: values[field] });
      if (parsed.success) bodies.push(parsed.data as AdminUserUpdate);
      else found[field] = parsed.error.issues[0]?.message ?? "Invalid value";
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      for (const body of bodies) await update.mutateAsync(body);
      onSaved();
    } catch (error) {
      setFailure(errorDisplayMessage(error));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={USER_TEXTS.edit} centered>
      <Stack>
        {EDITABLE.map(([field, label]) => (
          <TextInput
            key={field}
            label={label}
            value={values[field]}
            error={errors[field]}
            maxLength={field === "birthdate" ? 10 : 100}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={update.isPending}>
            {USER_TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** An audit row's fields, one per line ("name: value"), wrapping long values. */
function Changes({ values }: { values: Record<string, unknown> | null }) {
  if (!values || Object.keys(values).length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {Object.entries(values).map(([key, value]) => (
        <Text key={key} size="xs" style={{ overflowWrap: "anywhere" }}>
          <Code>{key}</Code> {value === null ? "—" : typeof value === "string" ? value : JSON.stringify(value)}
        </Text>
      ))}
    </Stack>
  );
}

const STATUS_LABELS: Record<string, string> = { NOT_APPROVED: "Not approved", PARTIALLY_APPROVED: "Partially approved", FULLY_APPROVED: "Fully approved" };

function AuditTrail({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const trail = useAdminAuditTrail(userId, { page, pageSize: TRAIL_PAGE_SIZE });
  if (trail.isPending) return <LoadingState />;
  if (trail.isError && !trail.data) return <ErrorState title={USER_TEXTS.trailError} error={trail.error} onRetry={() => void trail.refetch()} />;
  const data = trail.data;
  if (!data || data.total === 0) return <Text c="dimmed">{USER_TEXTS.trailEmpty}</Text>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When (UTC)</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>{dateTime.format(new Date(entry.createdAt))}</Table.Td>
                <Table.Td style={{ verticalAlign: "top" }}>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</Table.Td>
                <Table.Td style={{ verticalAlign: "top" }}>{entry.actor ? entry.actor.name : "System"}</Table.Td>
                <Table.Td style={{ verticalAlign: "top" }}>
                  <Changes values={entry.before} />
                </Table.Td>
                <Table.Td style={{ verticalAlign: "top" }}>
                  <Changes values={entry.after} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} getControlProps={(control) => ({ "aria-label": `${control} page` })} />
        </Group>
      ) : null}
    </Stack>
  );
}

/** The user's active agreements with "keep this one" (the others are deactivated, their answers kept). */
function DuplicateAgreements({ userId, onResolved }: { userId: string; onResolved: (message: string | null, failure: string | null) => void }) {
  const list = useAdminDuplicateDocuments(userId, true);
  const resolve = useAdminResolveDuplicates(userId);
  const [keep, setKeep] = useState<string | null>(null);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState title="The agreements could not be loaded" error={list.error} onRetry={() => void list.refetch()} />;
  async function confirm() {
    if (!keep) return;
    try {
      await resolve.mutateAsync({ keepDocumentId: keep });
      onResolved("The other agreements are deactivated; their answers are kept.", null);
    } catch (error) {
      onResolved(null, errorDisplayMessage(error));
    }
    setKeep(null);
  }
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Active agreements
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Created</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Partner</Table.Th>
                <Table.Th>Answers</Table.Th>
                <Table.Th>Purchases</Table.Th>
                <Table.Th>Keep</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>{dateTime.format(new Date(document.createdAt))}</Table.Td>
                  <Table.Td>{document.stateName ?? "—"}</Table.Td>
                  <Table.Td>{document.partner ? fullName(document.partner) || document.partner.email : "—"}</Table.Td>
                  <Table.Td>{document.answerCount}</Table.Td>
                  <Table.Td>{document.purchaseCount}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => setKeep(document.id)}>
                      Keep this one
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <ConfirmPopup
        opened={keep !== null}
        title="Keep this agreement?"
        message="The user's other active agreements are deactivated. Their answers and purchases stay with them."
        confirmLabel="Keep and deactivate the others"
        onCancel={() => setKeep(null)}
        onConfirm={() => void confirm()}
        loading={resolve.isPending}
      />
    </Card>
  );
}

/** /admin/users/{id}: the user's profile, agreement and partner, actions (each confirmed) and audit trail. */
export function UserPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const user = useAdminUser(id);
  const [pending, setPending] = useState<Action | null>(null);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const markPaid = useAdminUserAction(id, "mark-paid");
  const unsubscribe = useAdminUserAction(id, "unsubscribe");
  const reset = useAdminUserAction(id, "send-password-reset-email");
  const remove = useAdminDeleteUser(id);
  const mutations = { "mark-paid": markPaid, unsubscribe, "send-password-reset-email": reset, delete: remove } as const;

  if (user.isPending) return <LoadingState />;
  if (user.isError) return <ErrorState title={USER_TEXTS.loadError} error={user.error} onRetry={() => void user.refetch()} />;
  const u = user.data;
  const document = u.document;

  async function confirm(action: Action) {
    setFailure(null);
    setNotice(null);
    try {
      await mutations[action].mutateAsync();
      setPending(null);
      if (action === "delete") void navigate("/admin/users");
      else setNotice(USER_TEXTS.confirm[action].done);
    } catch (error) {
      setPending(null);
      setFailure(errorDisplayMessage(error));
    }
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/users" size="sm">
        ← {USER_TEXTS.back}
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1}>{fullName(u) || u.email}</Title>
        <Badge variant="light">{USER_TYPE_LABELS[u.userType]}</Badge>
        <Badge color={u.paid ? "green" : "gray"} variant="light">
          {u.paid ? "Prenup paid" : "Prenup not paid"}
        </Badge>
        {u.emailUnsubscribedAt ? <Badge color="gray" variant="outline">Unsubscribed</Badge> : null}
      </Group>
      {u.activeDocumentCount > 1 ? (
        <Alert color="orange" title="More than one active agreement">
          This user is a party of {u.activeDocumentCount} active agreements; the newest is shown below.
        </Alert>
      ) : null}
      {notice ? (
        <Alert role="status" color="green" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {failure ? (
        <Alert role="alert" color="red" withCloseButton closeButtonLabel="Dismiss" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {USER_TEXTS.profile}
            </Title>
            <Field label="E-mail" value={u.email} />
            <Field label="Phone number" value={u.phoneNumber} />
            <Field label="Birthdate" value={u.birthdate} />
            <Field label="Joined" value={dateTime.format(new Date(u.createdAt))} />
            <Field label="Last active" value={u.lastActiveAt ? dateTime.format(new Date(u.lastActiveAt)) : null} />
            <Field label="User id" value={u.id} />
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {USER_TEXTS.agreement}
            </Title>
            {document ? (
              <>
                <Field label="State" value={document.stateName} />
                <Field label="Status" value={STATUS_LABELS[document.status] ?? document.status} />
                <Field label="Side" value={`Partner ${document.respondent}`} />
                <Field label="Created" value={dateTime.format(new Date(document.createdAt))} />
                <Title order={3} size="h5" mt="sm">
                  {USER_TEXTS.partner}
                </Title>
                {document.partner ? (
                  <Anchor component={Link} to={`/admin/users/${document.partner.id}`}>
                    {fullName(document.partner) || document.partner.email} ({document.partner.email})
                  </Anchor>
                ) : (
                  <Text c="dimmed">{USER_TEXTS.noPartner}</Text>
                )}
              </>
            ) : (
              <Text c="dimmed">{USER_TEXTS.noAgreement}</Text>
            )}
          </Stack>
        </Card>
      </SimpleGrid>

      {u.activeDocumentCount > 1 ? (
        <DuplicateAgreements
          userId={u.id}
          onResolved={(message, error) => {
            setNotice(message);
            setFailure(error);
          }}
        />
      ) : null}

      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {USER_TEXTS.actions}
          </Title>
          <Group gap="sm">
            <Button variant="default" onClick={() => setEditing(true)}>
              {USER_TEXTS.edit}
            </Button>
            {document && !u.paid ? (
              <Button variant="default" onClick={() => setPending("mark-paid")}>
                {USER_TEXTS.markPaid}
              </Button>
            ) : null}
            {!u.emailUnsubscribedAt ? (
              <Button variant="default" onClick={() => setPending("unsubscribe")}>
                {USER_TEXTS.unsubscribe}
              </Button>
            ) : null}
            <Button variant="default" onClick={() => setPending("send-password-reset-email")}>
              {USER_TEXTS.passwordReset}
            </Button>
            <Button color="red" variant="light" onClick={() => setPending("delete")} disabled={u.hasPaidDocument} title={u.hasPaidDocument ? "A party of an agreement with a purchase in force cannot be deleted" : undefined}>
              {USER_TEXTS.delete}
            </Button>
          </Group>
          {u.hasPaidDocument ? (
            <Text size="sm" c="dimmed">
              This user is a party of an agreement with a purchase in force, so the account cannot be deleted.
            </Text>
          ) : null}
        </Stack>
      </Card>

      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {USER_TEXTS.trail}
          </Title>
          <AuditTrail userId={u.id} />
        </Stack>
      </Card>

      {editing ? (
        <EditProfileModal
          user={u}
          opened
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setNotice("The profile is saved.");
          }}
        />
      ) : null}
      <ConfirmPopup
        opened={pending !== null}
        title={pending ? USER_TEXTS.confirm[pending].title : ""}
        message={pending ? USER_TEXTS.confirm[pending].message : undefined}
        confirmLabel={pending ? USER_TEXTS.confirm[pending].label : ""}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void confirm(pending)}
        loading={pending ? mutations[pending].isPending : false}
      />
    </Stack>
  );
}
