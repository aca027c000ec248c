import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { routes } from "../src/app/routes.tsx";
import { createFakeAuth, fakeStanding, fakeStandingSection } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { customerUser, fakeUserDocument } from "./fixtures.ts";

const user = customerUser();
const partnerId = "user-jordan";
const document = fakeUserDocument({
  userAId: user.id,
  userBId: partnerId,
  partner: { id: partnerId, firstName: "Jordan", middleName: null, lastName: "Lee", suffix: null },
});
const sections = [fakeStandingSection(1, "property", "Property"), fakeStandingSection(2, "support", "Support")];

const encoded = (events: { event: string; data: unknown }[]) =>
  new TextEncoder().encode(
    events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(""),
  );

/** A live stream that sends these events, then (after `laterMs`) the later ones, then stays open. */
function liveStream(
  events: { event: string; data: unknown }[],
  later: { laterMs: number; events: { event: string; data: unknown }[] } | null = null,
) {
  return () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(": connected\n\n"));
        controller.enqueue(encoded(events));
        if (later) setTimeout(() => controller.enqueue(encoded(later.events)), later.laterMs);
      },
    });
    return { status: 200, body };
  };
}

/** Alex and Jordan's couple as the API answers it, with this live stream; the presence reports are collected. */
function coupleApi(stream: ReturnType<typeof liveStream>, presenceReports: unknown[]) {
  return {
    "GET /users/me": user,
    [`GET /users/${user.id}/documents`]: [document],
    [`GET /users/${user.id}/purchase-items`]: [],
    [`GET /users/${user.id}/questionnaire-sections`]: [],
    [`GET /users/${user.id}/standing`]: fakeStanding({
      partnerJoined: true,
      questionnaire: { ...fakeStanding().questionnaire, sections },
    }),
    [`GET /users/${user.id}/live`]: stream,
    [`POST /users/${user.id}/live/presence`]: async (request: Request) => {
      presenceReports.push(await request.json());
      return { status: 204, body: null };
    },
  };
}

describe("the partner, live, in the header", () => {
  it("says where the partner is and what they just changed, and reports where the customer is", async () => {
    const presenceReports: unknown[] = [];
    const { requests } = renderApp(routes, "/questionnaire/support", {
      auth: createFakeAuth({ signedIn: true }),
      api: coupleApi(
        liveStream([
          { event: "presence", data: { userId: partnerId, place: "questionnaire", sectionId: "section-property" } },
          { event: "changed", data: { userId: partnerId, change: "answers" } },
        ]),
        presenceReports,
      ),
    });

    expect(await screen.findByText("Jordan is on Property")).toBeInTheDocument();
    expect(await screen.findByText("Jordan updated their answers.")).toBeInTheDocument();
    await waitFor(() =>
      expect(presenceReports.at(-1)).toEqual({ place: "questionnaire", sectionId: "section-support" }),
    );
    // The change read the standing again.
    await waitFor(() =>
      expect(
        requests.filter((request) => new URL(request.url).pathname === `/users/${user.id}/standing`).length,
      ).toBeGreaterThan(1),
    );
  });

  it("answers the partner's hello with the customer's place, and drops the partner once they left", async () => {
    const presenceReports: unknown[] = [];
    renderApp(routes, "/alignment", {
      auth: createFakeAuth({ signedIn: true }),
      api: coupleApi(
        liveStream(
          [
            { event: "presence", data: { userId: partnerId, place: "documents", sectionId: null } },
            { event: "hello", data: { userId: partnerId } },
          ],
          { laterMs: 1_000, events: [{ event: "left", data: { userId: partnerId } }] },
        ),
        presenceReports,
      ),
    });

    expect(await screen.findByText("Jordan is on Documents")).toBeInTheDocument();
    // Once when the page opened and the stream connected, and once more for the hello.
    await waitFor(() =>
      expect(
        presenceReports.filter(
          (report) => JSON.stringify(report) === JSON.stringify({ place: "alignment", sectionId: null }),
        ).length,
      ).toBeGreaterThanOrEqual(2),
    );
    await waitFor(() => expect(screen.queryByTestId("partner-presence")).not.toBeInTheDocument());
  });
});
