/**
 * Fetches the styles of the components pages use (page-styles.css) once; lazyPage and the popups
 * loaded after start-up wait for it together with their own module.
 */
export function loadPageStyles(): Promise<unknown> {
  return import("./page-styles.ts");
}

/** A lazily loaded module together with the page styles: `lazy(() => withPageStyles(import("./x.tsx")))`. */
export async function withPageStyles<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadPageStyles()]);
  return loaded;
}
