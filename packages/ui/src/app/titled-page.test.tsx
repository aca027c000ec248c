import { act, screen } from "@testing-library/react";
import { useState, type ComponentType } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { titledPageRoutes, usePreloadMatchedPages } from "./titled-page.tsx";

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
    const router = createMemoryRouter([{ Component: Guard, children: titledPageRoutes([{ path: "/", title: "Dashboard" }], { "/": load }) }], {
      initialEntries: ["/"],
    });
    renderWithUi(<RouterProvider router={router} />);
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
    const router = createMemoryRouter([{ Component: CheckingGuard, children: titledPageRoutes([{ path: "/", title: "Dashboard" }], { "/": load }) }], {
      initialEntries: ["/"],
    });
    renderWithUi(<RouterProvider router={router} />);
    expect(await screen.findByText("Checking your account")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => letIn());
    act(() => finish({ Component: () => <h1>Dashboard content</h1> }));
    expect(await screen.findByRole("heading", { name: "Dashboard content" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the route's title on a page whose module has not landed yet", async () => {
    const router = createMemoryRouter(titledPageRoutes([{ path: "/help", title: "Help" }], {}), { initialEntries: ["/help"] });
    renderWithUi(<RouterProvider router={router} />);
    expect(await screen.findByRole("heading", { name: "Help" })).toBeInTheDocument();
  });
});
