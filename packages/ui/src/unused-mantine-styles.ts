/**
 * Mantine components none of the apps uses (nor any component they use renders): their styles are
 * in neither stylesheet, so the page sheet a first page waits for holds 42 fewer components (and not
 * the date pickers' styles: no app uses @mantine/dates). To start using one, move its name from here
 * to page-styles.css (in Mantine's order; styles.test.ts checks it). The budget check
 * (`pnpm --filter @prenup/bench run budget`) fails when a build bundles a component whose styles
 * neither sheet has.
 */
export const UNUSED_MANTINE_STYLES: readonly string[] = [
  "Flex",
  "ActionBar",
  "AngleSlider",
  "AppShell",
  "BackgroundImage",
  "Breadcrumbs",
  "Cascader",
  "Chip",
  "ColorInput",
  "Container",
  "DataList",
  "Dialog",
  "EmptyState",
  "Fieldset",
  "FloatingWindow",
  "Mark",
  "Image",
  "Indicator",
  "Kbd",
  "LoadingOverlay",
  "Marquee",
  "Menubar",
  "NavLink",
  "OverflowList",
  "PasswordInput",
  "PinInput",
  "Progress",
  "RollingNumber",
  "RingProgress",
  "Scroller",
  "SemiCircleProgress",
  "Skeleton",
  "Splitter",
  "Spoiler",
  "Stepper",
  "TableOfContents",
  "Toggle",
  "Toolbar",
  "Tour",
  "Tree",
  "TreeSelect",
];
