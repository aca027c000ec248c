/** Public verification of a final agreement (/verify, /verify/:sha256), open without signing in. */
export { VerifyPage } from "./verify-page.tsx";
