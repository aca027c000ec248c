// Vitest setup for anything rendering Mantine in happy-dom ("@prenup/ui/testing/setup" in setupFiles):
// jest-dom matchers, a clean DOM and session storage after each test, a wait long enough for lazily
// loaded modules, and stand-ins for the layout APIs that describe a desktop-width window (matchMedia,
// always: a test spreads its answer into a phone-width one; ResizeObserver, scrollIntoView where
// missing).
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Pages, popups and the notification area are loaded lazily (as in the browser); in tests each is
// transformed on first use, which takes longer than testing-library's 1 s on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

Object.defineProperty(window, "matchMedia", {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!("ResizeObserver" in window)) {
  Object.defineProperty(window, "ResizeObserver", { writable: true, configurable: true, value: ResizeObserverStub });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// Testing Library recognises fake timers only through a global `jest`: after every user-event
// action it waits on a zero-delay timeout and moves the clock itself only when it sees one. With
// Vitest's fake timers that timeout would never fire and `await user.click(...)` would hang, so
// Vitest's clock is offered under that name (it is used only while fake timers are on).
if (!("jest" in globalThis)) {
  Object.defineProperty(globalThis, "jest", {
    configurable: true,
    value: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
  });
}

// happy-dom follows `location.assign` (to a payment or onboarding page, say): each test starts again
// at the page's own address.
const startUrl = window.location.href;
const { happyDOM } = window as unknown as { happyDOM?: { setURL: (url: string) => void } };

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  if (window.location.href !== startUrl) happyDOM?.setURL(startUrl);
});
