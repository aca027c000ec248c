import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createFakeAuth } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import type * as Ui from "@prenup/ui";
import { routes } from "../src/app/routes.tsx";
import { questionnaireApi, user as person } from "./questionnaire-fixtures.ts";

// Each question field counts its renders by question id (the real field renders as before).
const renders = new Map<string, number>();
vi.mock("@prenup/ui", async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  function CountedQuestionField(props: ComponentProps<typeof ui.QuestionField>) {
    renders.set(props.question.id, (renders.get(props.question.id) ?? 0) + 1);
    return <ui.QuestionField {...props} />;
  }
  return { ...ui, QuestionField: CountedQuestionField };
});

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import("../src/features/questionnaire/section-page.tsx");
}, 120_000);

describe("typing in a section", () => {
  it("re-renders only the question typed in, not the section's other questions", async () => {
    const { user } = renderApp(routes, "/questionnaire/relationship", {
      auth: createFakeAuth({ signedIn: true }),
      api: questionnaireApi(),
    });
    const story = await screen.findByRole("textbox", { name: /How did you meet/ });
    expect(screen.getByRole("radio", { name: "Yes" })).toBeInTheDocument();
    const before = new Map(renders);
    expect(before.get("q-children")).toBeGreaterThan(0);

    await user.type(story, "At a concert");
    expect(story).toHaveValue("At a concert");

    // Twelve keystrokes: the story's field rendered for each of them, the radio question not once.
    expect((renders.get("q-story") ?? 0) - (before.get("q-story") ?? 0)).toBeGreaterThanOrEqual(12);
    expect(renders.get("q-children")).toBe(before.get("q-children"));
  });

  it("saving an answer re-renders none of the section's other questions", async () => {
    const { user, requests } = renderApp(routes, "/questionnaire/relationship", {
      auth: createFakeAuth({ signedIn: true }),
      api: questionnaireApi(),
    });
    const story = await screen.findByRole("textbox", { name: /How did you meet/ });
    await user.type(story, "Hiking");
    const before = new Map(renders);

    // Leaving the field saves it; the saved answer and the section's status from the response go into the cache.
    await user.tab();
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.method === "PUT" && new URL(request.url).pathname === `/users/${person.id}/answers/q-story`,
        ),
      ).toBe(true),
    );
    await screen.findByRole("button", { name: "Continue" });
    await waitFor(() => expect(story).toHaveValue("Hiking"));

    expect(renders.get("q-children")).toBe(before.get("q-children"));
  });
});
