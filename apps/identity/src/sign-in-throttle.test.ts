import { describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_THROTTLE, delayAfter, sourceKey } from "./sign-in-throttle.ts";

describe("delayAfter", () => {
  it("lets the first attempts through at once, then doubles the wait up to 15 minutes", () => {
    const waits = Array.from({ length: 17 }, (_, i) => delayAfter(i, DEFAULT_SIGN_IN_THROTTLE) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(delayAfter(1_000_000, DEFAULT_SIGN_IN_THROTTLE)).toBe(15 * 60 * 1000);
  });
});

describe("sourceKey", () => {
  it("keeps an IPv4 address (also IPv6-mapped) and counts an IPv6 address by its /64 network", () => {
    expect(sourceKey("10.0.0.1")).toBe("10.0.0.1");
    expect(sourceKey("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(sourceKey("2001:db8:1:2::5")).toBe("2001:db8:1:2::/64");
    expect(sourceKey("2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(sourceKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(sourceKey("::1")).toBe("0:0:0:0::/64");
    expect(sourceKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(sourceKey("64:ff9b::1.2.3.4")).toBe("64:ff9b:0:0::/64");
    expect(sourceKey("unknown")).toBe("unknown");
  });
});
