import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../api-context.tsx";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createFakeAuth, createFakeFetch, type FakeApiRoutes } from "../testing/index.ts";
import { useUserDocuments } from "./documents.ts";
import {
  useAcceptInvite,
  useDocumentInvites,
  useDocumentParticipants,
  useInvitePartner,
  useSendQuestionnaireReminder,
} from "./partners.ts";

const userId = "0b6f2f8e-5d0c-4d43-9a3c-3f6f0e1e7a11";
const docId = "5a4a3f1e-0a9b-4a51-8f3e-7d1e2c3b4a50";
const base = `/users/${userId}`;

function setup(routes: FakeApiRoutes) {
  const { fetch, requests } = createFakeFetch(routes);
  const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeAuth({ signedIn: true }), fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api} queryClient={createQueryClient()}>
      {children}
    </ApiProvider>
  );
  const count = (key: string) =>
    requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key).length;
  return { wrapper, requests, count };
}

const invite = {
  documentId: docId,
  invitedBy: { firstName: "Sam", lastName: "Taylor" },
  sentAt: "2026-11-19T12:00:00.000Z",
  expiresAt: "2026-12-03T12:00:00.000Z",
  state: null,
};

describe("partner hooks", () => {
  it("wait for their ids before reading invitations and participants", async () => {
    const { wrapper, requests } = setup({
      [`GET ${base}/documents/invites`]: [invite],
      [`GET /documents/${docId}/participants`]: { userA: null },
    });
    const { result, rerender } = renderHook(
      ({ id, doc }: { id?: string; doc?: string }) => ({
        invites: useDocumentInvites(id),
        participants: useDocumentParticipants(doc),
      }),
      {
        wrapper,
        initialProps: {} as { id?: string; doc?: string },
      },
    );
    expect(result.current.invites.fetchStatus).toBe("idle");
    expect(result.current.participants.fetchStatus).toBe("idle");
    expect(requests).toHaveLength(0);
    rerender({ id: userId, doc: docId });
    await waitFor(() => expect(result.current.invites.data).toEqual([invite]));
    await waitFor(() => expect(result.current.participants.isSuccess).toBe(true));
  });

  it("inviting sends the e-mail and reads the documents and participants again", async () => {
    const { wrapper, requests, count } = setup({
      [`GET ${base}/documents`]: [],
      [`GET /documents/${docId}/participants`]: { invitation: null },
      [`POST ${base}/invite`]: { id: docId },
    });
    const { result } = renderHook(
      () => ({
        documents: useUserDocuments(userId),
        participants: useDocumentParticipants(docId),
        invite: useInvitePartner(userId),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.documents.isSuccess && result.current.participants.isSuccess).toBe(true));

    await act(() => result.current.invite.mutateAsync({ email: "jordan@example.com" }));
    const post = requests.find((request) => request.method === "POST");
    expect(await post!.clone().json()).toEqual({ email: "jordan@example.com" });
    await waitFor(() => expect(count(`GET ${base}/documents`)).toBe(2));
    await waitFor(() => expect(count(`GET /documents/${docId}/participants`)).toBe(2));
  });

  it("a refused invitation is an ApiError and reads nothing again", async () => {
    const { wrapper, count } = setup({
      [`GET ${base}/documents`]: [],
      [`POST ${base}/invite`]: () => ({
        status: 409,
        body: { error: "Your partner has already joined.", code: "PARTNER_ALREADY_JOINED" },
      }),
    });
    const { result } = renderHook(() => ({ documents: useUserDocuments(userId), invite: useInvitePartner(userId) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.documents.isSuccess).toBe(true));
    await act(async () => {
      await result.current.invite.mutateAsync({ email: "jordan@example.com" }).catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.invite.error).toEqual({
        status: 409,
        data: { error: "Your partner has already joined.", code: "PARTNER_ALREADY_JOINED" },
      }),
    );
    expect(count(`GET ${base}/documents`)).toBe(1);
  });

  it("accepting sends the link's token (none without one) and refreshes the documents and invitations", async () => {
    const { wrapper, requests, count } = setup({
      [`GET ${base}/documents`]: [],
      [`GET ${base}/documents/invites`]: [invite],
      [`GET ${base}/documents/${docId}/accept-invite`]: { id: docId, respondent: "B" },
    });
    const { result } = renderHook(
      () => ({
        documents: useUserDocuments(userId),
        invites: useDocumentInvites(userId),
        accept: useAcceptInvite(userId),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.documents.isSuccess && result.current.invites.isSuccess).toBe(true));

    await act(() => result.current.accept.mutateAsync({ documentId: docId, token: "a.b.c" }));
    await act(() => result.current.accept.mutateAsync({ documentId: docId }));
    const acceptances = requests
      .filter((request) => request.url.includes("/accept-invite"))
      .map((request) => new URL(request.url).search);
    expect(acceptances).toEqual(["?token=a.b.c", ""]);
    await waitFor(() => expect(count(`GET ${base}/documents`)).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(count(`GET ${base}/documents/invites`)).toBeGreaterThanOrEqual(2));
  });

  it("the reminder answers when it was sent, or the API's refusal", async () => {
    let sent = false;
    const { wrapper } = setup({
      [`POST ${base}/questionnaire-reminder`]: () => {
        if (sent)
          return {
            status: 409,
            body: { error: "A reminder was sent less than 24 hours ago.", code: "REMINDER_TOO_SOON" },
          };
        sent = true;
        return { status: 202, body: { sentAt: "2026-11-20T08:00:00.000Z" } };
      },
    });
    const { result } = renderHook(() => useSendQuestionnaireReminder(userId), { wrapper });
    await act(() => result.current.mutateAsync());
    await waitFor(() => expect(result.current.data).toEqual({ sentAt: "2026-11-20T08:00:00.000Z" }));
    await act(async () => {
      await result.current.mutateAsync().catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.error).toMatchObject({ status: 409, data: { code: "REMINDER_TOO_SOON" } }),
    );
  });
});
