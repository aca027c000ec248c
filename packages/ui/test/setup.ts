// The same jsdom set-up the portals use.
import "../src/testing/setup.ts";
