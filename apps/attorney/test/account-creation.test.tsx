import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { createFakeAuth } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../src/app/routes.tsx";
import { attorneyUser } from "./fixtures.ts";

const NOT_VERIFIED = {
  error: "Confirm your e-mail address first: open the link we e-mailed you, then continue.",
  code: "EMAIL_NOT_VERIFIED",
};

describe("a signed-in identity whose attorney account cannot be created", () => {
  it("is told to confirm the e-mail address, and reaches the application form once it is confirmed", async () => {
    const auth = createFakeAuth({ signedIn: true });
    let verified = false;
    auth.renew = vi.fn(async () => {
      verified = true;
      return true;
    });
    const applicant = attorneyUser("FORM_MISSING");
    const { user: person } = renderApp(routes, "/", {
      auth,
      api: {
        "GET /users/me": () =>
          verified
            ? { status: 200, body: applicant }
            : { status: 404, body: { error: "User not found", code: "USER_NOT_FOUND" } },
        "POST /users": () => (verified ? { status: 201, body: applicant } : { status: 403, body: NOT_VERIFIED }),
      },
    });

    expect(await screen.findByRole("alert")).toHaveTextContent(NOT_VERIFIED.error);
    await person.click(screen.getByRole("button", { name: "I have confirmed it, continue" }));
    expect(auth.renew).toHaveBeenCalled();
    expect(await screen.findByRole("heading", { name: "Attorney application", level: 1 })).toBeInTheDocument();
  });
});
