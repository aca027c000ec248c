import { describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import type { Telemetry } from "./start.ts";
import type { TelemetryUser } from "./user.ts";
import { useTelemetryUser } from "./use-telemetry-user.ts";

const USER: TelemetryUser = {
  id: "u1",
  firstName: "Dana",
  lastName: null,
  email: "dana@example.com",
  createdAt: "2026-03-01T12:00:00Z",
};

describe("useTelemetryUser", () => {
  it("identifies the user once loaded, and nobody while loading", () => {
    const telemetry: Telemetry = { start: vi.fn(), identify: vi.fn() };
    const { rerender } = renderHook(
      ({ user }: { user: TelemetryUser | undefined }) => useTelemetryUser(user, telemetry),
      {
        initialProps: { user: undefined as TelemetryUser | undefined },
      },
    );
    expect(telemetry.identify).not.toHaveBeenCalled();

    rerender({ user: USER });
    expect(telemetry.identify).toHaveBeenCalledWith(USER);
  });
});
