import { act, screen, waitFor } from "@testing-library/react";
import { useEffect, useState, type ComponentType } from "react";
import { MemoryRouter, Outlet, useNavigate, type RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { AppRoutes, PAGE_FAILED_MESSAGE } from "./route-table.tsx";
import { titledPageRoutes, usePreloadMatchedPages } from "./titled-page.tsx";
import { usePageTitle } from "./page-title.tsx";

/** The routes at `path`, rendered as the apps render them (AppRoutes under a router). */
function renderRoutes(routes: RouteObject[], path: string) {
  return renderWithUi(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={routes} />
    </MemoryRouter>,
  );
}

let letIn: () => void = () => undefined;

/** A guard like RequireSignIn: its own screen until the visitor is let in, then the page. */
function Guard() {
  const [allowed, setAllowed] = useState(false);
  letIn = () => setAllowed(true);
  return allowed ? <Outlet /> : <p>Please sign in</p>;
}

describe("titledPageRoutes", () => {
  it("fetches a page's module only once the guard above it lets the visitor through", async () => {
    const load = vi.fn(async () => ({ Component: () => <h1>Dashboard content</h1> }));
    renderRoutes(
      [{ Component: Guard, children: titledPageRoutes([{ path: "/", title: "Dashboard" }], { "/": load }) }],
      "/",
    );
    expect(await screen.findByText("Please sign in")).toBeInTheDocument();
    // The router has matched "/" and settled: the dashboard's module was not asked for.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();

    act(() => letIn());
    expect(await screen.findByRole("heading", { name: "Dashboard content" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a guard that knows the visitor is signed in starts the page's module while its own check loads, and it is fetched once", async () => {
    let finish: (module: { Component: ComponentType }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ Component: ComponentType }>((resolve) => (finish = resolve)));
    /** Like the portals' gate: signed in (preloading), then its user check answers. */
    function CheckingGuard() {
      const [checked, setChecked] = useState(false);
      letIn = () => setChecked(true);
      usePreloadMatchedPages(true);
      return checked ? <Outlet /> : <p>Checking your account</p>;
    }
    renderRoutes(
      [{ Component: CheckingGuard, children: titledPageRoutes([{ path: "/", title: "Dashboard" }], { "/": load }) }],
      "/",
    );
    expect(await screen.findByText("Checking your account")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => letIn());
    act(() => finish({ Component: () => <h1>Dashboard content</h1> }));
    expect(await screen.findByRole("heading", { name: "Dashboard content" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the route's title on a page whose module has not landed yet", async () => {
    renderRoutes(titledPageRoutes([{ path: "/help", title: "Help" }], {}), "/help");
    expect(await screen.findByRole("heading", { name: "Help" })).toBeInTheDocument();
  });
});

describe("AppRoutes", () => {
  it("shows a message with a reload in place of a page that fails to render, not a blank window", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error("boom");
    }
    renderRoutes([{ path: "/", Component: Broken }], "/");
    expect(await screen.findByText(PAGE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    error.mockRestore();
  });

  it("renders the pages again on the next path, and keeps the layout around them mounted", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let layoutMounts = 0;
    let go: (path: string) => void = () => undefined;
    function Layout() {
      const navigate = useNavigate();
      go = (path) => void navigate(path);
      useEffect(() => {
        layoutMounts += 1;
      }, []);
      return <Outlet />;
    }
    function Broken(): never {
      throw new Error("boom");
    }
    const pages = [
      { path: "/", Component: Broken },
      { path: "/help", element: <h1>Help content</h1> },
      { path: "/terms", element: <h1>Terms content</h1> },
    ];
    renderRoutes([{ Component: Layout, children: pages }], "/help");
    expect(await screen.findByRole("heading", { name: "Help content" })).toBeInTheDocument();
    act(() => go("/terms"));
    expect(await screen.findByRole("heading", { name: "Terms content" })).toBeInTheDocument();
    expect(layoutMounts).toBe(1);

    act(() => go("/"));
    expect(await screen.findByText(PAGE_FAILED_MESSAGE)).toBeInTheDocument();
    // Any navigation to another path (a link, the back button) shows that page.
    act(() => go("/help"));
    expect(await screen.findByRole("heading", { name: "Help content" })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe("the browser tab's title", () => {
  it("is the route's title, a page's own title while the page names one, and the document's first title off the titled routes", async () => {
    document.title = "Prenup";
    let go: (path: string) => void = () => undefined;
    function Layout() {
      const navigate = useNavigate();
      go = (path) => void navigate(path);
      return <Outlet />;
    }
    /** A page that learns its name after its first render, as a questionnaire section does from its data. */
    function Section() {
      const [name, setName] = useState<string | undefined>(undefined);
      useEffect(() => setName("Property"), []);
      usePageTitle(name);
      return <h1>{name ?? "Loading"}</h1>;
    }
    renderRoutes(
      [
        {
          Component: Layout,
          children: [
            ...titledPageRoutes([{ path: "/help", title: "Help" }], {}),
            { path: "/questionnaire/:section", handle: { title: "Questionnaire" }, Component: Section },
            { path: "/login", element: <h1>Sign in</h1> },
          ],
        },
      ],
      "/help",
    );
    await waitFor(() => expect(document.title).toBe("Help"));

    act(() => go("/questionnaire/property"));
    expect(await screen.findByRole("heading", { name: "Property" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Property"));

    act(() => go("/help"));
    await waitFor(() => expect(document.title).toBe("Help"));
    act(() => go("/login"));
    await waitFor(() => expect(document.title).toBe("Prenup"));
  });
});
