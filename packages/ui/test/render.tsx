import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { UiProvider } from "../src/ui-provider.tsx";

export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <UiProvider>{children}</UiProvider>, ...options });
}
