import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";

const user = customerUser();
const aftercarePath = `/users/${user.id}/documents/doc-1/aftercare`;

function aftercare(overrides: Record<string, unknown> = {}) {
  return {
    documentId: "doc-1",
    agreementState: { abbreviation: "CA", name: "California" },
    signedOn: "2025-05-20",
    sunsetOn: "2035-06-14",
    agreedReviewYears: 5,
    plan: null,
    nextReminder: null,
    residence: { state: null, notice: null },
    keepSeparate: [],
    defaultLaw: [],
    ...overrides,
  };
}

function api(body: unknown, extra: FakeApiRoutes = {}): FakeApiRoutes {
  return {
    "GET /users/me": user,
    [`GET /users/${user.id}/documents`]: [fakeUserDocument({ userAId: user.id })],
    [`GET /users/${user.id}/purchase-items`]: [],
    [`GET /users/${user.id}/standing`]: fakeStanding(),
    [`GET ${aftercarePath}`]: body,
    ...extra,
  };
}

describe("/aftercare", () => {
  it("offers reminders starting from the agreement's own review period and sunset", async () => {
    renderApp(routes, "/aftercare", { auth: createFakeAuth({ signedIn: true }), api: api(aftercare()) });
    expect(await screen.findByText(/Reminders are off/)).toBeTruthy();
    expect(screen.getByText("Signed on May 20, 2025.")).toBeTruthy();
    expect(screen.getByText("Your agreement says you will review it together every 5 years.")).toBeTruthy();
    expect((screen.getByLabelText(/Check in with me/) as HTMLSelectElement).value).toBe("5");
    expect(
      (screen.getByLabelText("Remind me 90 days before the agreement ends on June 14, 2035") as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByText("Your signed schedules list nothing of yours alone.")).toBeTruthy();
  });

  it("sends the chosen reminders and shows the next one the server counted", async () => {
    const saved = aftercare({
      plan: {
        events: ["CHILD"],
        reviewEveryYears: 5,
        sunsetReminder: true,
        checkInEveryYears: 5,
        optedInAt: "2026-11-21T12:00:00.000Z",
        lastReminderOn: null,
      },
      nextReminder: { kind: "CHECK_IN", on: "2030-05-20" },
    });
    const app = renderApp(routes, "/aftercare", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(aftercare(), { [`PUT ${aftercarePath}`]: saved }),
    });
    fireEvent.click(await screen.findByLabelText("A child"));
    fireEvent.click(screen.getByRole("button", { name: "Turn reminders on" }));
    expect(await screen.findByText("Next: a check-in on May 20, 2030.")).toBeTruthy();
    const put = app.requests.find((request) => request.method === "PUT");
    expect(await put!.clone().json()).toEqual({ events: ["CHILD"], reviewEveryYears: 5, sunsetReminder: true });
    expect(screen.getByRole("button", { name: "Turn reminders off" })).toBeTruthy();
  });

  it("says what is missing before sending when nothing is chosen", async () => {
    renderApp(routes, "/aftercare", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(aftercare({ sunsetOn: null, agreedReviewYears: null })),
    });
    expect(await screen.findByText("Choose at least one reminder, or turn reminders off")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Turn reminders on" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("tells a spouse who moved what it means, and lists what to keep separate", async () => {
    renderApp(routes, "/aftercare", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(
        aftercare({
          residence: {
            state: { abbreviation: "TX", name: "Texas" },
            notice: "Your agreement was made under California law, and you now live in Texas.",
          },
          keepSeparate: [{ kind: "asset", title: "Chase savings", advice: "Keep it in your name alone." }],
          defaultLaw: [
            {
              key: "separateGrowth",
              topic: "Property",
              title: "Income and growth of separate property",
              rule: "Without an agreement, in California the income of separate property stays separate.",
              citation: "Cal. Fam. Code § 770",
              confidence: "UNVERIFIED",
              quote: null,
              source: null,
              readOn: null,
            },
          ],
        }),
      ),
    });
    expect(await screen.findByText("You live in Texas")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See what changing your agreement takes" }).getAttribute("href")).toBe(
      "/agreement-changes",
    );
    expect(screen.getByText("Chase savings")).toBeTruthy();
    expect(screen.getByText("What California's law does without an agreement")).toBeTruthy();
    expect(screen.getByText(/income of separate property stays separate/)).toBeTruthy();
    expect(screen.getByText("Not yet verified")).toBeTruthy();
  });

  it("waits for the signing", async () => {
    renderApp(routes, "/aftercare", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(aftercare({ signedOn: null })),
    });
    expect(await screen.findByText("Aftercare starts once your agreement is signed.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Reminders")).toBeNull());
  });
});
