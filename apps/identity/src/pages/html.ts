// A tiny HTML templating helper: every interpolated value is escaped (with escape-html, the one
// escaper the project uses) unless it is already Html.
import escapeHtml from "escape-html";

export { escapeHtml };

export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Value = Html | string | number | boolean | null | undefined | Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (Array.isArray(value)) return value.map(render).join("");
  if (value instanceof Html) return value.value;
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new Html(out);
}

/** Marks trusted markup (e.g. a form produced by oidc-provider). */
export const raw = (markup: string) => new Html(markup);
