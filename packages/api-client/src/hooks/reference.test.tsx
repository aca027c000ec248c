import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../api-context.tsx";
import { createApiClient } from "../client.ts";
import { CACHE_TIME_MS, createQueryClient, shouldRetry } from "../query-client.ts";
import { createFakeFetch, createFakeSession } from "../../test/fakes.ts";
import { useProducts } from "./products.ts";
import { useStateLaw, useStates } from "./states.ts";
import { usePurchaseItems } from "./purchase-items.ts";

function setup(handler: Parameters<typeof createFakeFetch>[0]) {
  const { fetch, requests } = createFakeFetch(handler);
  const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api} queryClient={createQueryClient()}>
      {children}
    </ApiProvider>
  );
  return { wrapper, requests };
}

describe("query hooks", () => {
  it("pass the filter as the API declares it", async () => {
    const { wrapper, requests } = setup(() => ({ status: 200, body: [] }));
    const { result } = renderHook(() => useStates({ isActive: true }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(requests[0]?.path).toBe("/states");
  });

  it("wait for the user id before asking", async () => {
    const { wrapper, requests } = setup(() => ({ status: 200, body: [] }));
    const { result, rerender } = renderHook(
      ({ id }: { id: string | undefined }) => usePurchaseItems(id, { category: "ATTORNEY_SERVICE" }),
      {
        wrapper,
        initialProps: { id: undefined as string | undefined },
      },
    );
    expect(result.current.fetchStatus).toBe("idle");
    expect(requests).toHaveLength(0);

    rerender({ id: "0b6f2f8e-5d0c-4d43-9a3c-3f6f0e1e7a11" });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(requests[0]?.path).toBe("/users/0b6f2f8e-5d0c-4d43-9a3c-3f6f0e1e7a11/purchase-items");
  });

  it("ask for the law behind a state's agreement by its abbreviation, once there is one", async () => {
    const law = { stateId: "CO", name: "Colorado", verified: 0, total: 0, rules: [] };
    const { wrapper, requests } = setup(() => ({ status: 200, body: law }));
    const { result, rerender } = renderHook(({ stateId }: { stateId: string | null }) => useStateLaw(stateId), {
      wrapper,
      initialProps: { stateId: null as string | null },
    });
    expect(result.current.fetchStatus).toBe("idle");
    expect(requests).toHaveLength(0);
    rerender({ stateId: "CO" });
    await waitFor(() => expect(result.current.data).toEqual(law));
    expect(requests[0]?.path).toBe("/states/CO/law");
  });

  it("fail with the ApiError, at once for a refusal", async () => {
    const { wrapper, requests } = setup(() => ({ status: 403, body: { error: "Not yours", code: "FORBIDDEN" } }));
    const { result } = renderHook(() => useProducts(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual({ status: 403, data: { error: "Not yours", code: "FORBIDDEN" } });
    expect(requests).toHaveLength(1);
  });
});

describe("createQueryClient", () => {
  it("keeps unused data 60 s and does not refetch on focus, reconnect or a timer", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(CACHE_TIME_MS);
    expect(CACHE_TIME_MS).toBe(60_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.refetchOnReconnect).toBe(false);
    expect(defaults?.refetchInterval).toBe(false);
  });

  it("retries once only what a second try can fix", () => {
    expect(shouldRetry(0, { status: "FETCH_ERROR", error: "x" })).toBe(true);
    expect(shouldRetry(0, { status: 503, data: null })).toBe(true);
    expect(shouldRetry(1, { status: "FETCH_ERROR", error: "x" })).toBe(false);
    expect(shouldRetry(0, { status: 404, data: {} })).toBe(false);
    expect(shouldRetry(0, { status: "TIMEOUT_ERROR", error: "x" })).toBe(false);
    expect(shouldRetry(0, { status: "PARSING_ERROR", originalStatus: 200, data: "", error: "x" })).toBe(false);
  });
});
