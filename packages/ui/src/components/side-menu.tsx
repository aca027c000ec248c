import { Anchor, Box, Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCircle, IconCircleCheckFilled, IconLock, IconLogout } from "@tabler/icons-react";
import {
  type CSSProperties,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { UI_MESSAGES } from "@prenup/domain";
import { LAYOUT, MOBILE_MEDIA_QUERY } from "../theme.ts";
import { useHasBeenTrue } from "./use-has-been-true.ts";
import { withPageStyles } from "../load-page-styles.ts";

// The drawer (with Mantine's modal machinery) is not part of start-up: on a phone it is fetched once
// the first screen is up, so the menu still opens at once when the header's button is pressed.
const loadMobileMenuDrawer = () => withPageStyles(import("./mobile-menu-drawer.tsx"));
const MobileMenuDrawer = lazy(loadMobileMenuDrawer);

export interface MenuItem {
  key: string;
  label: string;
  path: string;
  icon: ReactNode;
  /** Dimmed and not clickable (e.g. a step that is not reachable yet). */
  disabled?: boolean;
  /** Shows a completion tick (questionnaire sections). */
  completed?: boolean;
  /**
   * A short mark that tells sub-items apart in the collapsed 80 px rail (a section's number): shown
   * inside the not-yet-completed circle.
   */
  marker?: string;
  subItems?: MenuItem[];
}

export type SideMenuStatus = "loading" | "error" | "ready";

export interface SideMenuProps {
  items: MenuItem[];
  secondaryItems?: MenuItem[];
  status: SideMenuStatus;
  /** Shown on failure; 'Error occurred' when not given. */
  errorText?: string;
  onSignOut: () => void;
  footerLinks?: { label: string; href: string }[];
  activePath: string;
  onNavigate: (path: string) => void;
  mobileOpened: boolean;
  onMobileClose: () => void;
}

/** True when `path` is the item's page or a page below it ("/" matches only itself). */
export function isPathActive(itemPath: string, activePath: string): boolean {
  if (itemPath === "/") return activePath === "/";
  return activePath === itemPath || activePath.startsWith(`${itemPath}/`);
}

const ROW_HEIGHT = 48;

function rowStyle(active: boolean, disabled: boolean, depth: number): CSSProperties {
  return {
    display: "flex",
    alignItems: "center",
    gap: 12,
    minHeight: depth === 0 ? ROW_HEIGHT : 36,
    paddingLeft: 16,
    paddingRight: 12,
    borderRadius: 8,
    textDecoration: "none",
    color: active ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-text)",
    background: active ? "var(--mantine-primary-color-light)" : undefined,
    fontWeight: active ? 600 : 400,
    opacity: disabled ? 0.4 : 1,
    cursor: disabled ? "not-allowed" : "pointer",
    whiteSpace: "nowrap",
    overflow: "hidden",
  };
}

/**
 * A sub-item's progress in the left column: a lock when it cannot be opened, else a circle holding
 * the item's marker (its number) — on green, with a green ring, once completed — so the collapsed rail tells items
 * apart; without a marker, a tick or an empty circle.
 */
function CompletionMark({
  completed,
  locked = false,
  marker,
}: {
  completed: boolean;
  locked?: boolean;
  marker?: string | undefined;
}) {
  if (completed && marker === undefined) {
    return (
      <IconCircleCheckFilled
        size={18}
        color="var(--mantine-color-green-7)"
        aria-label="Completed"
        role="img"
        style={{ flex: "none" }}
      />
    );
  }
  if (locked)
    return (
      <IconLock size={18} color="var(--mantine-color-gray-6)" aria-label="Locked" role="img" style={{ flex: "none" }} />
    );
  if (marker === undefined) {
    return (
      <IconCircle
        size={18}
        color="var(--mantine-color-gray-5)"
        aria-label="Not completed"
        role="img"
        style={{ flex: "none" }}
      />
    );
  }
  return (
    <Box
      component="span"
      role="img"
      aria-label={completed ? "Completed" : "Not completed"}
      style={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        flex: "none",
        width: 20,
        height: 20,
        borderRadius: "50%",
        border: `1.5px solid ${completed ? "var(--mantine-color-green-8)" : "var(--mantine-color-gray-5)"}`,
        // Dark text on light green: the number keeps a 4.5:1 contrast (white on green does not).
        background: completed ? "var(--mantine-color-green-1)" : undefined,
        fontSize: 11,
        fontWeight: 600,
        lineHeight: 1,
        color: completed ? "var(--mantine-color-black)" : "var(--mantine-color-dimmed)",
      }}
    >
      {marker}
    </Box>
  );
}

