import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { STATE_LAW_RULE_TEXTS as R } from "../../components/state-law-rule/state-law-rule-texts.ts";
import { STATE_LAW_TEXTS as T } from "./state-law-texts.ts";

// A made-up jurisdiction: the page shows what the API answers, whatever the state.
const STATE_LAW = {
  stateId: "XT",
  name: "Example",
  verified: 1,
  total: 3,
  rules: [
    {
      key: "governingAct",
      topic: "The agreement and its law",
      title: "The law the agreement is made under",
      rule: "The agreement is made under the Example Premarital Agreement Act.",
      citation: "Ex. Code § 1-101",
      confidence: "UNVERIFIED",
      quote: null,
      source: null,
      readOn: null,
    },
    {
      key: "spousalSupport",
      topic: "Support",
      title: "Waiving or limiting spousal support",
      rule: "In Example the agreement may waive or limit spousal support.",
      citation: "Ex. Code § 1-103(a)(4)",
      confidence: "VERIFIED",
      quote: "The parties may contract with respect to the modification or elimination of spousal support.",
      source: "https://law.example/code/1-103",
      readOn: "2026-11-28",
    },
    {
      key: "supportFloor",
      topic: "Support",
      title: "The court's power over a support waiver",
      rule: "In Example a court may still order support to keep a spouse off public assistance.",
      citation: "Ex. Code § 1-106(b), not read",
      confidence: "UNVERIFIED",
      quote: null,
      source: null,
      readOn: null,
    },
  ],
};

function stateLawApi(): { routes: FakeApiRoutes; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    routes: {
      "GET /states/XT/law": (request: Request) => {
        asked.push(new URL(request.url).pathname);
        return { status: 200, body: STATE_LAW };
      },
      "GET /states/QQ/law": () => ({ status: 404, body: { error: "State not found", code: "STATE_NOT_FOUND" } }),
    },
  };
}

describe("/law/:stateId (signed out)", () => {
  it("shows the state's rules by topic, each anchored, with its badge, citation and, when verified, the reading", async () => {
    const api = stateLawApi();
    renderApp(routes, "/law/XT", { auth: createFakeAuth({ signedIn: false }), api: api.routes });
    expect(await screen.findByRole("heading", { level: 1, name: T.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByTestId("state-law-name")).toHaveTextContent("Example");
    expect(screen.getByTestId("state-law-summary")).toHaveTextContent(
      "1 of 3 rules verified in Example's own statutes and cases",
    );
    expect(screen.getByText(T.verifiedMeaning, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(T.unverifiedMeaning, { exact: false })).toBeInTheDocument();
    expect(api.asked).toEqual(["/states/XT/law"]);

    // Grouped by topic, in the API's order.
    const sections = screen.getAllByRole("region");
    expect(sections.map((section) => section.getAttribute("aria-label"))).toEqual([
      "The agreement and its law",
      "Support",
    ]);
    expect(within(sections[1]!).getAllByTestId("state-law-rule")).toHaveLength(2);

    // A verified rule: its anchor, badge, sentence, citation, quote, the day read in words and the source.
    const support = document.getElementById("spousalSupport")!;
    expect(support).not.toBeNull();
    expect(within(support).getByRole("heading", { name: "Waiving or limiting spousal support" })).toBeInTheDocument();
    expect(within(support).getByText(R.verified)).toBeInTheDocument();
    expect(within(support).getByText(STATE_LAW.rules[1]!.rule)).toBeInTheDocument();
    expect(within(support).getByText(`${R.citation}: Ex. Code § 1-103(a)(4)`)).toBeInTheDocument();
    expect(support.querySelector("blockquote")).toHaveTextContent(STATE_LAW.rules[1]!.quote!);
    expect(within(support).getByText(/Read on November 28, 2026/)).toBeInTheDocument();
    expect(within(support).getByRole("link", { name: R.source })).toHaveAttribute(
      "href",
      "https://law.example/code/1-103",
    );

    // An unverified rule: its badge, no quote, no reading, and the advice to check it.
    const act = document.getElementById("governingAct")!;
    expect(within(act).getByText(R.unverified)).toBeInTheDocument();
    expect(act.querySelector("blockquote")).toBeNull();
    expect(within(act).queryByText(/Read on/)).toBeNull();
    expect(within(act).queryByRole("link")).toBeNull();
    expect(within(act).getByText(R.checkWithAttorney)).toBeInTheDocument();
  });

  it("opens at the linked rule once the rules are there", async () => {
    const api = stateLawApi();
    const scrolledTo: string[] = [];
    // the test DOM does not scroll: record which element the page asks to bring into view.
    const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, "scrollIntoView");
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
    try {
      renderApp(routes, "/law/XT#supportFloor", { auth: createFakeAuth({ signedIn: false }), api: api.routes });
      expect(await screen.findByTestId("state-law-summary", {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(document.getElementById("supportFloor")).toHaveTextContent(STATE_LAW.rules[2]!.title);
      await waitFor(() => expect(scrolledTo).toEqual(["supportFloor"]));
    } finally {
      if (scrollIntoView) Object.defineProperty(Element.prototype, "scrollIntoView", scrollIntoView);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("says plainly when there is no such state", async () => {
    const api = stateLawApi();
    renderApp(routes, "/law/QQ", { auth: createFakeAuth({ signedIn: false }), api: api.routes });
    expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(T.notFound);
  });
});
