import { describe, expect, it } from "vitest";
import { cpuBetween } from "./cpu.ts";

describe("PostgreSQL CPU between two readings", () => {
  it("adds what each process alive at the end used since the first reading, and a new one's whole time", () => {
    const before = new Map([
      ["10", 100],
      ["11", 50],
      ["12", 999],
    ]);
    const after = new Map([
      ["10", 130],
      ["11", 50],
      ["13", 20],
    ]);
    expect(cpuBetween(before, after)).toBe(50);
  });
});
