import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { GroupHeader } from "./group-header.tsx";
import { QuestionField } from "./question-field.tsx";
import { QuestionTree } from "./question-tree.tsx";
import { NOT_ANSWERED_TEXT, type AnswerValue, type QuestionLike } from "./types.ts";
import { youtubeEmbedUrl } from "./video-embed.tsx";

function question(overrides: Partial<QuestionLike> = {}): QuestionLike {
  return {
    id: "q1",
    title: "Do you own a home?",
    description: null,
    isRequired: true,
    questionType: "RADIO",
    inputType: null,
    inputRestriction: null,
    depth: 0,
    options: [
      { id: "yes", value: "Yes", isDefault: false },
      { id: "no", value: "No", isDefault: false },
    ],
    ...overrides,
  };
}

/** A field holding its own value, reporting every change. */
function Controlled({
  q,
  initial = null,
  onChange,
}: {
  q: QuestionLike;
  initial?: AnswerValue | null;
  onChange?: (value: AnswerValue) => void;
}) {
  const [value, setValue] = useState<AnswerValue | null>(initial);
  return (
    <QuestionField
      question={q}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe("QuestionField", () => {
  it("offers radio options and reports the chosen option", async () => {
    const onChange = vi.fn();
    renderWithUi(<Controlled q={question()} onChange={onChange} />);
    await userEvent.click(screen.getByRole("radio", { name: "No" }));
    expect(onChange).toHaveBeenLastCalledWith({ valueTyped: null, questionOptionIds: ["no"] });
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
  });

  it("takes an 'other' answer on a single-choice question instead of an option, and back", async () => {
    const onChange = vi.fn();
    renderWithUi(<Controlled q={question({ allowsOtherOption: true })} onChange={onChange} />);
    await userEvent.click(screen.getByRole("radio", { name: "Yes" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Other (please specify)" }), "Renting");
    expect(onChange).toHaveBeenLastCalledWith({ valueTyped: "Renting", questionOptionIds: [] });
    expect(screen.getByRole("radio", { name: "Yes" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "No" }));
    expect(onChange).toHaveBeenLastCalledWith({ valueTyped: null, questionOptionIds: ["no"] });
    expect(screen.getByRole("textbox", { name: "Other (please specify)" })).toHaveValue("");
  });

  it("keeps an 'other' answer beside checked options, and shows both read-only", async () => {
    const onChange = vi.fn();
    const q = question({ questionType: "CHECKBOX", title: "Which apply?", allowsOtherOption: true });
    renderWithUi(<Controlled q={q} onChange={onChange} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Yes" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Other (please specify)" }), "A boat");
    expect(onChange).toHaveBeenLastCalledWith({ valueTyped: "A boat", questionOptionIds: ["yes"] });
    renderWithUi(<QuestionField question={q} value={{ valueTyped: "A boat", questionOptionIds: ["yes"] }} readOnly />);
    expect(screen.getByText("Yes, Other: A boat")).toBeInTheDocument();
  });

  it("has no 'other' box where the question takes none", () => {
    renderWithUi(<Controlled q={question()} />);
    expect(screen.queryByRole("textbox", { name: "Other (please specify)" })).toBeNull();
  });

  it("lets several checkboxes be chosen and unchosen", async () => {
    const onChange = vi.fn();
    renderWithUi(<Controlled q={question({ questionType: "CHECKBOX", title: "Which apply?" })} onChange={onChange} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Yes" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "No" }));
    expect(onChange).toHaveBeenLastCalledWith({ valueTyped: null, questionOptionIds: ["yes", "no"] });
    await userEvent.click(screen.getByRole("checkbox", { name: "Yes" }));
    expect(onChange).toHaveBeenLastCalledWith({ valueTyped: null, questionOptionIds: ["no"] });
  });

  it("names a required radio group by its title and marks each radio required, with no aria attribute on the wrapper", () => {
    const { container } = renderWithUi(
      <QuestionField question={question({ questionType: "RADIO", title: "Do you agree?" })} value={null} />,
    );
    const group = screen.getByRole("radiogroup", { name: /Do you agree\?/ });
    for (const radio of within(group).getAllByRole("radio")) expect(radio).toBeRequired();
    // axe's aria-allowed-attr: the wrapper has no role, so aria-required may not sit there.
    expect(container.querySelector("[aria-required]:not(input)")).toBeNull();
  });

  it("puts no aria-required on a checkbox group (a group role cannot carry it)", () => {
    const { container } = renderWithUi(
      <QuestionField question={question({ questionType: "CHECKBOX", title: "Which apply?" })} value={null} />,
    );
    expect(screen.getByRole("group", { name: /Which apply\?/ })).toBeInTheDocument();
    expect(container.querySelector("[aria-required]")).toBeNull();
  });

  it("offers a dropdown with a placeholder and the options", async () => {
    const onChange = vi.fn();
    renderWithUi(<Controlled q={question({ questionType: "DROPDOWN", title: "Pick one" })} onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: /Pick one/ });
    expect(select).toHaveDisplayValue("Select an option");
    await userEvent.selectOptions(select, "Yes");
    expect(onChange).toHaveBeenLastCalledWith({ valueTyped: null, questionOptionIds: ["yes"] });
  });

  it("labels the input with the title, marks it required and shows the message under it", () => {
    renderWithUi(
      <QuestionField
        question={question({ questionType: "TEXT_AREA", title: "Anything else?" })}
        value={null}
        error="This field is required"
      />,
    );
    const input = screen.getByRole("textbox", { name: /Anything else\?/ });
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).toHaveAccessibleDescription(/This field is required/);
    expect(screen.getByText("*")).toBeInTheDocument();
  });

  it("reformats a currency amount when left, with the $0.00 placeholder", async () => {
    const onChange = vi.fn();
    renderWithUi(
      <Controlled
        q={question({ questionType: "TEXT_BOX", inputType: "CURRENCY", title: "Balance" })}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole("textbox", { name: /Balance/ });
    expect(input).toHaveAttribute("placeholder", "$0.00");
    await userEvent.type(input, "1234.5");
    await userEvent.tab();
    expect(input).toHaveValue("$1,234.50");
    expect(onChange).toHaveBeenLastCalledWith({ valueTyped: "$1,234.50", questionOptionIds: [] });
  });

  it("leaves a wrong amount as typed so it can be corrected", async () => {
    renderWithUi(<Controlled q={question({ questionType: "TEXT_BOX", inputType: "CURRENCY", title: "Balance" })} />);
    const input = screen.getByRole("textbox", { name: /Balance/ });
    await userEvent.type(input, "12.345");
    await userEvent.tab();
    expect(input).toHaveValue("12.345");
  });

  it("uses a date input for DATE and a phone input for PHONE", () => {
    renderWithUi(
      <>
        <QuestionField
          question={question({ id: "d", questionType: "TEXT_BOX", inputType: "DATE", title: "Wedding date" })}
          value={{ valueTyped: "2027-06-01", questionOptionIds: [] }}
        />
        <QuestionField
          question={question({ id: "p", questionType: "TEXT_BOX", inputType: "PHONE", title: "Phone" })}
          value={null}
        />
      </>,
    );
    expect(screen.getByLabelText(/Wedding date/)).toHaveAttribute("type", "date");
    expect(screen.getByLabelText(/Wedding date/)).toHaveValue("2027-06-01");
    expect(screen.getByRole("textbox", { name: /Phone/ })).toHaveAttribute("type", "tel");
  });

  it("in read-only mode shows the answer, or that the client has not answered", () => {
    renderWithUi(
      <>
        <QuestionField
          readOnly
          question={question({ id: "a", title: "Own a home?" })}
          value={{ valueTyped: null, questionOptionIds: ["yes"] }}
        />
        <QuestionField readOnly question={question({ id: "b", title: "Pets?" })} value={null} />
        <QuestionField
          readOnly
          question={question({ id: "c", title: "Notes", questionType: "TEXT_AREA" })}
          value={{ valueTyped: "  ", questionOptionIds: [] }}
        />
      </>,
    );
    expect(screen.getByText("Yes")).toBeInTheDocument();
    expect(screen.getAllByText(NOT_ANSWERED_TEXT)).toHaveLength(2);
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("QuestionTree", () => {
  it("shows only the visible questions, follow-ups indented 24 px per level", () => {
    const questions = [
      question({ id: "root" }),
      question({ id: "child", title: "How many?", depth: 1 }),
      question({ id: "grandchild", title: "Where?", depth: 2 }),
      question({ id: "hidden", title: "Hidden one", depth: 1 }),
    ];
    renderWithUi(
      <QuestionTree
        questions={questions}
        visibleIds={new Set(["root", "child", "grandchild"])}
        renderQuestion={(q) => <p>{q.title}</p>}
      />,
    );
    expect(screen.queryByText("Hidden one")).toBeNull();
    const indent = (text: string) => (screen.getByText(text).closest("[data-depth]") as HTMLElement).style.paddingLeft;
    expect(indent("Do you own a home?")).toBe("0px");
    expect(indent("How many?")).toBe("24px");
    expect(indent("Where?")).toBe("48px");
  });
});

describe("GroupHeader and videos", () => {
  it("shows the title, description and an embedded video with its title and author on two lines", () => {
    renderWithUi(
      <GroupHeader
        group={{
          id: "g",
          title: "About you",
          description: "We use these details on your agreement.",
          icon: "IconUser",
          iconColor: "blue",
          videos: [
            {
              id: "v",
              title: "Why your state matters",
              author: "Morgan Ellis",
              youtubeLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "About you" })).toBeInTheDocument();
    expect(screen.getByText("We use these details on your agreement.")).toBeInTheDocument();
    const frame = screen.getByTitle("Why your state matters");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    const title = screen.getByText("Why your state matters", { selector: "p" });
    const author = screen.getByText("Morgan Ellis");
    expect(title.parentElement).toBe(author.parentElement);
  });

  it("offers a link instead of an embed when the address names no video", () => {
    renderWithUi(
      <GroupHeader
        group={{
          id: "g",
          title: "T",
          description: null,
          icon: null,
          iconColor: null,
          videos: [{ title: "Channel video", author: null, youtubeLink: "https://www.youtube.com/@prenup/clip" }],
        }}
      />,
    );
    expect(screen.queryByTitle("Channel video")).toBeNull();
    expect(within(screen.getByRole("link")).getByText("Channel video")).toBeInTheDocument();
  });

  it("recognises the usual YouTube addresses", () => {
    expect(youtubeEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(youtubeEmbedUrl("https://www.youtube.com/embed/dQw4w9WgXcQ?start=3")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(youtubeEmbedUrl("https://example.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youtubeEmbedUrl("not a url")).toBeNull();
  });
});
