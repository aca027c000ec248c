import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { helmetHeaders } from "./security.ts";

/** The headers helmet leaves on a real response. */
function onARealResponse(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader("X-Powered-By", "something");
  helmet(options)(request, response, () => undefined);
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

describe("helmetHeaders", () => {
  it.each<[string, HelmetOptions]>([
    ["the defaults", {}],
    [
      "the API's options",
      {
        contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
        crossOriginResourcePolicy: { policy: "same-site" },
      },
    ],
    ["some headers turned off", { strictTransportSecurity: false, xFrameOptions: false }],
  ])("are the headers helmet sets on a response, with %s", (_name, options) => {
    const headers = helmetHeaders(options);
    expect(headers).toEqual(onARealResponse(options));
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });

  it("follows the options: a header turned off is not sent", () => {
    expect(helmetHeaders({ strictTransportSecurity: false })).not.toHaveProperty("strict-transport-security");
    expect(helmetHeaders({})).toHaveProperty("strict-transport-security");
  });
});
