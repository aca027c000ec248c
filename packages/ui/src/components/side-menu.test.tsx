import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { IconHome, IconListCheck, IconReport } from "@tabler/icons-react";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { MOBILE_MEDIA_QUERY } from "../theme.ts";
import { type MenuItem, SideMenu, type SideMenuProps } from "./side-menu.tsx";

/** Every element's inline style inside the menu, without what only fades (opacity, visibility, shadow). */
function layoutStyles(nav: HTMLElement): string[] {
  return Array.from(nav.querySelectorAll<HTMLElement>("*")).map((element) => {
    const style = element.style;
    return Array.from(style)
      .filter((name) => !["opacity", "visibility"].includes(name))
      .map((name) => `${name}:${style.getPropertyValue(name)}`)
      .join(";");
  });
}

const items: MenuItem[] = [
  { key: "dashboard", label: "Dashboard", path: "/", icon: <IconHome /> },
  {
    key: "questionnaire",
    label: "Questionnaire",
    path: "/questionnaire",
    icon: <IconListCheck />,
    subItems: [
      {
        key: "background",
        label: "Background Information",
        path: "/questionnaire/background-information",
        icon: null,
        completed: true,
      },
      { key: "assets", label: "Assets", path: "/questionnaire/assets", icon: null, completed: false },
    ],
  },
  {
    key: "financial",
    label: "Financial Disclosure",
    path: "/financial-disclosure",
    icon: <IconReport />,
    disabled: true,
  },
];

function renderMenu(overrides: Partial<SideMenuProps> = {}) {
  const props: SideMenuProps = {
    items,
    secondaryItems: [{ key: "help", label: "Help", path: "/help", icon: null }],
    status: "ready",
    onSignOut: vi.fn(),
    footerLinks: [{ label: "Terms", href: "https://example.test/terms" }],
    activePath: "/questionnaire/assets",
    onNavigate: vi.fn(),
    mobileOpened: false,
    onMobileClose: vi.fn(),
    ...overrides,
  };
  renderWithUi(<SideMenu {...props} />);
  return props;
}

