import { html, type Html } from "./html.ts";

export interface PageOptions {
  title: string;
  heading: string;
  intro?: string | Html;
  body: Html;
  /** Message announced to assistive technology (role="alert"). */
  error?: string | undefined;
  notice?: string | undefined;
  /** Extra class on the card: "wide" (dev mailbox) or "document" (long reading pages). */
  variant?: "wide" | "document";
  /** Small print at the bottom of the card (e.g. links to the terms and the privacy notice). */
  footer?: Html;
}

export function renderPage(options: PageOptions): string {
  return (
    "<!doctype html>\n" +
    html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title} · Prenup</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/styles.css">
</head>
<body>
<main class="${options.variant ? `card ${options.variant}` : "card"}" aria-labelledby="page-heading">
<p class="brand">Prenup</p>
<h1 id="page-heading">${options.heading}</h1>
${options.intro ? html`<p class="intro">${options.intro}</p>` : ""}
${options.error ? html`<div class="message error" role="alert" id="form-error">${options.error}</div>` : ""}
${options.notice ? html`<div class="message notice" role="status">${options.notice}</div>` : ""}
${options.body}
${options.footer ? html`<footer class="page-footer">${options.footer}</footer>` : ""}
</main>
</body>
</html>`.value
  );
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  value?: string | undefined;
  autocomplete: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  autofocus?: boolean;
  minLength?: number;
}

export function field(options: FieldOptions): Html {
  const id = `field-${options.name}`;
  const describedBy = [options.hint ? `${id}-hint` : "", options.error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return html`<div class="field">
<label for="${id}">${options.label}</label>
${options.hint ? html`<p class="hint" id="${id}-hint">${options.hint}</p>` : ""}
<input id="${id}" name="${options.name}" type="${options.type ?? "text"}" autocomplete="${options.autocomplete}"${
    options.value !== undefined && options.type !== "password" ? html` value="${options.value}"` : ""
  }${options.required === false ? "" : html` required`}${options.minLength ? html` minlength="${options.minLength}"` : ""}${
    options.autofocus ? html` autofocus` : ""
  }${options.error ? html` aria-invalid="true"` : ""}${describedBy ? html` aria-describedby="${describedBy}"` : ""}>
${options.error ? html`<p class="field-error" id="${id}-error">${options.error}</p>` : ""}
</div>`;
}
