import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// The suite runs beside the other packages' on two cores: a refetch the hooks start can take longer
// than testing-library's 1 s wait there, so `waitFor` waits up to 10 s (a wrong value still fails).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
