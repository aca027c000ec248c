import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiProvider, useApiUrl } from "./api-context.tsx";
import { resolveApiUrl } from "./api-url.ts";
import { createApiClient } from "./client.ts";
import { createFakeSession } from "../test/fakes.ts";

describe("resolveApiUrl", () => {
  it("puts a path the API serves after the API's base URL, whatever origin the app has", () => {
    expect(resolveApiUrl("https://api.example.com", "/attorneys/a1/photo?v=f1")).toBe(
      "https://api.example.com/attorneys/a1/photo?v=f1",
    );
    expect(resolveApiUrl("https://example.com/api/", "/attorneys/a1/photo")).toBe(
      "https://example.com/api/attorneys/a1/photo",
    );
    expect(resolveApiUrl("/api", "/attorneys/a1/photo")).toBe("/api/attorneys/a1/photo");
  });

  it("keeps absolute addresses and refuses what is not an address of ours", () => {
    expect(resolveApiUrl("https://api.example.com", "https://cdn.example.com/p.png")).toBe(
      "https://cdn.example.com/p.png",
    );
    expect(resolveApiUrl("https://api.example.com", null)).toBeUndefined();
    expect(resolveApiUrl("https://api.example.com", "")).toBeUndefined();
    expect(resolveApiUrl("https://api.example.com", "javascript:alert(1)")).toBeUndefined();
    expect(resolveApiUrl("https://api.example.com", "//evil.example/p.png")).toBeUndefined();
    expect(resolveApiUrl("https://api.example.com", "photo.png")).toBeUndefined();
  });
});

describe("useApiUrl", () => {
  it("resolves against the base URL the app's API client was made with", () => {
    const api = createApiClient({ baseUrl: "https://api.example.com/", auth: createFakeSession() });
    const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider client={api}>{children}</ApiProvider>;
    const { result } = renderHook(() => useApiUrl("/attorneys/a1/photo?v=f1"), { wrapper });
    expect(result.current).toBe("https://api.example.com/attorneys/a1/photo?v=f1");
    expect(api.baseUrl).toBe("https://api.example.com/");
  });
});
