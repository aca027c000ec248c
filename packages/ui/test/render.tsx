export { renderWithUi } from "../src/testing/render-with-ui.tsx";
