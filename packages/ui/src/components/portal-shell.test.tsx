import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { AccountDetails } from "./account-details.tsx";
import { PortalShell } from "./portal-shell.tsx";
import { TopBarUser } from "./top-bar-user.tsx";

const items = [{ key: "home", label: "Home", path: "/", icon: null }];

describe("PortalShell", () => {
  it("offers 'Skip to content' first to a keyboard, which moves the focus past the menu to the page", async () => {
    renderWithUi(
      <PortalShell
        headerLeft={<span>Portal name</span>}
        headerRight={() => null}
        menu={{ items, status: "ready" }}
        activePath="/"
        onNavigate={vi.fn()}
        onSignOut={vi.fn()}
        signOutReminder=""
      >
        <p>Page body</p>
      </PortalShell>,
    );
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
    expect(screen.getByRole("main")).toHaveTextContent("Page body");
  });

  it("keeps the spec's content widths unless a portal asks for wide content", () => {
    const shell = (contentWidth?: "wide") =>
      renderWithUi(
        <PortalShell
          menu={{ items, status: "ready" }}
          activePath="/"
          onNavigate={vi.fn()}
          onSignOut={vi.fn()}
          contentWidth={contentWidth}
        >
          <p>{contentWidth ?? "steps"}</p>
        </PortalShell>,
      );
    const steps = shell().container.querySelector(".prenup-app-layout");
    expect(steps).not.toHaveClass("prenup-app-layout--wide");
    const wide = shell("wide").container.querySelector(".prenup-app-layout");
    expect(wide).toHaveClass("prenup-app-layout--wide");
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "styles.css"), "utf8");
    expect(css).toMatch(/\.prenup-app-layout--wide \.prenup-app-layout__content \{\s*max-width: 1600px;/);
  });

  it("renders the header slots and page, navigates from the menu, and signs out only after confirming", async () => {
    const onNavigate = vi.fn();
    const onSignOut = vi.fn();
    renderWithUi(
      <PortalShell
        headerLeft={<span>Portal name</span>}
        headerRight={({ isMobile }) => <span>{isMobile ? "narrow" : "wide"}</span>}
        menu={{ items, status: "ready" }}
        activePath="/"
        onNavigate={onNavigate}
        onSignOut={onSignOut}
        signOutReminder="Come back soon."
      >
        <p>Page body</p>
      </PortalShell>,
    );
    expect(screen.getByText("Portal name")).toBeInTheDocument();
    expect(screen.getByText("wide")).toBeInTheDocument();
    expect(screen.getByText("Page body")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "Home" }));
    expect(onNavigate).toHaveBeenCalledWith("/");

    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    const dialog = await screen.findByRole("dialog", { name: "Are you sure you want to log out?" });
    expect(dialog).toHaveTextContent("Come back soon.");
    expect(onSignOut).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Log out" }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

describe("TopBarUser", () => {
  it("shows initials and the full name, and only the initials on mobile", () => {
    const user = { firstName: "Morgan", middleName: "J", lastName: "Ellis" };
    const { unmount } = renderWithUi(<TopBarUser user={user} isMobile={false} />);
    expect(screen.getByRole("img", { name: "Morgan Ellis" })).toHaveTextContent("ME");
    expect(screen.getByText("Morgan J Ellis")).toBeInTheDocument();
    unmount();
    renderWithUi(<TopBarUser user={user} isMobile />);
    expect(screen.getByRole("img", { name: "Morgan Ellis" })).toBeInTheDocument();
    expect(screen.queryByText("Morgan J Ellis")).toBeNull();
  });
});

describe("AccountDetails", () => {
  it("lists each labelled value under the title", () => {
    renderWithUi(
      <AccountDetails
        title="Account"
        rows={[
          ["Email", "a@b.test"],
          ["Role", "Admin"],
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Account" })).toBeInTheDocument();
    expect(screen.getByRole("row", { name: "Email a@b.test" })).toBeInTheDocument();
    expect(screen.getByRole("row", { name: "Role Admin" })).toBeInTheDocument();
  });
});