interface ItemRowProps {
  item: MenuItem;
  depth: number;
  expanded: boolean;
  activePath: string;
  onNavigate: (path: string) => void;
}

function ItemRow({ item, depth, expanded, activePath, onNavigate }: ItemRowProps) {
  const active = isPathActive(item.path, activePath);
  const disabled = Boolean(item.disabled);
  const label = (
    <Text
      component="span"
      size="sm"
      inherit
      // A long label wraps onto a second line rather than losing its end. It is laid out at the
      // expanded width in the rail too (see SideMenu), so expanding only fades it in.
      style={{
        opacity: expanded ? 1 : 0,
        transition: `opacity ${LAYOUT.sidebarTransitionMs}ms ease`,
        flex: 1,
        overflow: "hidden",
        whiteSpace: "normal",
        lineHeight: 1.3,
      }}
    >
      {item.label}
    </Text>
  );
  // The left column holds the icon (top-level rows) or the completion mark (sub-items), so the
  // collapsed 80 px rail still shows each section's progress and nothing moves when it expands.
  const showsMark = item.completed !== undefined && (depth > 0 || !item.subItems?.length);
  const content = (
    <>
      {depth === 0 ? (
        <Box
          component="span"
          aria-hidden
          style={{ display: "inline-flex", width: 48, justifyContent: "center", flex: "none", marginLeft: -4 }}
        >
          {item.icon}
        </Box>
      ) : (
        <Box
          component="span"
          style={{ display: "inline-flex", width: 48, justifyContent: "center", flex: "none", marginLeft: -4 }}
        >
          {showsMark ? (
            <CompletionMark completed={Boolean(item.completed)} locked={disabled} marker={item.marker} />
          ) : null}
        </Box>
      )}
      {label}
      {depth === 0 && showsMark ? <CompletionMark completed={Boolean(item.completed)} /> : null}
    </>
  );

  const row = disabled ? (
    // Not a link at all while disabled: no href, no tab stop, no click handler.
    <span
      role="link"
      aria-disabled="true"
      aria-label={item.label}
      data-disabled="true"
      style={rowStyle(false, true, depth)}
    >
      {content}
    </span>
  ) : (
    <a
      href={item.path}
      aria-label={item.label}
      aria-current={active ? "page" : undefined}
      className="prenup-focusable"
      style={rowStyle(active, false, depth)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // Let the browser open new tabs or windows as usual; navigate in the app otherwise.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate(item.path);
      }}
    >
      {content}
    </a>
  );

  const subItems = item.subItems ?? [];
  return (
    <li style={{ listStyle: "none" }}>
      {row}
      {subItems.length > 0 ? (
        <ul style={{ margin: 0, padding: 0 }} aria-label={`${item.label} sections`}>
          {subItems.map((sub) => (
            <ItemRow
              key={sub.key}
              item={{ ...sub, disabled: disabled || sub.disabled }}
              depth={depth + 1}
              expanded={expanded}
              activePath={activePath}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

interface MenuBodyProps extends Omit<SideMenuProps, "mobileOpened" | "onMobileClose"> {
  expanded: boolean;
}

function MenuBody({
  items,
  secondaryItems = [],
  status,
  errorText,
  onSignOut,
  footerLinks = [],
  activePath,
  onNavigate,
  expanded,
}: MenuBodyProps) {
  const list = (entries: MenuItem[], label: string) => (
    <ul aria-label={label} style={{ margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 4 }}>
      {entries.map((item) => (
        <ItemRow
          key={item.key}
          item={item}
          depth={0}
          expanded={expanded}
          activePath={activePath}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );

  return (
    <Stack gap="md" h="100%" justify="space-between" p="sm" style={{ overflowY: "auto", overflowX: "hidden" }}>
      <Box>
        {status === "loading" ? (
          // In the icons' column, where the collapsed rail shows it.
          <Box role="status" aria-label="Loading menu" style={rowStyle(false, false, 0)}>
            <Box
              component="span"
              style={{ display: "inline-flex", width: 48, justifyContent: "center", marginLeft: -4 }}
            >
              <Loader size="sm" />
            </Box>
          </Box>
        ) : status === "error" ? (
          <Text role="alert" c="red.8" size="sm" p="md">
            {errorText ?? UI_MESSAGES.errorOccurred}
          </Text>
        ) : (
          list(items, "Main")
        )}
      </Box>
      <Stack gap={4}>
        {status === "ready" && secondaryItems.length > 0 ? list(secondaryItems, "More") : null}
        <UnstyledButton
          onClick={onSignOut}
          className="prenup-focusable"
          style={rowStyle(false, false, 0)}
          aria-label="Sign out"
        >
          <Box
            component="span"
            aria-hidden
            style={{ display: "inline-flex", width: 48, justifyContent: "center", flex: "none", marginLeft: -4 }}
          >
            <IconLogout size={22} />
          </Box>
          <Text
            component="span"
            size="sm"
            style={{ opacity: expanded ? 1 : 0, transition: `opacity ${LAYOUT.sidebarTransitionMs}ms ease` }}
          >
            Sign out
          </Text>
        </UnstyledButton>
        {footerLinks.length > 0 ? (
          // Always in the layout (hidden while collapsed) so the rows above never shift on hover.
          <Group
            gap="md"
            px="md"
            pt="xs"
            style={{ visibility: expanded ? "visible" : "hidden" }}
            aria-hidden={!expanded}
          >
            {footerLinks.map((link) => (
              <Anchor key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Stack>
  );
}

/**
 * The app's navigation: on desktop a fixed sidebar, 80 px wide with icons, expanding to 272 px
 * over the page while hovered or focused from the keyboard (250 ms) — a click leaves focus on the
 * link, so focus that came with a pointer does not hold it open once the pointer leaves; under
 * 768 px a drawer opened from the header.
 * Disabled items are dimmed and cannot be activated; sub-items show completion ticks.
 */
export function SideMenu(props: SideMenuProps) {
  const { mobileOpened, onMobileClose, ...body } = props;
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointerFocus = useRef(false);
  const drawerWanted = useHasBeenTrue(isMobile && mobileOpened);
  useEffect(() => {
    if (!isMobile) return undefined;
    const timer = setTimeout(() => void loadMobileMenuDrawer().catch(() => undefined), 2_000);
    return () => clearTimeout(timer);
  }, [isMobile]);

  if (isMobile) {
    if (!drawerWanted) return null;
    return (
      <Suspense fallback={null}>
        <MobileMenuDrawer opened={mobileOpened} onClose={onMobileClose}>
          <nav aria-label="Main menu">
            <MenuBody {...body} expanded onNavigate={(path) => body.onNavigate(path)} />
          </nav>
        </MobileMenuDrawer>
      </Suspense>
    );
  }

  const expanded = hovered || focused;
  return (
    <nav
      aria-label="Main menu"
      className="prenup-side-menu"
      data-expanded={expanded}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={() => {
        pointerFocus.current = true;
      }}
      onKeyDown={() => {
        pointerFocus.current = false;
      }}
      onFocus={() => {
        if (!pointerFocus.current) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      style={{
        position: "fixed",
        top: 0,
        left: 0,
        bottom: 0,
        zIndex: 200,
        width: expanded ? LAYOUT.sidebarExpanded : LAYOUT.sidebarCollapsed,
        transition: `width ${LAYOUT.sidebarTransitionMs}ms ease`,
        background: "var(--mantine-color-body)",
        borderRight: "1px solid var(--mantine-color-default-border)",
        boxShadow: expanded ? "var(--mantine-shadow-md)" : undefined,
        paddingTop: LAYOUT.headerHeight,
        overflow: "hidden",
      }}
    >
      {/* The body keeps the expanded width while the nav clips it to the rail: rows are laid out
          once, so expanding moves nothing under the pointer (a label that re-wrapped as the width
          grew would push Sign out away between a press and its release). */}
      <Box h="100%" style={{ width: LAYOUT.sidebarExpanded - 1 }}>
        <MenuBody {...body} expanded={expanded} />
      </Box>
    </nav>
  );
}
