import { lazy, Suspense, useState } from "react";
import { Card, Stack, Text, Title } from "@mantine/core";
import { fullName } from "@prenup/domain";
import {
  apiErrorMessage,
  currentDocument,
  useAcceptInvite,
  useAuthClient,
  useCurrentUser,
  useDocumentInvites,
  useInvitePartner,
  useUserDocuments,
  type Invite,
  type UserDocument,
} from "@prenup/api-client";
import { OpenInvitations } from "./open-invitations.tsx";
import { acceptFailure, type AcceptFailure } from "../utils/accept-failure.ts";
import { PARTNER_TEXTS } from "../partner-texts.ts";
import { notify } from "@prenup/ui";

// The invitation form (Mantine's form package and zod) loads only for the partner who invites: the
// dashboard of a couple already joined never downloads or runs it.
const InvitePartnerForm = lazy(async () => ({
  default: (await import("./invite-partner-form.tsx")).InvitePartnerForm,
}));

/**
 * The dashboard's partner card: user A without a partner invites one by e-mail (and sees the
 * invitation sent, with 'Resend'); once the partner joined, their name; invitations addressed to
 * this customer, each with 'Accept'. Nothing shows when there is neither a document nor an invitation.
 */
export function PartnerCard() {
  const userId = useCurrentUser().data?.id;
  const documents = useUserDocuments(userId);
  const invites = useDocumentInvites(userId);
  const document = currentDocument(documents.data);
  const openInvites = invites.data ?? [];

  if (!document && openInvites.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" maw={728} component="section" aria-labelledby="partner-card-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="partner-card-title">
          {PARTNER_TEXTS.cardTitle}
        </Title>
        {document && userId ? <PartnerStatus userId={userId} document={document} /> : null}
        {userId && openInvites.length > 0 ? <Invitations userId={userId} invites={openInvites} /> : null}
      </Stack>
    </Card>
  );
}

function PartnerStatus({ userId, document }: { userId: string; document: UserDocument }) {
  if (document.userBId !== null) {
    const name = document.partner ? fullName(document.partner) : "";
    if (document.respondent === "B")
      return <Text>{name ? PARTNER_TEXTS.sharedWith(name) : PARTNER_TEXTS.sharedNameless}</Text>;
    return <Text>{name ? PARTNER_TEXTS.joined(name) : PARTNER_TEXTS.joinedNameless}</Text>;
  }
  if (document.respondent !== "A") return null;
  return <InvitePartner userId={userId} document={document} />;
}

function InvitePartner({ userId, document }: { userId: string; document: UserDocument }) {
  const ownEmail = useCurrentUser().data?.email ?? null;
  const invite = useInvitePartner(userId);
  const { invitationEmail, invitationSentAt } = document;
  return (
    <Suspense fallback={null}>
      <InvitePartnerForm
        ownEmail={ownEmail}
        invitation={invitationEmail && invitationSentAt ? { email: invitationEmail, sentAt: invitationSentAt } : null}
        sending={invite.isPending}
        error={invite.isError ? apiErrorMessage(invite.error) : null}
        onInvite={(email) =>
          invite.mutateAsync({ email }).then(
            () => true,
            () => false,
          )
        }
      />
    </Suspense>
  );
}

function Invitations({ userId, invites }: { userId: string; invites: readonly Invite[] }) {
  const auth = useAuthClient();
  const accept = useAcceptInvite(userId);
  const [failure, setFailure] = useState<(AcceptFailure & { documentId: string }) | null>(null);

  const onAccept = async (documentId: string) => {
    // After 'verify your e-mail', the session's token is renewed so it carries the verified address.
    if (failure?.code === "EMAIL_NOT_VERIFIED") await auth.renew().catch(() => false);
    setFailure(null);
    accept.mutate(
      { documentId },
      {
        onSuccess: () => notify({ color: "teal", message: PARTNER_TEXTS.acceptedNotice }),
        onError: (error) => setFailure({ documentId, ...acceptFailure(error) }),
      },
    );
  };

  return (
    <OpenInvitations
      invites={invites}
      acceptingId={accept.isPending ? (accept.variables?.documentId ?? null) : null}
      failure={failure}
      onAccept={(documentId) => void onAccept(documentId)}
    />
  );
}
