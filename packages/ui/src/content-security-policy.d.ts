/** The apps' Content-Security-Policy header value for a build's VITE_ settings (see content-security-policy.js). */
export function contentSecurityPolicy(
  env: Record<string, string | undefined>,
  features?: { stripe?: boolean; chatWidget?: boolean },
): string;
