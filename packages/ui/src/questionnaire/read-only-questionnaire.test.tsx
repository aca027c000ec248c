import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import {
  ReadOnlyQuestionnaire,
  type QueryView,
  type ReadOnlyGroupLike,
  type ReadOnlySectionLike,
} from "./read-only-questionnaire.tsx";
import { NOT_ANSWERED_TEXT } from "./types.ts";

const loaded = <T,>(data: T): QueryView<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: vi.fn(),
});
const pending = <T,>(): QueryView<T> => ({
  isPending: true,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
});
const failed = <T,>(message: string): QueryView<T> => ({
  isPending: false,
  isError: true,
  error: new Error(message),
  data: undefined,
  refetch: vi.fn(),
});

const sections: ReadOnlySectionLike[] = [
  { id: "s1", name: "Our Home", status: "IN_PROGRESS" },
  { id: "s2", name: "Debts", status: null },
];

const base = {
  description: null,
  isRequired: true,
  inputType: null,
  inputRestriction: null,
  depth: 0,
  parentQuestionId: null,
  showWhenOptionIds: [] as string[],
};
const group: ReadOnlyGroupLike = {
  id: "g1",
  title: "The home",
  description: null,
  icon: null,
  iconColor: null,
  questions: [
    {
      ...base,
      id: "own",
      title: "Do you own a home?",
      questionType: "RADIO",
      options: [
        { id: "yes", value: "Yes", isDefault: false },
        { id: "no", value: "No", isDefault: false },
      ],
      answer: { valueTyped: null, questionOptionIds: ["yes"] },
    },
    {
      ...base,
      id: "where",
      title: "Where is it?",
      questionType: "TEXT_BOX",
      depth: 1,
      parentQuestionId: "own",
      showWhenOptionIds: ["yes"],
      options: [],
      answer: null,
    },
    {
      ...base,
      id: "rent",
      title: "How much rent?",
      questionType: "TEXT_BOX",
      depth: 1,
      parentQuestionId: "own",
      showWhenOptionIds: ["no"],
      options: [],
      answer: null,
    },
  ],
};

describe("ReadOnlyQuestionnaire", () => {
  it("shows the section's visible questions with their answers, and 'not answered' for the rest", () => {
    renderWithUi(
      <ReadOnlyQuestionnaire
        sections={loaded(sections)}
        selectedSectionId={null}
        onSelectSection={vi.fn()}
        groups={loaded({ groups: [group] })}
      />,
    );
    expect(screen.getByRole("heading", { name: "The home", level: 3 })).toBeInTheDocument();
    expect(screen.getByText("Do you own a home?")).toBeInTheDocument();
    expect(screen.getByText("Yes")).toBeInTheDocument();
    expect(screen.getByText("Where is it?")).toBeInTheDocument();
    expect(screen.getByText(NOT_ANSWERED_TEXT)).toBeInTheDocument();
    // The follow-up of the other option stays hidden, as on the questionnaire.
    expect(screen.queryByText("How much rent?")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Section" })).toHaveValue("Our Home — in progress");
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });

  it("shows a phone number, a date and an amount as people read them, and other text as typed", () => {
    const typed = (id: string, title: string, inputType: string, valueTyped: string) => ({
      ...base,
      id,
      title,
      questionType: "TEXT_BOX" as const,
      inputType: inputType as never,
      options: [],
      answer: { valueTyped, questionOptionIds: [] },
    });
    renderWithUi(
      <ReadOnlyQuestionnaire
        sections={loaded(sections)}
        selectedSectionId={null}
        onSelectSection={vi.fn()}
        groups={loaded({
          groups: [
            {
              ...group,
              questions: [
                typed("phone", "Best phone number?", "PHONE", "+12125550163"),
                typed("born", "Date of birth?", "DATE", "1990-06-21"),
                typed("ring", "Value of the ring?", "CURRENCY", "4500"),
                typed("odd", "Another date?", "DATE", "sometime in June"),
                typed("name", "Business name?", "TEXT", "+12125550163"),
              ],
            },
          ],
        })}
      />,
    );
    expect(screen.getByText("(212) 555-0163")).toBeInTheDocument();
    expect(screen.getByText("June 21, 1990")).toBeInTheDocument();
    expect(screen.getByText("$4,500.00")).toBeInTheDocument();
    expect(screen.getByText("sometime in June")).toBeInTheDocument();
    expect(screen.getByText("+12125550163")).toBeInTheDocument();
  });

  it("says 'not answered' in the reader's words when given", () => {
    renderWithUi(
      <ReadOnlyQuestionnaire
        sections={loaded(sections)}
        selectedSectionId={null}
        onSelectSection={vi.fn()}
        groups={loaded({ groups: [group] })}
        notAnsweredText="Not answered yet."
      />,
    );
    expect(screen.getByText("Not answered yet.")).toBeInTheDocument();
    expect(screen.queryByText(NOT_ANSWERED_TEXT)).not.toBeInTheDocument();
  });

  it("has loading, empty and error states, with a retry", async () => {
    const { unmount } = renderWithUi(
      <ReadOnlyQuestionnaire
        sections={pending()}
        selectedSectionId={null}
        onSelectSection={vi.fn()}
        groups={pending()}
      />,
    );
    expect(screen.getByText(/loading/i)).toBeInTheDocument();
    unmount();
    const view = renderWithUi(
      <ReadOnlyQuestionnaire
        sections={loaded([])}
        selectedSectionId={null}
        onSelectSection={vi.fn()}
        groups={pending()}
        emptyText="No questionnaire yet."
      />,
    );
    expect(screen.getByText("No questionnaire yet.")).toBeInTheDocument();
    view.unmount();
    const groups = failed<{ groups: ReadOnlyGroupLike[] }>("Section not found");
    const user = userEvent.setup();
    renderWithUi(
      <ReadOnlyQuestionnaire
        sections={loaded(sections)}
        selectedSectionId="s2"
        onSelectSection={vi.fn()}
        groups={groups}
      />,
    );
    expect(screen.getByText("Section not found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /try again|retry/i }));
    expect(groups.refetch).toHaveBeenCalled();
  });
});
