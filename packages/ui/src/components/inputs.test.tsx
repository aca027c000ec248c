import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { MoneyInput } from "./money-input.tsx";
import { formatPhoneAsTyped } from "@prenup/domain";
import { PhoneInput } from "./phone-input.tsx";

describe("MoneyInput", () => {
  it("reports what is typed in cents and tidies the text when left", async () => {
    const onChangeCents = vi.fn();
    renderWithUi(<MoneyInput label="Balance" valueInCents={null} onChangeCents={onChangeCents} />);
    const input = screen.getByRole("textbox", { name: "Balance" });

    await userEvent.type(input, "1234.5");
    expect(onChangeCents).toHaveBeenLastCalledWith(123450);
    await userEvent.tab();
    expect(input).toHaveValue("1,234.50");
  });

  it("shows the server's message for a wrong amount once left, and never reports it", async () => {
    const onChangeCents = vi.fn();
    renderWithUi(<MoneyInput label="Balance" valueInCents={null} onChangeCents={onChangeCents} />);
    const input = screen.getByRole("textbox", { name: "Balance" });

    await userEvent.type(input, "12.345");
    expect(screen.queryByText("Currency can only have up to 2 decimal places")).toBeNull();
    await userEvent.tab();

    expect(screen.getByText("Currency can only have up to 2 decimal places")).toBeInTheDocument();
    expect(onChangeCents).not.toHaveBeenCalledWith(1235);
    expect(onChangeCents).toHaveBeenLastCalledWith(1234);
  });

  it("requires a value when required", async () => {
    renderWithUi(<MoneyInput label="Income" required valueInCents={null} onChangeCents={vi.fn()} />);
    await userEvent.click(screen.getByRole("textbox", { name: /Income/ }));
    await userEvent.tab();
    expect(screen.getByText("Currency value is required")).toBeInTheDocument();
  });

  it("shows a value given from outside", () => {
    renderWithUi(<MoneyInput label="Price" valueInCents={69900} onChangeCents={vi.fn()} />);
    expect(screen.getByRole("textbox", { name: "Price" })).toHaveValue("699");
  });
});

function ControlledPhone({ required = false }: { required?: boolean }) {
  const [value, setValue] = useState("");
  return <PhoneInput label="Phone number" value={value} onChange={setValue} required={required} />;
}

describe("PhoneInput", () => {
  it("formats a US number as it is typed", async () => {
    renderWithUi(<ControlledPhone />);
    const input = screen.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(input, "2133734253");
    expect(input).toHaveValue("(213) 373-4253");
    await userEvent.tab();
    expect(screen.queryByText("Invalid phone number")).toBeNull();
  });

  it("says 'Invalid phone number' for a number that does not exist, once left", async () => {
    renderWithUi(<ControlledPhone />);
    const input = screen.getByRole("textbox", { name: "Phone number" });
    await userEvent.type(input, "12345");
    expect(screen.queryByText("Invalid phone number")).toBeNull();
    await userEvent.tab();
    expect(screen.getByText("Invalid phone number")).toBeInTheDocument();
  });

  it("leaves deletions alone so backspace works over formatting", () => {
    expect(formatPhoneAsTyped("(213) 373-4", "(213) 373-")).toBe("(213) 373-");
    expect(formatPhoneAsTyped("+44 20", "+44 207")).toBe("+44 20 7");
  });
});
