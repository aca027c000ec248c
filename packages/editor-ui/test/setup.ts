// The same jsdom set-up the portals use.
import "@prenup/ui/testing/setup";
