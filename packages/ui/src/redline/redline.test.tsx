import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithUi } from "../testing/render-with-ui.tsx";
import { formatDateTime } from "@prenup/domain";
import { AgreementChanges } from "./redline.tsx";
import { trackAgreement, type VersionSection } from "./track-agreement.ts";
import type { ChangeMark } from "./track-changes.ts";

const morgan: ChangeMark = { author: "Morgan Ellis", at: "2026-11-23T16:40:00.000Z", draft: false, summary: null };

const version = (text: string): VersionSection[] => [
  {
    id: "s1",
    key: "separate_property",
    title: "Separate Property",
    text: "",
    listStyle: "NUMERIC",
    textStyle: null,
    isSeparatePage: false,
    clauses: [
      { id: "c1", key: "keep", title: null, text, listStyle: "NONE", textStyle: null, children: [] },
      { id: "c2", key: "gifts", title: "Gifts", text: "Gifts stay.", listStyle: "NONE", textStyle: null, children: [] },
    ],
  },
];

describe("AgreementChanges", () => {
  it("shows each changed clause's inserted and deleted words with who changed it and when, and leaves out the rest", () => {
    const sections = trackAgreement([
      { sections: version("Each party keeps their own property."), change: null },
      { sections: version("Each party keeps their separate property."), change: morgan },
    ]);
    renderWithUi(<AgreementChanges sections={sections} label="Changes" />);

    const region = screen.getByRole("region", { name: "Changes" });
    const article = within(region).getByRole("region", { name: "Separate Property" });
    expect(article.querySelector("del")).toHaveTextContent("own");
    expect(article.querySelector("ins")).toHaveTextContent("separate");
    expect(article.querySelector("ins")).toHaveAttribute(
      "title",
      `Inserted by Morgan Ellis, ${formatDateTime(morgan.at)}`,
    );
    expect(within(article).getByText(`Changed by Morgan Ellis, ${formatDateTime(morgan.at)}`)).toBeInTheDocument();
    expect(within(article).queryByText("Gifts stay.")).not.toBeInTheDocument();
  });

  it("says so when nothing changed", () => {
    const sections = trackAgreement([
      { sections: version("Same."), change: null },
      { sections: version("Same."), change: morgan },
    ]);
    renderWithUi(<AgreementChanges sections={sections} label="Changes" />);
    expect(screen.getByText("These two versions say the same thing.")).toBeInTheDocument();
  });
});
