import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import sirv from "sirv";
import { loadEnv } from "vite";
import { compression } from "vite-plugin-compression2";
import { contentSecurityPolicy } from "./content-security-policy.js";

/**
 * `vite preview` over HTTPS, which Vite serves with HTTP/2 as static hosts and CDNs do, when
 * PREVIEW_TLS_CERT and PREVIEW_TLS_KEY name a certificate and its key (PEM files): the front-end
 * benchmarks' `--http2` runs. Plain HTTP/1.1 otherwise.
 */
function previewHttps() {
  const cert = process.env["PREVIEW_TLS_CERT"];
  const key = process.env["PREVIEW_TLS_KEY"];
  return cert && key ? { https: { cert: readFileSync(cert), key: readFileSync(key) } } : {};
}

/**
 * `<link rel="preconnect">` to the API's origin when the app calls it on another origin (an absolute
 * VITE_API_URL, the same setting the app's config reads), so the first request after start-up (the
 * current user) does not wait for a new connection. `crossorigin`: the API is called without
 * cookies (a bearer token). Nothing when the API is on the app's origin (`/api`, the default).
 * @returns {import("vite").Plugin}
 */
function preconnectToApi() {
  /** @type {string | null} */
  let origin = null;
  return {
    name: "prenup-preconnect-api",
    configResolved(config) {
      try {
        const url = config.env["VITE_API_URL"] ?? "/api";
        origin = url.startsWith("/") ? null : new URL(url).origin;
      } catch {
        origin = null;
      }
    },
    transformIndexHtml() {
      return origin
        ? [{ tag: "link", attrs: { rel: "preconnect", href: origin, crossorigin: "" }, injectTo: "head-prepend" }]
        : [];
    },
  };
}

/**
 * The hashed files of `assets/` served as a static host or CDN serves them: the Brotli (quality 11)
 * or gzip (level 9) copy the build wrote beside each script and stylesheet (`compression` below),
 * chosen by the browser's Accept-Encoding, and cacheable for a year (their names change with their
 * content). `vite preview` on its own compresses each answer on the fly with gzip's default level:
 * about 14% more bytes for a phone to download. Other paths (index.html, the pages' fallback) are
 * left to Vite.
 * @returns {import("vite").Plugin}
 */
function servePrecompressedAssets() {
  return {
    name: "prenup-serve-precompressed-assets",
    configurePreviewServer(server) {
      const assets = resolve(server.config.root, server.config.build.outDir, server.config.build.assetsDir);
      server.middlewares.use(
        `/${server.config.build.assetsDir}`,
        sirv(assets, { brotli: true, gzip: true, etag: true, maxAge: 31_536_000, immutable: true }),
      );
    },
  };
}

/**
 * The Content-Security-Policy (content-security-policy.js) for the build's settings, read from the
 * mode's VITE_ variables as the build reads them: sent by `vite preview` with every answer, and
 * written by the build to `content-security-policy.txt` beside index.html, the header the static
 * host sends (README, "Serving the apps"). The dev server sends none: its React Refresh preamble is
 * an inline script and its updates arrive over a WebSocket.
 * @param {{ stripe?: boolean; chatWidget?: boolean }} features
 * @returns {import("vite").Plugin}
 */
function contentSecurityPolicyHeader(features) {
  let policy = "";
  return {
    name: "prenup-content-security-policy",
    config(config, { mode }) {
      const envDir = typeof config.envDir === "string" ? config.envDir : (config.root ?? process.cwd());
      policy = contentSecurityPolicy(loadEnv(mode, resolve(envDir), "VITE_"), features);
      return { preview: { headers: { "Content-Security-Policy": policy } } };
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "content-security-policy.txt", source: `${policy}\n` });
    },
  };
}

/**
 * The API on the app's own origin, as production serves it (README, "The apps"): `/api/…` is
 * forwarded to API_PROXY_TARGET (the local API by default) without its `/api` prefix, by the dev
 * server and by `vite preview` alike. Same-origin calls need no CORS preflight and share the page's
 * connection (HTTP/2 over HTTPS).
 */
