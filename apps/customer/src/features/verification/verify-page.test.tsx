import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { VERIFICATION_TEXTS as T } from "./verification-texts.ts";

// SHA-256 of the bytes "abc" (FIPS 180-2's example): the file below.
const ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
const OTHER = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

/** The API as a signed-out visitor's page sees it: the one file recorded is "abc"; every request's path is kept. */
function verificationApi(): { routes: FakeApiRoutes; asked: string[] } {
  const asked: string[] = [];
  const answer = (hash: string) => (request: Request) => {
    asked.push(new URL(request.url).pathname);
    return hash === ABC
      ? {
          status: 200,
          body: {
            recorded: true,
            kind: "final-agreement",
            state: "New York",
            finalizedAt: "2026-11-21T17:00:00.000Z",
            signedAt: "2026-11-25",
            recordVerifies: true,
          },
        }
      : { status: 200, body: { recorded: false } };
  };
  return {
    asked,
    routes: { [`GET /verification/${ABC}`]: answer(ABC), [`GET /verification/${OTHER}`]: answer(OTHER) },
  };
}

describe("/verify (signed out)", () => {
  it("hashes a dropped PDF in the browser, asks only with its hash, and says it is the recorded final agreement", async () => {
    const api = verificationApi();
    const { router } = renderApp(routes, "/verify", { auth: createFakeAuth({ signedIn: false }), api: api.routes });
    expect(await screen.findByRole("heading", { name: T.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(T.privacy)).toBeInTheDocument();

    const file = new File(["abc"], "our-prenup.pdf", { type: "application/pdf" });
    fireEvent.drop(screen.getByTestId("verification-drop"), { dataTransfer: { files: [file] } });

    expect(await screen.findByTestId("verification-result")).toHaveTextContent(
      "This is the final agreement recorded on November 21, 2026, for a couple in New York; signed on November 25, 2026; its record verifies.",
    );
    expect(screen.getByTestId("verification-hash")).toHaveTextContent(ABC);
    expect(screen.getByText("our-prenup.pdf")).toBeInTheDocument();
    expect(router.location.pathname).toBe(`/verify/${ABC}`);
    // Only the hash went to the server, in the path; never the file.
    expect(api.asked).toEqual([`/verification/${ABC}`]);
  });

  it("opens from the printed link, and says plainly when there is no record", async () => {
    const api = verificationApi();
    renderApp(routes, `/verify/${OTHER}`, { auth: createFakeAuth({ signedIn: false }), api: api.routes });
    expect(await screen.findByTestId("verification-result", {}, { timeout: 10_000 })).toHaveTextContent(T.notRecorded);
  });

  it("checks a pasted hash (capitals and spaces forgiven) and refuses a malformed one with the rule", async () => {
    const api = verificationApi();
    const { router } = renderApp(routes, "/verify", { auth: createFakeAuth({ signedIn: false }), api: api.routes });
    const input = await screen.findByLabelText(T.hashLabel, {}, { timeout: 10_000 });
    fireEvent.change(input, { target: { value: "not-a-hash" } });
    fireEvent.click(screen.getByRole("button", { name: T.check }));
    expect(await screen.findByText("A SHA-256 is 64 characters, each 0–9 or a–f (lowercase)")).toBeInTheDocument();
    expect(api.asked).toEqual([]);

    fireEvent.change(input, { target: { value: `  ${ABC.toUpperCase()} ` } });
    fireEvent.click(screen.getByRole("button", { name: T.check }));
    await waitFor(() => expect(router.location.pathname).toBe(`/verify/${ABC}`));
    expect(await screen.findByTestId("verification-result")).toHaveTextContent("recorded on November 21, 2026");
  });
});
