import { describe, expect, it } from "vitest";
import { formatBytes, percentile } from "./util.ts";

describe("percentile", () => {
  it("uses the nearest rank", () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 99)).toBe(10);
    expect(percentile(samples, 0)).toBe(1);
  });
  it("refuses empty samples and impossible ranks", () => {
    expect(() => percentile([], 50)).toThrow("No samples");
    expect(() => percentile([1], 101)).toThrow();
  });
});

describe("formatBytes", () => {
  it("picks a readable unit", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2.0 kB");
    expect(formatBytes(3 * 1024 * 1024)).toBe("3.00 MB");
  });
});
