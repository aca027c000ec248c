/**
 * What the partner screens read of an open invitation (GET /users/{id}/documents/invites).
 * Structural until the generated client types carry the route; then these are the API's types.
 */
export type InviteView = {
  documentId: string;
  invitedBy: { firstName: string | null; lastName: string | null };
  sentAt: string;
  expiresAt: string;
  state: { id: string; name: string; abbreviation: string } | null;
};
