import { describe, expect, it } from "vitest";
import { RECONNECT_BASE_MS, RECONNECT_CAP_MS, listenerApplicationName, reconnectDelay } from "./pg-listener.ts";

describe("reconnectDelay", () => {
  it("waits between half and all of a window that doubles from RECONNECT_BASE_MS with each failed attempt", () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT_BASE_MS);
    expect(reconnectDelay(1, () => 1)).toBe(RECONNECT_BASE_MS * 2);
    expect(reconnectDelay(3, () => 0.5)).toBe(RECONNECT_BASE_MS * 8 * 0.75);
  });

  it("is capped at RECONNECT_CAP_MS however many attempts failed, never less than half of it there", () => {
    for (const attempt of [6, 7, 20, 1_000, Number.MAX_SAFE_INTEGER]) {
      expect(reconnectDelay(attempt, () => 1)).toBe(RECONNECT_CAP_MS);
      expect(reconnectDelay(attempt, () => 0)).toBe(RECONNECT_CAP_MS / 2);
    }
  });

  it("spreads instances that lost the database together (jitter), at every attempt", () => {
    for (const attempt of [0, 2, 10]) {
      const delays = Array.from({ length: 200 }, () => reconnectDelay(attempt));
      const window = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt);
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(window / 2);
      expect(Math.max(...delays)).toBeLessThanOrEqual(window);
      expect(new Set(delays).size).toBeGreaterThan(10);
    }
  });

  it("takes a custom base and cap", () => {
    expect(reconnectDelay(0, () => 1, 10, 40)).toBe(10);
    expect(reconnectDelay(5, () => 1, 10, 40)).toBe(40);
  });
});

describe("listenerApplicationName", () => {
  it("names the channel, within PostgreSQL's 63 bytes", () => {
    expect(listenerApplicationName("couple_events")).toBe("prenup-live:couple_events");
    expect(listenerApplicationName("chat_events").length).toBeLessThanOrEqual(63);
  });
});
