import { describe, expect, it } from "vitest";
import { firstLoadScripts } from "./bundle-size.ts";

describe("firstLoadScripts", () => {
  it("lists the entry script and the modulepreloads, not stylesheets or icons", () => {
    const html = `<head>
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="modulepreload" crossorigin href="/assets/react-2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-3.css">
    </head>`;
    expect(firstLoadScripts(html)).toEqual(["assets/index-1.js", "assets/react-2.js"]);
  });
  it("finds nothing in a page without scripts", () => {
    expect(firstLoadScripts("<html></html>")).toEqual([]);
  });
});
