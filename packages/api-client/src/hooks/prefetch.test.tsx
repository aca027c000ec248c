import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider } from "../api-context.tsx";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createFakeAuth, createFakeFetch } from "../testing/index.ts";
import { usePrefetchStartData } from "./prefetch.ts";

const userId = "11111111-1111-4111-8111-111111111111";

function render(options: { dashboard: boolean }) {
  const { fetch, requests } = createFakeFetch({});
  const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeAuth({ signedIn: true }), fetch });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
  renderHook(() => usePrefetchStartData(userId, options), { wrapper });
  return () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`).sort();
}

describe("usePrefetchStartData", () => {
  it("starts every read the dashboard's first screen needs at once, before its code runs", async () => {
    const requested = render({ dashboard: true });
    await waitFor(() =>
      expect(requested()).toEqual(
        [
          `GET /users/${userId}/standing`,
          `GET /users/${userId}/documents`,
          `GET /users/${userId}/documents/invites`,
          "GET /products",
          `GET /users/${userId}/products/attorney-services/eligibility`,
          `GET /users/${userId}/attorneys-needing-reviews`,
        ].sort(),
      ),
    );
  });

  it("starts only the standing on other pages", async () => {
    const requested = render({ dashboard: false });
    await waitFor(() => expect(requested()).toEqual([`GET /users/${userId}/standing`]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested()).toEqual([`GET /users/${userId}/standing`]);
  });
});
