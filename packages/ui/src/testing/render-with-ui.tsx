import type { ReactElement, ReactNode } from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { UiProvider } from "../ui-provider.tsx";

/** Renders a component inside the theme and notifications. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => <UiProvider>{children}</UiProvider>,
    ...options,
  });
}
