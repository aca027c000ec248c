import { lazy, Suspense, useState, type ReactNode } from "react";
import { useMediaQuery } from "@mantine/hooks";
import { MOBILE_MEDIA_QUERY } from "../theme.ts";
import { AppLayout } from "./app-layout.tsx";
import { HeaderBar } from "./header-bar.tsx";
import { SideMenu, type SideMenuProps } from "./side-menu.tsx";
import { useHasBeenTrue } from "./use-has-been-true.ts";
import { withPageStyles } from "../load-page-styles.ts";

// Loaded the first time 'Sign out' is chosen: the modal is no part of any first screen.
const SignOutConfirm = lazy(async () => ({
  default: (await withPageStyles(import("./sign-out-confirm.tsx"))).SignOutConfirm,
}));

/** What a portal's header slots may need: the screen size, and navigation that also closes the menu. */
export interface PortalShellContext {
  isMobile: boolean;
  navigate: (path: string) => void;
}

type HeaderSlot = ReactNode | ((context: PortalShellContext) => ReactNode);

export interface PortalShellProps {
  headerLeft?: HeaderSlot;
  headerRight?: HeaderSlot;
  /** The side menu's contents; the shell wires its navigation, drawer and sign-out. */
  menu: Pick<SideMenuProps, "items" | "secondaryItems" | "status" | "errorText" | "footerLinks">;
  activePath: string;
  onNavigate: (path: string) => void;
  /** Called once the user confirms 'Log out'. */
  onSignOut: () => void;
  /** A line under the sign-out question. */
  signOutReminder?: string;
  /** The content's width (`AppLayout`): the spec's steps, or wide for a desk of tables. */
  contentWidth?: "steps" | "wide";
  children: ReactNode;
}

/**
 * The frame of a signed-in portal: header bar, side menu (a drawer on mobile, closed whenever the
 * user navigates) and the sign-out confirmation its 'Sign out' item opens.
 */
export function PortalShell({
  headerLeft,
  headerRight,
  menu,
  activePath,
  onNavigate,
  onSignOut,
  signOutReminder,
  contentWidth,
  children,
}: PortalShellProps) {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpened, setMenuOpened] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const signOutWanted = useHasBeenTrue(confirmingSignOut);

  const navigate = (path: string) => {
    setMenuOpened(false);
    onNavigate(path);
  };
  const context: PortalShellContext = { isMobile, navigate };
  const slot = (content: HeaderSlot) => (typeof content === "function" ? content(context) : content);

  return (
    <>
      <AppLayout
        contentWidth={contentWidth}
        header={
          <HeaderBar
            isMobile={isMobile}
            onOpenMenu={() => setMenuOpened(true)}
            left={slot(headerLeft)}
            right={slot(headerRight)}
          />
        }
        sideMenu={
          <SideMenu
            {...menu}
            onSignOut={() => {
              setMenuOpened(false);
              setConfirmingSignOut(true);
            }}
            activePath={activePath}
            onNavigate={navigate}
            mobileOpened={menuOpened}
            onMobileClose={() => setMenuOpened(false)}
          />
        }
      >
        {children}
      </AppLayout>
      {signOutWanted ? (
        <Suspense fallback={null}>
          <SignOutConfirm
            opened={confirmingSignOut}
            reminder={signOutReminder}
            onCancel={() => setConfirmingSignOut(false)}
            onConfirm={onSignOut}
          />
        </Suspense>
      ) : null}
    </>
  );
}
