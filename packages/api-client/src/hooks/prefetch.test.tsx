import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createTestApiWrapper } from "../testing/api-wrapper.tsx";
import { createFakeFetch } from "../testing/index.ts";
import { usePrefetchStartData, type StartPage } from "./prefetch.ts";

const userId = "11111111-1111-4111-8111-111111111111";
/** What every page's shell and gates read. */
const always = [`GET /users/${userId}/standing`, `GET /users/${userId}/documents`];

function render(page: StartPage) {
  const { fetch, requests } = createFakeFetch({});
  const { wrapper } = createTestApiWrapper(fetch);
  renderHook(() => usePrefetchStartData(userId, page), { wrapper });
  return () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`).sort();
}

describe("usePrefetchStartData", () => {
  it("starts every read the dashboard's first screen needs at once, before its code runs", async () => {
    const requested = render({ kind: "dashboard" });
    await waitFor(() =>
      expect(requested()).toEqual(
        [
          ...always,
          `GET /users/${userId}/documents/invites`,
          "GET /products",
          `GET /users/${userId}/products/attorney-services/eligibility`,
          `GET /users/${userId}/attorneys-needing-reviews`,
        ].sort(),
      ),
    );
  });

  it("starts a section's questions and the disagreements on their pages", async () => {
    const section = render({ kind: "section", section: "about-you-two" });
    await waitFor(() => expect(section()).toEqual([...always, `GET /users/${userId}/questionnaire-sections/about-you-two/groups`].sort()));
    const alignment = render({ kind: "alignment" });
    await waitFor(() => expect(alignment()).toEqual([...always, `GET /users/${userId}/answers/dispute`].sort()));
  });

  it("starts only the standing and the agreements on other pages", async () => {
    const requested = render({ kind: "other" });
    await waitFor(() => expect(requested()).toEqual([...always].sort()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requested()).toEqual([...always].sort());
  });
});
