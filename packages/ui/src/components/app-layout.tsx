import type { ReactNode } from "react";

export interface AppLayoutProps {
  header: ReactNode;
  sideMenu?: ReactNode;
  children: ReactNode;
}

/**
 * The page shell: the side menu (fixed on desktop, a drawer on mobile), the 56 px header and the
 * content area, whose width follows the spec's steps (full width, 816 px from 1120 px, 1120 px from 1304 px).
 */
export function AppLayout({ header, sideMenu, children }: AppLayoutProps) {
  return (
    <div className={sideMenu ? "prenup-app-layout prenup-app-layout--with-menu" : "prenup-app-layout"}>
      {sideMenu}
      {header}
      <main className="prenup-app-layout__main">
        <div className="prenup-app-layout__content">{children}</div>
      </main>
    </div>
  );
}
