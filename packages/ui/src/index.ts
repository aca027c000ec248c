export { theme, LAYOUT, MOBILE_MEDIA_QUERY, SUPPORT_EMAIL } from "./theme.ts";
export { UiProvider } from "./ui-provider.tsx";
export { AppLayout } from "./components/app-layout.tsx";
export type { AppLayoutProps } from "./components/app-layout.tsx";
export { HeaderBar } from "./components/header-bar.tsx";
export type { HeaderBarProps } from "./components/header-bar.tsx";
export { SideMenu, isPathActive } from "./components/side-menu.tsx";
export type { MenuItem, SideMenuProps, SideMenuStatus } from "./components/side-menu.tsx";
export { ProgressBar } from "./components/progress-bar.tsx";
export type { ProgressBarProps } from "./components/progress-bar.tsx";
export { ConfirmPopup } from "./components/confirm-popup.tsx";
export type { ConfirmPopupProps } from "./components/confirm-popup.tsx";
export { useHasBeenTrue } from "./components/use-has-been-true.ts";
export { LazyModal } from "./components/lazy-modal.tsx";
export { notify } from "./components/notify.ts";
export { ClauseExplanationNote, ExplanationNote, EXPLANATION_NOTE_TEXTS } from "./components/explanation-note.tsx";
export type { ExplanationLike, ExplanationNoteProps } from "./components/explanation-note.tsx";
export { SignOutConfirm } from "./components/sign-out-confirm.tsx";
export type { SignOutConfirmProps } from "./components/sign-out-confirm.tsx";
export { FallbackErrorPage, FALLBACK_SPINNER_MS } from "./components/fallback-error-page.tsx";
export type { FallbackErrorPageProps } from "./components/fallback-error-page.tsx";
export { SignInRedirectScreen } from "./components/sign-in-redirect-screen.tsx";
export type { SignInRedirectScreenProps } from "./components/sign-in-redirect-screen.tsx";
export { LoadingState, ErrorState } from "./components/status-states.tsx";
export type { ErrorStateProps } from "./components/status-states.tsx";
export { UserAvatar, initials } from "./components/user-avatar.tsx";
export type { UserAvatarProps } from "./components/user-avatar.tsx";
export { MoneyInput } from "./components/money-input.tsx";
export type { MoneyInputProps } from "./components/money-input.tsx";
export { PhoneInput } from "./components/phone-input.tsx";
export type { PhoneInputProps } from "./components/phone-input.tsx";
export { LoginScreen, SignUpScreen, OAuthCallbackScreen } from "./components/auth-screens.tsx";
export type { LoginScreenProps, SignUpScreenProps, OAuthCallbackScreenProps } from "./components/auth-screens.tsx";
export { PortalShell } from "./components/portal-shell.tsx";
export type { PortalShellProps, PortalShellContext } from "./components/portal-shell.tsx";
export { TopBarUser } from "./components/top-bar-user.tsx";
export type { TopBarUserProps } from "./components/top-bar-user.tsx";
export { AccountDetails } from "./components/account-details.tsx";
export { SigningDateForm } from "./components/signing-date-form.tsx";
export { DisclosureTotalsTable, disclosureRowLabel } from "./components/disclosure-totals-table.tsx";
export { ThreadSteps } from "./components/thread-steps.tsx";
export type { ThreadStep } from "./components/thread-steps.tsx";
export type { DisclosureTotalsTableProps } from "./components/disclosure-totals-table.tsx";
export type { SigningDateFormProps } from "./components/signing-date-form.tsx";
export type { AccountDetailsProps } from "./components/account-details.tsx";
export * from "./questionnaire/index.ts";
export { ChatPanel, DEFAULT_CHAT_TEXTS } from "./chat/chat-panel.tsx";
export { SharedFilesCard } from "./files/shared-files-card.tsx";
export { saveFile } from "./files/save-file.ts";
export { useNamedDownload } from "./files/use-named-download.ts";
export { DossierDownloadButton, DOSSIER_BUTTON_LABEL } from "./files/dossier-download-button.tsx";
export { ReadingCopy } from "./agreement-changes/reading-copy.tsx";
export { ChangeApprovals, type ChangeApprovalsProps } from "./agreement-changes/change-approvals.tsx";
export {
  ChangeDocumentDownloads,
  type ChangeDocumentDownloadsProps,
} from "./agreement-changes/change-document-downloads.tsx";
export {
  AgreementVersionsCard,
  type AgreementVersionsCardProps,
} from "./agreement-changes/agreement-versions-card.tsx";
export {
  AGREEMENT_VERSIONS_TEXTS,
  CHANGE_REASONS,
  reasonLabel,
  type ChangeReason,
} from "./agreement-changes/agreement-changes-texts.ts";
export { ChangeRedline } from "./agreement-changes/change-redline.tsx";
export type { DossierDownloadButtonProps } from "./files/dossier-download-button.tsx";
export { EntryDocuments, ENTRY_DOCUMENT_TEXTS } from "./files/entry-documents.tsx";
export type { EntryDocumentsProps } from "./files/entry-documents.tsx";
export type { SharedFilesCardProps } from "./files/shared-files-card.tsx";
export type { ChatPanelProps, ChatPanelTexts } from "./chat/chat-panel.tsx";
export { ConflictChoice, OfflineSaveNote, OFFLINE_SAVE_TEXTS } from "./components/offline-save.tsx";
export type { ConflictChoiceProps, OfflineSaveState } from "./components/offline-save.tsx";
export { StatusBadge } from "./components/status-badge.tsx";
export { PagedTable, PagedPager, PagedSearchInput, pageCount } from "./components/paged-table.tsx";
export type {
  PagedTableProps,
  PagedTableColumn,
  PagedPagerProps,
  PagedQueryState,
} from "./components/paged-table.tsx";
export { usePagedList, SEARCH_DEBOUNCE_MS } from "./components/use-paged-list.ts";
export type { PagedListState } from "./components/use-paged-list.ts";
