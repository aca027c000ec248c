import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../api-context.tsx";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createFakeAuth, createFakeFetch } from "../testing/index.ts";
import { useOutcomeSimulation } from "./outcome-simulation.ts";

const userId = "0b6f2f8e-5d0c-4d43-9a3c-3f6f0e1e7a11";
const docId = "5a4a3f1e-0a9b-4a51-8f3e-7d1e2c3b4a50";
const path = `/users/${userId}/documents/${docId}/outcome-simulation`;

function setup() {
  const { fetch, requests } = createFakeFetch({
    [`GET ${path}`]: (request: Request) => ({
      status: 200,
      body: { documentId: docId, asked: new URL(request.url).search },
    }),
  });
  const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeAuth({ signedIn: true }), fetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api} queryClient={createQueryClient()}>
      {children}
    </ApiProvider>
  );
  return { wrapper, requests };
}

describe("useOutcomeSimulation", () => {
  it("waits for both ids, sends the assumptions as query parameters and keeps the figures while new ones load", async () => {
    const { wrapper, requests } = setup();
    const { result, rerender } = renderHook(
      ({ doc, growth }: { doc: string | null; growth: number }) =>
        useOutcomeSimulation(userId, doc, { assetGrowthPercent: growth }),
      {
        wrapper,
        initialProps: { doc: null as string | null, growth: 5 },
      },
    );
    expect(result.current.fetchStatus).toBe("idle");
    expect(requests).toHaveLength(0);
    rerender({ doc: docId, growth: 5 });
    await waitFor(() => expect(result.current.data).toMatchObject({ asked: "?assetGrowthPercent=5" }));
    rerender({ doc: docId, growth: 2 });
    // The previous answer stays on screen while the new one loads.
    expect(result.current.data).toMatchObject({ asked: "?assetGrowthPercent=5" });
    await waitFor(() => expect(result.current.data).toMatchObject({ asked: "?assetGrowthPercent=2" }));
    expect(requests).toHaveLength(2);
  });
});
