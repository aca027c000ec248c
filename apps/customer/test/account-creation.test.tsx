import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { createFakeAuth } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../src/app/routes.tsx";
import { customerUser } from "./fixtures.ts";

const NOT_VERIFIED = {
  error: "Confirm your e-mail address first: open the link we e-mailed you, then continue.",
  code: "EMAIL_NOT_VERIFIED",
};

describe("a signed-in identity whose account cannot be created", () => {
  it("is told to confirm the e-mail address, and continues with a renewed token once it is confirmed", async () => {
    const auth = createFakeAuth({ signedIn: true });
    let verified = false;
    const renew = vi.fn(async () => {
      verified = true;
      return true;
    });
    auth.renew = renew;
    const user = customerUser();
    const { user: person } = renderApp(routes, "/profile", {
      auth,
      api: {
        "GET /users/me": () =>
          verified
            ? { status: 200, body: user }
            : { status: 404, body: { error: "User not found", code: "USER_NOT_FOUND" } },
        "POST /users": () => (verified ? { status: 201, body: user } : { status: 403, body: NOT_VERIFIED }),
        [`GET /users/${user.id}/documents`]: [],
        [`GET /users/${user.id}/purchase-items`]: [],
      },
    });

    expect(await screen.findByRole("alert")).toHaveTextContent(NOT_VERIFIED.error);
    await person.click(screen.getByRole("button", { name: "I have confirmed it, continue" }));
    expect(renew).toHaveBeenCalled();
    expect(await screen.findByRole("heading", { name: "Account", level: 1 })).toBeInTheDocument();
  });

  it("sees the API's message when the sign-in carried no usable e-mail address, and can log out", async () => {
    const auth = createFakeAuth({ signedIn: true });
    const message = "Your sign-in did not include a valid e-mail address. Please sign in again.";
    const { user: person } = renderApp(routes, "/", {
      auth,
      api: {
        "GET /users/me": () => ({ status: 404, body: { error: "User not found", code: "USER_NOT_FOUND" } }),
        "POST /users": () => ({ status: 422, body: { error: message, code: "EMAIL_REQUIRED" } }),
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "I have confirmed it, continue" })).not.toBeInTheDocument();
    await person.click(screen.getByRole("button", { name: "Log out" }));
    expect(auth.signOut).toHaveBeenCalled();
  });

  it("is told when another account already holds the address, instead of a generic failure", async () => {
    const auth = createFakeAuth({ signedIn: true });
    const message = "An account with this e-mail address already exists. Sign in with that account instead.";
    renderApp(routes, "/", {
      auth,
      api: {
        "GET /users/me": () => ({ status: 404, body: { error: "User not found", code: "USER_NOT_FOUND" } }),
        "POST /users": () => ({ status: 409, body: { error: message, code: "EMAIL_IN_USE" } }),
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });
});
