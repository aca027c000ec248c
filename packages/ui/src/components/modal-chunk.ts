// Mantine's Modal on its own, for LazyModal's dynamic import: the Modal, its scroll area and scroll
// lock (some 35 KB) form a chunk fetched when a popup first opens, not with the page.
export { Modal } from "@mantine/core";
