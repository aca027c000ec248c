import type { FastifyReply } from "fastify";

/**
 * A page the API serves in place of a provider's own (the embedded payment gateway's approval and
 * onboarding pages, the embedded notary's session): one plain layout, an empty icon (the browser
 * asks for no favicon), and a policy that allows only its inline style and forms posting back here
 * or to the app it returns to. `main` is trusted HTML: callers escape what they put in it.
 */
export function sendStandInPage(
  reply: FastifyReply,
  page: { title: string; main: string; returnTo: string; extraStyle?: string },
) {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<link rel="icon" href="data:,"><title>${page.title}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1f24}` +
    `main{border:1px solid #d0d7de;border-radius:12px;padding:1.5rem}p.note{color:#57606a;font-size:.9rem}` +
    `button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #1f6f43;background:#1f6f43;color:#fff;cursor:pointer}${page.extraStyle ?? ""}</style>` +
    `</head><body><main>${page.main}</main></body></html>`;
  const appOrigin = new URL(page.returnTo).origin;
  return reply
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' ${appOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .type("text/html; charset=utf-8")
    .send(html);
}
