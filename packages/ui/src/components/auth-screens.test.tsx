import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { LoginScreen, OAuthCallbackScreen, SignUpScreen } from "./auth-screens.tsx";

describe("LoginScreen", () => {
  it("starts sign-in, shows why it failed and lets the user try again", async () => {
    const onSignIn = vi
      .fn()
      .mockRejectedValueOnce(new Error("The sign-in service is not answering"))
      .mockResolvedValueOnce(undefined);
    renderWithUi(
      <LoginScreen productName="Prenup" tagline="Build it together." onSignIn={onSignIn} signUpHref="/signup" />,
    );
    expect(screen.getByRole("heading", { name: "Prenup" })).toBeInTheDocument();
    expect(screen.getByText("Build it together.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The sign-in service is not answering");

    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(onSignIn).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("offers 'Create an account' through onNavigate, and no such link without signUpHref", async () => {
    const onNavigate = vi.fn();
    const { unmount } = renderWithUi(
      <LoginScreen
        productName="Prenup"
        tagline="t"
        onSignIn={async () => undefined}
        signUpHref="/signup"
        onNavigate={onNavigate}
      />,
    );
    const link = screen.getByRole("link", { name: "Create an account" });
    expect(link).toHaveAttribute("href", "/signup");
    expect(link.parentElement).toHaveTextContent("New here? Create an account");
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith("/signup");
    unmount();

    renderWithUi(<LoginScreen productName="Prenup admin" tagline="t" onSignIn={async () => undefined} />);
    expect(screen.queryByRole("link")).toBeNull();
  });
});

describe("SignUpScreen", () => {
  it("waits until ready, starts sign-up once, and offers 'Try again' and 'Back to sign in' on failure", async () => {
    const onSignUp = vi.fn().mockRejectedValueOnce(new Error("Sign-up is closed")).mockResolvedValueOnce(undefined);
    const screenFor = (ready: boolean) => <SignUpScreen ready={ready} onSignUp={onSignUp} signInHref="/login" />;
    const { rerender } = renderWithUi(screenFor(false));
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(onSignUp).not.toHaveBeenCalled();

    rerender(screenFor(true));
    expect(await screen.findByRole("alert")).toHaveTextContent("Sign-up is closed");
    rerender(screenFor(true));
    expect(onSignUp).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onSignUp).toHaveBeenCalledTimes(2);
    expect(await screen.findByText("Loading...")).toBeInTheDocument();
  });
});

describe("OAuthCallbackScreen", () => {
  it("completes once and hands over the result", async () => {
    const complete = vi.fn(async () => ({ returnTo: "/profile" }));
    const onDone = vi.fn();
    renderWithUi(<OAuthCallbackScreen complete={complete} onDone={onDone} signInHref="/login" />);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ returnTo: "/profile" }));
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it("shows the failure with a way back to sign in and no retry", async () => {
    const onNavigate = vi.fn();
    renderWithUi(
      <OAuthCallbackScreen
        complete={async () => Promise.reject(new Error("State mismatch"))}
        onDone={vi.fn()}
        signInHref="/login"
        onNavigate={onNavigate}
      />,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("State mismatch");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    await userEvent.click(screen.getByRole("link", { name: "Back to sign in" }));
    expect(onNavigate).toHaveBeenCalledWith("/login");
  });
});
