// Importing this module brings page-styles.css: Vite emits the stylesheet with this module's chunk,
// and its preload waits for the sheet before the importer runs, so a page never renders unstyled.
import "./page-styles.css";
