import { mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createOffsetFileClock } from "./clock.ts";

describe("createOffsetFileClock", () => {
  let folder: string;
  let file: string;
  // One whole second as a file time, given to two versions of the file as one coarse clock tick would.
  const aTick = new Date("2026-01-01T00:00:00Z");
  // To the second (the two readings are a moment apart, the clock's first); `+ 0` makes a rounded -0 a 0.
  const offsetOf = (clock: { now(): Date }) => Math.round((clock.now().getTime() - Date.now()) / 1000) * 1000 + 0;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "offset-clock-"));
    file = join(folder, "offset");
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("runs on the system time while there is no file, and moves by the file's milliseconds", () => {
    const clock = createOffsetFileClock(file);
    expect(offsetOf(clock)).toBe(0);
    writeFileSync(file, String(8 * 86_400_000));
    expect(offsetOf(clock)).toBe(8 * 86_400_000);
    rmSync(file);
    expect(offsetOf(clock)).toBe(0);
  });

  it("reads a replacing file even when it carries the same time and size as the one it replaces", () => {
    writeFileSync(file, "1000");
    utimesSync(file, aTick, aTick);
    const clock = createOffsetFileClock(file);
    expect(offsetOf(clock)).toBe(1000);
    const next = `${file}.next`;
    writeFileSync(next, "5000");
    utimesSync(next, aTick, aTick);
    renameSync(next, file);
    expect(offsetOf(clock)).toBe(5000);
  });

  it("reads a file rewritten in place within the same time tick when its size changes", () => {
    writeFileSync(file, "");
    utimesSync(file, aTick, aTick);
    const clock = createOffsetFileClock(file);
    expect(offsetOf(clock)).toBe(0);
    writeFileSync(file, "60000");
    utimesSync(file, aTick, aTick);
    expect(offsetOf(clock)).toBe(60_000);
  });
});
