import { useState } from "react";
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, useNavigate, useParams } from "react-router";
import {
  AGREEMENT_KIND_LABELS,
  AGREEMENT_STAGE_LABELS,
  DOCUMENT_STATUS_LABELS,
  errorDisplayMessage,
  formatPhoneNumber,
  fullName,
  formatDateTime,
  formatDay,
  NO_VALUE,
} from "@prenup/domain";
import { useAdminDeleteUser, useAdminUser, useAdminUserAction } from "@prenup/api-client";
import {
  AgreementVersionsCard,
  ConfirmPopup,
  DossierDownloadButton,
  ErrorState,
  LoadingState,
  StatusBadge,
} from "@prenup/ui";
import { AttorneyRestrictions } from "./components/attorney-restrictions.tsx";
import { DuplicateAgreements } from "./components/duplicate-agreements.tsx";
import { EditProfileModal } from "./components/edit-profile-modal.tsx";
import { AuditTrail } from "./components/user-audit-trail.tsx";
import { UserEvents } from "./components/user-events.tsx";
import { UserNotarizations } from "./components/user-notarizations.tsx";
import { UserAccountDeletion } from "./components/user-account-deletion.tsx";
import { UserPurchases } from "./components/user-purchases.tsx";
import { UserQuestionnaire } from "./components/user-questionnaire.tsx";
import { USER_TEXTS, USER_TYPE_LABELS } from "./users-texts.ts";
import { DismissibleNotice } from "../../components/dismissible-notice.tsx";

type Action = "mark-paid" | "unsubscribe" | "send-password-reset-email" | "delete";

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value || NO_VALUE}</Text>
    </div>
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
  if (user.isError)
    return <ErrorState title={USER_TEXTS.loadError} error={user.error} onRetry={() => void user.refetch()} />;
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
        <StatusBadge>{USER_TYPE_LABELS[u.userType]}</StatusBadge>
        <StatusBadge color={u.paid ? "green" : "gray"}>{u.paid ? "Prenup paid" : "Prenup not paid"}</StatusBadge>
        {u.emailUnsubscribedAt ? <StatusBadge color="gray">Unsubscribed</StatusBadge> : null}
      </Group>
      {u.activeDocumentCount > 1 ? (
        <Alert color="orange" title="More than one active agreement">
          This user is a party of {u.activeDocumentCount} active agreements; the newest is shown below.
        </Alert>
      ) : null}
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
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
            <Field label="Phone number" value={u.phoneNumber ? formatPhoneNumber(u.phoneNumber) : null} />
            <Field label="Birthdate" value={formatDay(u.birthdate)} />
            <Field label="Joined" value={formatDateTime(u.createdAt)} />
            <Field label="Last active" value={formatDateTime(u.lastActiveAt)} />
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
                <Field label="Kind" value={AGREEMENT_KIND_LABELS[document.kind]} />
                <Field label="State" value={document.stateName} />
                <Field label="Status" value={AGREEMENT_STAGE_LABELS[document.stage]} />
                {document.hasAttorney ? (
                  <Field
                    label="Attorneys' approval"
                    value={
                      DOCUMENT_STATUS_LABELS[document.status as keyof typeof DOCUMENT_STATUS_LABELS] ?? document.status
                    }
                  />
                ) : null}
                <Field label="Side" value={`Partner ${document.respondent}`} />
                <Field label="Created" value={formatDateTime(document.createdAt)} />
                <Group gap="xs" align="flex-start">
                  <Button component={Link} to={`/documents/${document.id}/editor`} variant="default" size="xs">
                    {USER_TEXTS.openEditor}
                  </Button>
                  <DossierDownloadButton documentId={document.id} size="xs" />
                </Group>
                <Text size="xs" c="dimmed">
                  {USER_TEXTS.editorHint}
                </Text>
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

      <AttorneyRestrictions user={u} />
      <UserQuestionnaire userId={u.id} documentId={document?.id ?? null} />
      <UserPurchases userId={u.id} />
      <UserNotarizations documentId={document?.id ?? null} />
      {document ? <AgreementVersionsCard userId={u.id} documentId={document.id} /> : null}
      <UserAccountDeletion userId={u.id} />
      <UserEvents
        userId={u.id}
        onResult={(message, error) => {
          setNotice(message);
          setFailure(error);
        }}
      />

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
            <Button
              color="red"
              variant="light"
              onClick={() => setPending("delete")}
              disabled={u.hasPaidDocument}
              title={
                u.hasPaidDocument ? "A party of an agreement with a purchase in force cannot be deleted" : undefined
              }
            >
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
