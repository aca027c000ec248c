/**
 * Intl date formatters, built on first use and kept by their options: building one costs about ten
 * times what formatting with it does (on a phone, the first one of a page loads the locale data: over
 * 100 ms of main-thread time). A zone Intl does not know throws, and nothing is kept.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The en-US formatter with these options, the same one on every call with equal options. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat("en-US", options)));
  return format;
}
