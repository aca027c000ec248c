import { Profiler, type ProfilerOnRenderCallback } from "react";
import { Checkbox, Radio, TextInput } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithUi } from "./testing/render-with-ui.tsx";

// The patch on @mantine/hooks' useId (patches/README.md): an input's id is React's own from its
// first render, so mounting a form's inputs is one commit. Unpatched, every input set a random id
// in a layout effect and rendered again at once, inside the commit that mounted it: a section of
// sixteen questions rendered its inputs twice, the second time in one uninterruptible task.
describe("Mantine inputs (patched useId)", () => {
  function mountCommits(ui: React.ReactNode): string[] {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
    renderWithUi(
      <Profiler id="inputs" onRender={onRender}>
        {ui}
      </Profiler>,
    );
    return phases;
  }

  it("mounts a text input, a radio group and a checkbox in a single commit", () => {
    const phases = mountCommits(
      <>
        <TextInput label="First name" />
        <Radio.Group label="Pronouns">
          <Radio value="she" label="She" />
          <Radio value="he" label="He" />
        </Radio.Group>
        <Checkbox label="I agree" />
      </>,
    );
    expect(phases).toEqual(["mount"]);
  });

  it("still ties every label to its own input, with ids unique on the page", () => {
    renderWithUi(
      <>
        <TextInput label="First name" />
        <TextInput label="Last name" />
        <Checkbox label="I agree" />
      </>,
    );
    const inputs = [
      screen.getByLabelText("First name"),
      screen.getByLabelText("Last name"),
      screen.getByLabelText("I agree"),
    ];
    const ids = inputs.map((input) => input.id);
    expect(ids.every((id) => id.startsWith("mantine-"))).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });

  it("keeps an id given by the caller", () => {
    renderWithUi(<TextInput id="email-field" label="Email" />);
    expect(screen.getByLabelText("Email").id).toBe("email-field");
  });
});
