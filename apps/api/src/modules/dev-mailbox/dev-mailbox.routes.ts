import escapeHtml from "escape-html";
import { z } from "zod";
import { access } from "../../access/rules.ts";
import { timestampSchema } from "../../http/schemas.ts";
import type { ApiInstance } from "../../http/types.ts";
import type { OutboxStore } from "../../integrations/mail/index.ts";

const MAILBOX_LIMIT = 100;

const mailboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.uuid(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      createdAt: timestampSchema,
    }),
  ),
});

/** Plain text with its links made clickable (each part escaped). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
}

/**
 * The API's outbox as a mailbox, for local development and end-to-end tests (which read invitation
 * links from it). Registered only when API_DEV_MAILBOX is on, which the configuration refuses in
 * production: the page shows live invitation links to anyone who can reach the API.
 */
export function registerDevMailboxRoutes(app: ApiInstance, deps: { enabled: boolean; outbox: OutboxStore }): void {
  if (!deps.enabled) return;
  const store = deps.outbox;

  const list = async () =>
    (await store.listNewest(MAILBOX_LIMIT)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));

  app.get(
    "/dev/mailbox.json",
    {
      config: { access: access.anonymous() },
      schema: { hide: true, response: { 200: mailboxResponseSchema } },
    },
    async () => ({ messages: await list() }),
  );

  app.get(
    "/dev/mailbox",
    { config: { access: access.anonymous() }, schema: { hide: true } },
    async (_request, reply) => {
      const messages = await list();
      const items = messages
        .map(
          (message) =>
            `<article><h2>${escapeHtml(message.subject)}</h2>` +
            `<p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.createdAt)}</p>` +
            `<pre>${linkify(message.text)}</pre></article>`,
        )
        .join("\n");
      const body =
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API dev mailbox</title>` +
        `<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}` +
        `article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#555}</style>` +
        `</head><body><h1>API dev mailbox</h1>` +
        (items || "<p>No e-mails yet.</p>") +
        `</body></html>`;
      return reply.type("text/html; charset=utf-8").send(body);
    },
  );
}
