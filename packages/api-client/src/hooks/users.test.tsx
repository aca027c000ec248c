import { fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../api-context.tsx";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createFakeFetch, createFakeSession } from "../../test/fakes.ts";
import { fakeCurrentUser } from "../testing/index.ts";
import { useCurrentUser, useUpdateUser } from "./users.ts";
import { apiErrorMessage } from "../errors.ts";

const alex = fakeCurrentUser({ id: "u1" });

/** An API where /users/me is 404 USER_NOT_FOUND until POST /users has been called. */
function apiWithoutUser(postReply: { status: number; body: unknown } = { status: 201, body: alex }) {
  let created = false;
  return createFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (request.method === "POST" && path === "/users") {
      created = postReply.status < 400;
      return postReply;
    }
    if (path === "/users/me")
      return created
        ? { status: 200, body: alex }
        : { status: 404, body: { error: "User not found", code: "USER_NOT_FOUND" } };
    return { status: 404, body: { error: "Not found", code: "NOT_FOUND" } };
  });
}

function CurrentUserName() {
  const { data, error } = useCurrentUser();
  if (error) return <p>failed {String(error.status)}</p>;
  return <p>{data ? `${data.firstName} ${data.lastName}` : "loading"}</p>;
}

function wrapperFor(fetch: ReturnType<typeof createFakeFetch>["fetch"]) {
  const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <ApiProvider client={api} queryClient={queryClient}>
        {children}
      </ApiProvider>
    </StrictMode>
  );
}

describe("useCurrentUser", () => {
  it("reads GET /users/me", async () => {
    const { fetch, requests } = createFakeFetch(() => ({ status: 200, body: alex }));
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor(fetch) });

    await waitFor(() => expect(result.current.data).toEqual(alex));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /users/me"]);
  });

  it("creates the user once on USER_NOT_FOUND, then reads it, even with several screens asking", async () => {
    const { fetch, requests } = apiWithoutUser();
    const Wrapper = wrapperFor(fetch);
    render(
      <Wrapper>
        <CurrentUserName />
        <CurrentUserName />
      </Wrapper>,
    );

    await waitFor(() => expect(screen.getAllByText("Alex Rivera")).toHaveLength(2));
    const posts = requests.filter((r) => r.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe("/users");
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /users/me", "POST /users", "GET /users/me"]);
  });

  it("sends the names of the ID token when creating the user", async () => {
    const { fetch, requests } = apiWithoutUser();
    const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });
    const { AuthProvider } = await import("../auth-context.tsx");
    const auth = {
      ...createFakeSession(),
      signIn: async () => undefined,
      signUp: async () => undefined,
      completeSignIn: async () => ({ returnTo: "/" }),
      getProfile: async () => ({
        sub: "s1",
        email: "alex@demo.prenup.test",
        givenName: "Alex",
        familyName: "Rivera",
        name: "Alex Rivera",
      }),
      subscribe: () => () => undefined,
      onSignOut: () => () => undefined,
    };
    render(
      <AuthProvider auth={auth}>
        <ApiProvider client={api}>
          <CurrentUserName />
        </ApiProvider>
      </AuthProvider>,
    );

    await screen.findByText("Alex Rivera");
    const post = requests.find((r) => r.method === "POST");
    expect(JSON.parse(post!.body)).toEqual({ firstName: "Alex", lastName: "Rivera" });
  });

  it("reports a failed creation without trying again on its own", async () => {
    const { fetch, requests } = apiWithoutUser({
      status: 400,
      body: { error: { issues: [{ message: "Email is missing", path: ["email"] }] } },
    });
    const Wrapper = wrapperFor(fetch);
    render(
      <Wrapper>
        <CurrentUserName />
      </Wrapper>,
    );

    await screen.findByText("failed 400");
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("does not create a user for other 404s", async () => {
    const { fetch, requests } = createFakeFetch(() => ({
      status: 404,
      body: { error: "Not found", code: "NOT_FOUND" },
    }));
    const Wrapper = wrapperFor(fetch);
    render(
      <Wrapper>
        <CurrentUserName />
      </Wrapper>,
    );

    await screen.findByText("failed 404");
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
  });
});

function ProfileName() {
  const { data } = useCurrentUser();
  const update = useUpdateUser(data?.id);
  return (
    <div>
      <p>name: {data?.firstName ?? "…"}</p>
      <button type="button" onClick={() => update.mutate({ firstName: "Sam" })}>
        rename
      </button>
      {update.error ? <p role="alert">{apiErrorMessage(update.error)}</p> : null}
    </div>
  );
}

describe("useUpdateUser", () => {
  it("shows the change at once and restores the previous name when the server refuses it", async () => {
    let releasePatch: () => void = () => undefined;
    const patchAnswered = new Promise<void>((resolve) => (releasePatch = resolve));
    const { fetch, requests } = createFakeFetch(async (request) => {
      if (request.method === "PATCH") {
        await patchAnswered;
        return {
          status: 400,
          body: { error: { issues: [{ message: "First name is too long", path: ["firstName"] }] } },
        };
      }
      // Only the first read answers, so nothing but the rollback can bring the old name back.
      if (requests.filter((r) => r.method === "GET").length > 1) await new Promise(() => undefined);
      return { status: 200, body: alex };
    });
    const Wrapper = wrapperFor(fetch);
    render(
      <Wrapper>
        <ProfileName />
      </Wrapper>,
    );
    await screen.findByText("name: Alex");

    fireEvent.click(screen.getByRole("button", { name: "rename" }));
    await screen.findByText("name: Sam");

    releasePatch();
    expect((await screen.findByRole("alert")).textContent).toBe("First name is too long");
    expect(screen.getByText("name: Alex")).toBeDefined();
    const patch = requests.find((r) => r.method === "PATCH");
    expect(patch?.path).toBe("/users/u1");
    expect(JSON.parse(patch!.body)).toEqual({ firstName: "Sam" });
  });
});
