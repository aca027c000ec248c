import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../api-context.tsx";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createFakeFetch, createFakeSession, type FakeReply } from "../../test/fakes.ts";
import { useCreateDocument, useUpdateDocumentState, useUserDocuments, type UserDocument } from "./documents.ts";
import { useQuestionnaireSections } from "./questionnaire.ts";
import { useVideos } from "./videos.ts";

const USER = "u1";
const document = (stateId: string | null) =>
  ({ id: "doc-1", isActive: true, stateId, userAId: USER }) as unknown as UserDocument;

function setup(
  handle: (request: Request, body: unknown) => FakeReply | Promise<FakeReply>,
  stored: UserDocument[] = [],
) {
  const { fetch, requests } = createFakeFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === "GET" && path === `/users/${USER}/documents`) return { status: 200, body: stored };
    if (request.method === "GET" && path === `/users/${USER}/questionnaire-sections`) return { status: 200, body: [] };
    if (request.method === "GET" && path === "/videos") return { status: 200, body: [] };
    return handle(request, request.body ? await request.clone().json() : undefined);
  });
  const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
  const hook = renderHook(
    () => ({
      documents: useUserDocuments(USER),
      sections: useQuestionnaireSections(USER),
      create: useCreateDocument(USER),
      update: useUpdateDocumentState(USER, "doc-1"),
    }),
    { wrapper },
  );
  const reads = (path: string) =>
    requests.filter((request) => request.method === "GET" && request.path === path).length;
  return { hook, requests, reads };
}

describe("document hooks", () => {
  it("creating the document shows it at once and reads the documents and the sections again", async () => {
    const { hook, requests, reads } = setup((request) =>
      request.method === "POST" ? { status: 201, body: document("state-ca") } : { status: 404, body: {} },
    );
    await waitFor(() => expect(hook.result.current.documents.data).toEqual([]));
    await waitFor(() => expect(reads(`/users/${USER}/questionnaire-sections`)).toBe(1));

    await act(async () => {
      await hook.result.current.create.mutateAsync({ stateId: "state-ca", userAId: USER });
    });
    const post = requests.find((request) => request.method === "POST");
    expect(post?.path).toBe("/documents");
    expect(JSON.parse(post!.body)).toEqual({ stateId: "state-ca", userAId: USER });
    await waitFor(() => expect(reads(`/users/${USER}/questionnaire-sections`)).toBe(2));
    expect(reads(`/users/${USER}/documents`)).toBe(2);
  });

  it("a change of state is sent with its confirmation, and a refusal leaves the documents as they were", async () => {
    const { hook, requests } = setup(
      (request, body) =>
        (body as { confirmStateChange?: boolean }).confirmStateChange
          ? { status: 200, body: document("state-ny") }
          : {
              status: 409,
              body: {
                error: "Your prenup is already paid. Confirm that you want to change the state.",
                code: "STATE_CHANGE_NEEDS_CONFIRMATION",
              },
            },
      [document("state-ca")],
    );
    await waitFor(() => expect(hook.result.current.documents.data?.[0]?.stateId).toBe("state-ca"));

    let refusal: unknown;
    await act(async () => {
      refusal = await hook.result.current.update.mutateAsync({ stateId: "state-ny" }).catch((error: unknown) => error);
    });
    expect(refusal).toMatchObject({ status: 409, data: { code: "STATE_CHANGE_NEEDS_CONFIRMATION" } });
    expect(hook.result.current.documents.data?.[0]?.stateId).toBe("state-ca");

    await act(async () => {
      await hook.result.current.update.mutateAsync({ stateId: "state-ny", confirmStateChange: true });
    });
    const patches = requests.filter((request) => request.method === "PATCH");
    expect(patches.map((request) => request.path)).toEqual(["/documents/doc-1", "/documents/doc-1"]);
    expect(JSON.parse(patches[1]!.body)).toEqual({ stateId: "state-ny", confirmStateChange: true });
  });
});

describe("useVideos", () => {
  it("asks for a location's videos for a state", async () => {
    const { fetch, requests } = createFakeFetch(() => ({ status: 200, body: [] }));
    const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });
    const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider client={api}>{children}</ApiProvider>;
    const { result } = renderHook(() => useVideos({ location: "background_information", stateId: "state-ca" }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetch.mock.calls[0]?.[0].url).toBe(
      "http://api.test/videos?location=background_information&stateId=state-ca",
    );
    expect(requests).toHaveLength(1);
  });
});
