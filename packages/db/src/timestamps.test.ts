import { describe, expect, it } from "vitest";
import { isoTimestamp } from "./timestamps.ts";

const throughDate = (value: string | Date) => new Date(value).toISOString();

describe("isoTimestamp", () => {
  it("writes PostgreSQL's UTC text, from the text protocol and from json, as Date's ISO form would", () => {
    const written = [
      "2026-11-27 21:04:11.123456+00",
      "2026-11-27T21:04:11.123456+00:00",
      "2026-11-27 21:04:11.123999+00",
      "2026-11-27 21:04:11.9999+00",
      "2026-11-27 21:04:11.5+00",
      "2026-11-27 21:04:11.12+00:00",
      "2026-11-27 21:04:11+00",
      "2026-11-27T21:04:11+00:00",
      "2026-11-27T21:04:11.000001+0000",
      "2026-11-27T21:04:11.123Z",
      "2028-02-29 23:59:59.999999+00",
      "0999-01-01 00:00:00+00",
    ];
    for (const value of written) expect(isoTimestamp(value), value).toBe(throughDate(value));
    expect(isoTimestamp("2026-11-27 21:04:11.987654+00")).toBe("2026-11-27T21:04:11.987Z");
  });

  it("agrees with Date for every fraction length and many instants", () => {
    for (let step = 0; step < 2000; step += 1) {
      const instant = new Date(Date.UTC(2020, 0, 1) + step * 7_919_933_117);
      const digits = String(step * 7919)
        .padStart(6, "0")
        .slice(-6);
      const base = instant.toISOString().slice(0, 19);
      for (const length of [0, 1, 3, 4, 6]) {
        const fraction = length === 0 ? "" : `.${digits.slice(0, length)}`;
        for (const value of [`${base.replace("T", " ")}${fraction}+00`, `${base}${fraction}+00:00`])
          expect(isoTimestamp(value), value).toBe(throughDate(value));
      }
    }
  });

  it("takes other offsets and Date values through Date, null as null, and refuses what is no time", () => {
    expect(isoTimestamp("2026-11-27 21:04:11.123456-05")).toBe("2026-11-28T02:04:11.123Z");
    expect(isoTimestamp("2026-11-27T21:04:11.5+05:30")).toBe("2026-11-27T15:34:11.500Z");
    expect(isoTimestamp(new Date(Date.UTC(2026, 10, 27, 21, 4, 11, 7)))).toBe("2026-11-27T21:04:11.007Z");
    expect(isoTimestamp(null)).toBeNull();
    expect(isoTimestamp(undefined)).toBeNull();
    expect(() => isoTimestamp("yesterday")).toThrow(RangeError);
  });
});
