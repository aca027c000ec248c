import type { MouseEvent, ReactNode } from "react";

/** The id of the page's main content, the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/** Moves the keyboard focus to the main content (the router keeps the URL as it is). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

export interface AppLayoutProps {
  header: ReactNode;
  sideMenu?: ReactNode;
  /** "steps" (the default): the spec's content widths; "wide": the window's width up to 1600 px, for desks of tables. */
  contentWidth?: "steps" | "wide";
  children: ReactNode;
}

/**
 * The page shell: the side menu (fixed on desktop, a drawer on mobile), the 56 px header and the
 * content area, whose width follows the spec's steps (full width, 816 px from 1120 px, 1120 px from 1304 px)
 * or, wide, takes the window's width up to 1600 px.
 * The first thing a keyboard reaches is "Skip to content", shown when focused, which moves the focus
 * past the menu and the header to the page itself.
 */
export function AppLayout({ header, sideMenu, contentWidth = "steps", children }: AppLayoutProps) {
  const classes = ["prenup-app-layout"];
  if (sideMenu) classes.push("prenup-app-layout--with-menu");
  if (contentWidth === "wide") classes.push("prenup-app-layout--wide");
  return (
    <div className={classes.join(" ")}>
      <a className="prenup-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        Skip to content
      </a>
      {sideMenu}
      {header}
      <main className="prenup-app-layout__main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div className="prenup-app-layout__content">{children}</div>
      </main>
    </div>
  );
}
