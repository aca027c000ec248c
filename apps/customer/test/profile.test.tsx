import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeAuth, type FakeApiReply } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import type { CurrentUser } from "@prenup/api-client";
import { routes } from "../src/app/routes.tsx";
import { customerUser } from "./fixtures.ts";

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The API as the profile page sees it: GET /users/me reads a stored user, and PATCH /users/{id}
 * stores the field it carries (the next GET sees it) unless `answer` replies otherwise.
 */
function profileApi(stored: CurrentUser, answer?: (request: Request) => FakeApiReply | undefined) {
  let user = stored;
  let isDown = false;
  return {
    "GET /users/me": () =>
      isDown
        ? { status: 503, body: { error: "Service unavailable", code: "UNAVAILABLE" } }
        : { status: 200, body: user },
    [`GET /users/${user.id}/documents`]: [],
    [`GET /users/${user.id}/purchase-items`]: [],
    [`PATCH /users/${user.id}`]: async (request: Request) => {
      const reply = answer?.(request);
      // A server failing with a 5xx keeps failing: reading the user again fails too.
      if (reply && reply.status >= 500) isDown = true;
      if (reply) return reply;
      user = { ...user, ...((await request.json()) as Partial<CurrentUser>) };
      return { status: 200, body: user };
    },
  };
}

async function openProfile(
  options: { user?: CurrentUser; answer?: (request: Request) => FakeApiReply | undefined } = {},
) {
  const stored = options.user ?? customerUser();
  const app = renderApp(routes, "/profile", {
    auth: createFakeAuth({ signedIn: true }),
    api: profileApi(stored, options.answer),
  });
  await screen.findByLabelText("Middle name");
  const patches = () => app.requests.filter((request) => request.method === "PATCH");
  // Each change also carries the field's value it was made on (`baseValue`, the offline replay's conflict check): read apart.
  const sentBodies = async () =>
    Promise.all(patches().map(async (request) => (await request.clone().json()) as Record<string, unknown>));
  const bodies = async () => (await sentBodies()).map(({ baseValue: _base, ...body }) => body);
  const baseValues = async () => (await sentBodies()).map((body) => body["baseValue"]);
  return { ...app, patches, bodies, baseValues };
}

/**
 * Fakes the clock the page's timers run on; the stream reads behind fetch bodies (setImmediate)
 * stay real so requests still complete.
 */
function useFakeClock() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
}

