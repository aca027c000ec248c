import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { EMAIL_OPT_OUT_KINDS } from "@prenup/domain";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../../app/routes.tsx";
import { customerUser } from "../../../../test/fixtures.ts";
import { EMAIL_PREFERENCE_TEXTS } from "./email-preferences.tsx";

const user = customerUser();
const base = `/users/${user.id}`;

/** The API as the account page sees it: the preferences start all on (or as given) and follow each PUT. */
function preferencesApi(options: { muted?: string[]; unsubscribedFromAll?: boolean } = {}): {
  routes: FakeApiRoutes;
  puts: unknown[];
} {
  let muted = new Set(options.muted ?? []);
  const puts: unknown[] = [];
  const body = () => ({
    kinds: EMAIL_OPT_OUT_KINDS.map((kind) => ({ kind, enabled: !muted.has(kind) })),
    unsubscribedFromAll: options.unsubscribedFromAll ?? false,
  });
  return {
    puts,
    routes: {
      "GET /users/me": user,
      [`GET ${base}/documents`]: [],
      [`GET ${base}/purchase-items`]: [],
      [`GET ${base}/email-preferences`]: () => ({ status: 200, body: body() }),
      [`PUT ${base}/email-preferences`]: async (request: Request) => {
        const change = (await request.json()) as { kind: string; enabled: boolean };
        puts.push(change);
        muted = new Set(muted);
        if (change.enabled) muted.delete(change.kind);
        else muted.add(change.kind);
        return { status: 200, body: body() };
      },
    },
  };
}

const emailsSection = async () => within(await screen.findByRole("region", { name: "E-mails" }, { timeout: 10_000 }));

describe("the account page's e-mail preferences", () => {
  it("shows a switch per milestone e-mail, turns one off and on again, and says receipts always come", async () => {
    const api = preferencesApi({ muted: ["REVIEW_AWAITED"] });
    renderApp(routes, "/profile", { auth: createFakeAuth({ signedIn: true }), api: api.routes });
    const section = await emailsSection();
    const generated = await section.findByRole("switch", { name: /Agreement generated/ });
    expect(generated).toBeChecked();
    expect(section.getByRole("switch", { name: /Review awaited/ })).not.toBeChecked();
    expect(section.getByText(EMAIL_PREFERENCE_TEXTS.always)).toBeInTheDocument();

    fireEvent.click(generated);
    await waitFor(() => expect(section.getByRole("switch", { name: /Agreement generated/ })).not.toBeChecked());
    fireEvent.click(section.getByRole("switch", { name: /Review awaited/ }));
    await waitFor(() => expect(section.getByRole("switch", { name: /Review awaited/ })).toBeChecked());
    expect(api.puts).toEqual([
      { kind: "AGREEMENT_GENERATED", enabled: false },
      { kind: "REVIEW_AWAITED", enabled: true },
    ]);
  });

  it("asks, from an e-mail's Turn off link, before turning that kind off", async () => {
    const api = preferencesApi();
    renderApp(routes, "/profile?turnOff=AGREEMENT_FINALIZED", {
      auth: createFakeAuth({ signedIn: true }),
      api: api.routes,
    });
    const section = await emailsSection();
    expect(await section.findByText('Turn off "Agreement finalized" e-mails?')).toBeInTheDocument();
    expect(api.puts).toEqual([]);
    fireEvent.click(section.getByRole("button", { name: EMAIL_PREFERENCE_TEXTS.turnOff }));
    expect(await section.findByText(EMAIL_PREFERENCE_TEXTS.turnedOff("Agreement finalized"))).toBeInTheDocument();
    expect(section.getByRole("switch", { name: /Agreement finalized/ })).not.toBeChecked();
    expect(section.queryByText('Turn off "Agreement finalized" e-mails?')).not.toBeInTheDocument();
    expect(api.puts).toEqual([{ kind: "AGREEMENT_FINALIZED", enabled: false }]);
  });

  it("changes nothing when the person keeps them, ignores an unknown kind, and says when every notification is off", async () => {
    const api = preferencesApi({ unsubscribedFromAll: true });
    renderApp(routes, "/profile?turnOff=AGREEMENT_GENERATED", {
      auth: createFakeAuth({ signedIn: true }),
      api: api.routes,
    });
    const section = await emailsSection();
    expect(await section.findByText(EMAIL_PREFERENCE_TEXTS.unsubscribed)).toBeInTheDocument();
    fireEvent.click(await section.findByRole("button", { name: EMAIL_PREFERENCE_TEXTS.keep }));
    await waitFor(() =>
      expect(section.queryByRole("button", { name: EMAIL_PREFERENCE_TEXTS.turnOff })).not.toBeInTheDocument(),
    );
    expect(section.getByRole("switch", { name: /Agreement generated/ })).toBeChecked();
    expect(api.puts).toEqual([]);
  });

  it("shows the server's refusal and keeps the switch as stored", async () => {
    const api = preferencesApi();
    api.routes[`PUT ${base}/email-preferences`] = () => ({
      status: 404,
      body: { error: "User not found", code: "USER_NOT_FOUND" },
    });
    renderApp(routes, "/profile?turnOff=NOT_A_KIND", { auth: createFakeAuth({ signedIn: true }), api: api.routes });
    const section = await emailsSection();
    expect(section.queryByRole("button", { name: EMAIL_PREFERENCE_TEXTS.turnOff })).not.toBeInTheDocument();
    fireEvent.click(await section.findByRole("switch", { name: /Proposals on disputed answers/ }));
    expect(await section.findByText("User not found")).toBeInTheDocument();
    expect(section.getByRole("switch", { name: /Proposals on disputed answers/ })).toBeChecked();
  });
});
