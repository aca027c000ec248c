export { EditorPage } from "./editor-page.tsx";
export { CommittedAgreement } from "./committed-agreement.tsx";