export function apiProxy(target = process.env["API_PROXY_TARGET"] ?? "http://localhost:4000") {
  return {
    "^/api(?:/|$)": { target, rewrite: (/** @type {string} */ path) => path.replace(/^\/api(?=\/|$)/, "") || "/" },
  };
}

/**
 * The DOM and time limits of every front-end suite (the portals, this package, the editor): tests
 * run in happy-dom, at the address a portal's origin would have (its default is about:blank). In CI
 * these suites share two cores with the API's tests and the browser journeys, and a starved test can
 * pass Vitest's 5-second default: the limit is 30 seconds, and a failed test runs once more there (the
 * journeys are retried the same way); one that fails twice fails the run.
 */
export const DOM_TEST_SETTINGS = {
  environment: "happy-dom",
  environmentOptions: { happyDOM: { url: "http://localhost:3000" } },
  testTimeout: 30_000,
  retry: process.env["CI"] ? 1 : 0,
};

const TEST_FILES = ["{src,test}/**/*.test.{ts,tsx}"];
const ISOLATED_TEST_FILES = "{src,test}/**/*.isolated.test.{ts,tsx}";

/**
 * The Vite (and Vitest) config every portal uses, on its own fixed port: React, hidden source maps,
 * long-lived chunks for React and Mantine, the Content-Security-Policy of its production build
 * (`contentSecurityPolicy`: what only some apps load, e.g. `{ stripe: true }`), and tests in happy-dom
 * with the shared set-up.
 */
/**
 * @param {number} port
 * @param {{ contentSecurityPolicy?: { stripe?: boolean; chatWidget?: boolean } }} [options]
 */
export function portalViteConfig(port, options = {}) {
  return defineConfig({
    plugins: [
      react(),
      preconnectToApi(),
      contentSecurityPolicyHeader(options.contentSecurityPolicy ?? {}),
      // Brotli and gzip copies of the build's scripts, stylesheets and SVGs, for the static host
      // (nginx's brotli_static and gzip_static; README, "Serving the apps") and `vite preview`.
      compression({
        algorithms: ["brotliCompress", "gzip"],
        include: /\.(js|css|html|svg|json)$/,
        threshold: 1024,
        logLevel: "silent",
      }),
      servePrecompressedAssets(),
    ],
    server: { port, strictPort: true, proxy: apiProxy() },
    preview: { port, strictPort: true, proxy: apiProxy(), ...previewHttps() },
    build: {
      sourcemap: "hidden",
      rolldownOptions: {
        // Libraries that change rarely get chunks of their own, so a new release of the app's own
        // code does not make returning visitors download them again. Only what start-up itself
        // runs ('$initial': the entry's static imports) goes there: a module that only a lazily
        // loaded page uses (Mantine's Table, a form, the date pickers) stays with that page.
        output: {
          codeSplitting: {
            groups: [
              {
                name: "react",
                test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                tags: ["$initial"],
                priority: 2,
              },
              {
                name: "mantine",
                test: /node_modules[\\/](@mantine|@floating-ui|react-transition-group|react-remove-scroll|clsx)/,
                tags: ["$initial"],
                priority: 1,
              },
            ],
          },
        },
      },
    },
    test: {
      setupFiles: ["@prenup/ui/testing/setup"],
      css: false,
      ...DOM_TEST_SETTINGS,
      projects: [
        {
          extends: true,
          test: {
            name: "shared",
            include: TEST_FILES,
            exclude: [ISOLATED_TEST_FILES, "**/node_modules/**"],
            // One module graph per worker for all its files: Mantine, React and the routes are
            // imported once rather than once per file (about three quarters of the CPU time of a
            // portal's tests). A file here must leave no state behind (spy on shared objects and
            // restore them) and must not vi.mock a module that other files import unmocked.
            isolate: false,
          },
        },
        // A file that replaces a shared module (vi.mock of @prenup/ui, say) is named *.isolated.test.tsx
        // and gets a module graph of its own.
        { extends: true, test: { name: "isolated", include: [ISOLATED_TEST_FILES], isolate: true } },
      ],
    },
  });
}