describe("SideMenu", () => {
  it("navigates in the app when an item is clicked", async () => {
    const props = renderMenu();
    await userEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(props.onNavigate).toHaveBeenCalledWith("/");
  });

  it("marks the current page", () => {
    renderMenu({ activePath: "/questionnaire/assets" });
    expect(screen.getByRole("link", { name: "Questionnaire" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  });

  it("dims a disabled item and does not let it be activated by click or keyboard", async () => {
    const props = renderMenu();
    const disabled = screen.getByRole("link", { name: "Financial Disclosure" });

    expect(disabled).toHaveAttribute("aria-disabled", "true");
    expect(disabled).not.toHaveAttribute("href");
    expect(disabled).not.toHaveAttribute("tabindex");
    expect(disabled.style.opacity).toBe("0.4");

    await userEvent.click(disabled);
    disabled.focus();
    fireEvent.keyDown(disabled, { key: "Enter" });
    expect(props.onNavigate).not.toHaveBeenCalled();

    // Tabbing through the menu never lands on it.
    const user = userEvent.setup();
    const reached: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      reached.push(document.activeElement?.getAttribute("aria-label") ?? "");
    }
    expect(reached).not.toContain("Financial Disclosure");
    expect(reached).toContain("Dashboard");
  });

  it("expands to 272 px on hover with a 250 ms transition and shows sub-items with completion ticks", () => {
    renderMenu();
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(nav.style.width).toBe("80px");
    expect(nav.style.transition).toContain("250ms");
    // Collapsed, the rail already shows each section's tick; the footer links keep their place but are hidden.
    const collapsedSections = screen.getByRole("list", { name: "Questionnaire sections" });
    expect(within(collapsedSections).getAllByRole("img", { name: /completed/i })).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Terms" })).toBeNull();
    const signOutRow = screen.getByRole("button", { name: "Sign out" });
    const rowsBefore = Array.from(nav.querySelectorAll("a, button, [role=link]")).map((element) =>
      element.getAttribute("aria-label"),
    );
    const layoutBefore = layoutStyles(nav);

    fireEvent.mouseEnter(nav);

    expect(nav.style.width).toBe("272px");
    // Nothing is added or removed above the pointer: the same rows, in the same order, the same Sign out element.
    expect(
      Array.from(nav.querySelectorAll("a, button, [role=link]"))
        .map((element) => element.getAttribute("aria-label"))
        .slice(0, rowsBefore.length),
    ).toEqual(rowsBefore);
    expect(screen.getByRole("button", { name: "Sign out" })).toBe(signOutRow);
    // Only fading changes inside the rail: no label re-wraps, so no row grows under the pointer.
    expect(layoutStyles(nav)).toEqual(layoutBefore);
    const sections = screen.getByRole("list", { name: "Questionnaire sections" });
    const background = within(sections).getByRole("link", { name: "Background Information" }).closest("li")!;
    const assets = within(sections).getByRole("link", { name: "Assets" }).closest("li")!;
    expect(within(background).getByRole("img", { name: "Completed" })).toBeInTheDocument();
    expect(within(assets).getByRole("img", { name: "Not completed" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "https://example.test/terms");

    fireEvent.mouseLeave(nav);
    expect(nav.style.width).toBe("80px");
  });

  it("keeps every entry named and keyboard-reachable with a focus ring while collapsed to the rail", async () => {
    renderMenu();
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(nav).toHaveAttribute("data-expanded", "false");
    for (const name of ["Dashboard", "Questionnaire", "Background Information", "Assets", "Help"]) {
      expect(within(nav).getByRole("link", { name })).toHaveClass("prenup-focusable");
    }
    expect(within(nav).getByRole("link", { name: "Financial Disclosure" })).toHaveAttribute("aria-disabled", "true");
    expect(within(nav).getByRole("button", { name: "Sign out" })).toHaveClass("prenup-focusable");

    await userEvent.tab();
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveFocus();
    // Keyboard focus opens the rail, so the labels are readable while moving through it.
    expect(nav).toHaveAttribute("data-expanded", "true");
  });

  it("closes once the pointer leaves after a click: focus from a pointer does not hold the rail open", async () => {
    renderMenu();
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    fireEvent.mouseEnter(nav);
    await userEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveFocus();
    fireEvent.mouseLeave(nav);
    expect(nav).toHaveAttribute("data-expanded", "false");
    // The keyboard takes over from there: moving on opens it again.
    await userEvent.tab();
    expect(nav).toHaveAttribute("data-expanded", "true");
  });

  it("shows a spinner instead of the items while loading", () => {
    renderMenu({ status: "loading" });
    expect(screen.getByRole("status", { name: "Loading menu" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("shows 'Error occurred' on failure, or the text given", () => {
    renderMenu({ status: "error" });
    expect(screen.getByRole("alert")).toHaveTextContent("Error occurred");
  });

  it("shows a given error text and still offers Sign out", async () => {
    const props = renderMenu({ status: "error", errorText: "Error loading data" });
    expect(screen.getByRole("alert")).toHaveTextContent("Error loading data");
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    expect(props.onSignOut).toHaveBeenCalledTimes(1);
  });

  it("is a drawer under 768 px, opened from the header and closed by its button", async () => {
    const desktop = window.matchMedia;
    const matchMedia = vi
      .spyOn(window, "matchMedia")
      .mockImplementation((query: string) => ({ ...desktop(query), matches: query === MOBILE_MEDIA_QUERY }));
    try {
      const props = renderMenu({ mobileOpened: true });
      const drawer = await screen.findByRole("dialog", { name: "Menu" });
      // Full labels and sub-items straight away; no hover needed.
      expect(within(drawer).getByRole("list", { name: "Questionnaire sections" })).toBeInTheDocument();
      await userEvent.click(within(drawer).getByRole("link", { name: "Help" }));
      expect(props.onNavigate).toHaveBeenCalledWith("/help");
      await userEvent.click(within(drawer).getByRole("button", { name: /close/i }));
      expect(props.onMobileClose).toHaveBeenCalled();
    } finally {
      matchMedia.mockRestore();
    }
  });
});
