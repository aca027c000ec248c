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
  children: ReactNode;
}

/**
 * The page shell: the side menu (fixed on desktop, a drawer on mobile), the 56 px header and the
 * content area, whose width follows the spec's steps (full width, 816 px from 1120 px, 1120 px from 1304 px).
 * The first thing a keyboard reaches is "Skip to content", shown when focused, which moves the focus
 * past the menu and the header to the page itself.
 */
export function AppLayout({ header, sideMenu, children }: AppLayoutProps) {
  return (
    <div className={sideMenu ? "prenup-app-layout prenup-app-layout--with-menu" : "prenup-app-layout"}>
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