/** Moves the fake clock and lets the promises it releases (the request, its answer) settle. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function saveStatus(label: string): HTMLElement {
  return screen.getByRole("status", { name: `Save status: ${label}` });
}

function isoDaysFromToday(days: number, yearsBack = 0): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCFullYear(date.getUTCFullYear() - yearsBack);
  return date.toISOString().slice(0, 10);
}

describe("profile page", () => {
  it("shows the profile with labelled fields, the e-mail read-only and where to reset the password", async () => {
    await openProfile({
      user: customerUser({
        middleName: "Quinn",
        gender: "FEMALE",
        phoneNumber: "+12133734253",
        birthdate: "1990-05-12",
      }),
    });

    expect(screen.getByRole("heading", { name: "Account", level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue("Alex");
    expect(screen.getByLabelText("Middle name")).toHaveValue("Quinn");
    expect(screen.getByLabelText(/^Last name/)).toHaveValue("Rivera");
    expect(screen.getByLabelText("What is your suffix? (leave blank if none)")).toHaveValue("");
    expect(screen.getByLabelText("Gender")).toHaveDisplayValue("Female");
    expect(screen.getByLabelText("Date of birth")).toHaveValue("1990-05-12");
    expect(screen.getByLabelText("Phone number")).toHaveValue("(213) 373-4253");
    const email = screen.getByLabelText("Email");
    expect(email).toHaveValue("alex@demo.prenup.test");
    expect(email).toHaveAttribute("readonly");
    expect(screen.getByRole("link", { name: /Reset your password/ })).toHaveAttribute(
      "href",
      "http://localhost:4100/password/forgot",
    );
    // First and last name carry the required marker; the others do not.
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText(/^Last name/)).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText("Middle name")).not.toHaveAttribute("aria-required");
    expect(screen.getByText("Gender", { selector: "label" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Prefer not to answer" })).toBeInTheDocument();
  });

  it("saves a name 500 ms after the last keystroke, with exactly that field, and not again on leaving it unchanged", async () => {
    const { user, patches, bodies, baseValues } = await openProfile();
    useFakeClock();
    const middleName = screen.getByLabelText("Middle name");

    await user.type(middleName, "Qu");
    await elapse(300);
    await user.type(middleName, "inn");
    await elapse(499);
    expect(patches()).toHaveLength(0);
    expect(saveStatus("Middle name")).toHaveTextContent(/^$/);

    await elapse(1);
    await vi.waitFor(() => expect(saveStatus("Middle name")).toHaveTextContent("Saved"));
    expect(patches()).toHaveLength(1);
    expect(await bodies()).toEqual([{ middleName: "Quinn" }]);
    expect(await baseValues()).toEqual([null]);
    // The page's summary reads the saved name.
    expect(screen.getByText("Alex Quinn Rivera")).toBeInTheDocument();

    fireEvent.blur(middleName);
    await elapse(1_000);
    expect(patches()).toHaveLength(1);
    expect(middleName).toHaveValue("Quinn");

    // Typing again puts the indicator back to idle until the next save.
    await user.type(middleName, "e");
    expect(saveStatus("Middle name")).toHaveTextContent(/^$/);
    expect(saveStatus("Middle name")).not.toHaveTextContent("Saved");
  });

  it("saves at once when the field is left, and only once", async () => {
    const { user, patches, bodies } = await openProfile();
    useFakeClock();
    const suffix = screen.getByLabelText("What is your suffix? (leave blank if none)");

    await user.type(suffix, "Jr.");
    fireEvent.blur(suffix);
    await elapse(0);
    expect(patches()).toHaveLength(1);
    await elapse(1_000);
    expect(patches()).toHaveLength(1);
    expect(await bodies()).toEqual([{ suffix: "Jr." }]);
  });

  it("sends nothing when the text ends as it was stored", async () => {
    const { user, patches } = await openProfile();
    useFakeClock();
    const firstName = screen.getByLabelText(/^First name/);

    await user.type(firstName, "x{Backspace}");
    await elapse(600);
    fireEvent.blur(firstName);
    await elapse(600);
    expect(patches()).toHaveLength(0);
    expect(saveStatus("First name")).toHaveTextContent(/^$/);
  });

  it("saves an emptied name as null", async () => {
    const { user, bodies } = await openProfile({ user: customerUser({ middleName: "Quinn" }) });

    await user.clear(screen.getByLabelText("Middle name"));
    await user.tab();

    await waitFor(() => expect(saveStatus("Middle name")).toHaveTextContent("Saved"));
    expect(await bodies()).toEqual([{ middleName: null }]);
  });

  it("on a failed save, rolls the cached user back and shows the spec's message with the server's", async () => {
    const { user, router } = await openProfile({
      answer: () => ({ status: 500, body: { error: "Internal error", code: "INTERNAL" } }),
    });

    const firstName = screen.getByLabelText(/^First name/);
    await user.type(firstName, "a");
    await user.tab();

    expect(
      await screen.findByText("Error saving your information, please refresh the page and try again. Internal error"),
    ).toBeInTheDocument();
    expect(saveStatus("First name")).toHaveTextContent("Not saved");
    // The text stays in the field so it can be tried again.
    expect(firstName).toHaveValue("Alexa");

    // The optimistic "Alexa" is gone from the app's data (the server cannot be read again meanwhile):
    // the summary and the dashboard show the stored name.
    expect(screen.getByText("Alex Rivera")).toBeInTheDocument();
    expect(screen.queryByText("Alexa Rivera")).not.toBeInTheDocument();
    await act(() => router.navigate("/"));
    expect(await screen.findByText("Welcome, Alex")).toBeInTheDocument();
  });

  it("shows the server's validation message on the field when it answers 400", async () => {
    const { user } = await openProfile({
      answer: () => ({
        status: 400,
        body: { error: { issues: [{ message: "Last names cannot contain digits", path: ["lastName"] }] } },
      }),
    });

    const lastName = screen.getByLabelText(/^Last name/);
    await user.clear(lastName);
    await user.type(lastName, "Rivera2");
    await user.tab();

    expect(await screen.findByText("Last names cannot contain digits")).toBeInTheDocument();
    expect(lastName).toHaveAccessibleDescription(/Last names cannot contain digits/);
    expect(saveStatus("Last name")).toHaveTextContent("Not saved");
    expect(screen.queryByText(/Error saving your information/)).not.toBeInTheDocument();

    // Correcting the text clears the message and the error state.
    await user.type(lastName, "{Backspace}");
    expect(screen.queryByText("Last names cannot contain digits")).not.toBeInTheDocument();
    expect(saveStatus("Last name")).toHaveTextContent(/^$/);
  });

  it("refuses a birthdate in the future or more than 90 years back without sending it, and saves a valid one", async () => {
    const { patches, bodies } = await openProfile();
    const birthdate = screen.getByLabelText("Date of birth");

    fireEvent.change(birthdate, { target: { value: isoDaysFromToday(1) } });
    fireEvent.blur(birthdate);
    expect(await screen.findByText("Date cannot be in the future.")).toBeInTheDocument();

    fireEvent.change(birthdate, { target: { value: isoDaysFromToday(-1, 90) } });
    fireEvent.blur(birthdate);
    expect(await screen.findByText("Date cannot be more than 90 years ago.")).toBeInTheDocument();
    expect(patches()).toHaveLength(0);

    fireEvent.change(birthdate, { target: { value: "1990-05-12" } });
    fireEvent.blur(birthdate);
    await waitFor(() => expect(saveStatus("Date of birth")).toHaveTextContent("Saved"));
    expect(await bodies()).toEqual([{ birthdate: "1990-05-12" }]);
  });

  it("refuses an invalid phone number without sending it, and saves a valid one in E.164", async () => {
    const { user, patches, bodies } = await openProfile();
    const phone = screen.getByLabelText("Phone number");

    await user.type(phone, "555 12");
    await user.tab();
    expect(await screen.findByText("Invalid phone number")).toBeInTheDocument();
    expect(patches()).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, "2133734253");
    expect(phone).toHaveValue("(213) 373-4253");
    await user.tab();
    await waitFor(() => expect(saveStatus("Phone number")).toHaveTextContent("Saved"));
    expect(await bodies()).toEqual([{ phoneNumber: "+12133734253" }]);
    expect(screen.queryByText("Invalid phone number")).not.toBeInTheDocument();
  });

  it("saves a valid phone number after a one-second pause in typing, without leaving the field", async () => {
    const { user, patches, bodies } = await openProfile();
    useFakeClock();
    const phone = screen.getByLabelText("Phone number");

    await user.type(phone, "2133734253");
    await elapse(999);
    expect(patches()).toHaveLength(0);
    await elapse(1);
    await vi.waitFor(() => expect(saveStatus("Phone number")).toHaveTextContent("Saved"));
    expect(await bodies()).toEqual([{ phoneNumber: "+12133734253" }]);
  });

  it("saves the chosen gender at once", async () => {
    const { user, bodies } = await openProfile();

    await user.selectOptions(screen.getByLabelText("Gender"), "Non-binary");

    await waitFor(() => expect(saveStatus("Gender")).toHaveTextContent("Saved"));
    expect(await bodies()).toEqual([{ gender: "NON_BINARY" }]);
    expect(screen.getByLabelText("Gender")).toHaveDisplayValue("Non-binary");
  });
});
