/** Texts of the admin's user screens. */
export const USERS_TEXTS = {
  title: "Users",
  intro: "Find a customer, attorney or admin by name, e-mail or id.",
  searchLabel: "Search",
  searchPlaceholder: "Name, e-mail or user id",
  typeLabel: "Type",
  paidLabel: "Prenup",
  sortLabel: "Sort by",
  loadError: "The users could not be loaded",
  empty: "No users match this search.",
  count: (from: number, to: number, total: number) => `${from}–${to} of ${total} users`,
  duplicate: (count: number) => `${count} active agreements`,
  unsubscribed: "Unsubscribed",
  paid: "Paid",
  unpaid: "Not paid",
} as const;

export const TYPE_OPTIONS = [
  { value: "", label: "All types" },
  { value: "CUSTOMER", label: "Customers" },
  { value: "ATTORNEY", label: "Attorneys" },
  { value: "ADMIN", label: "Admins" },
];

export const PAID_OPTIONS = [
  { value: "", label: "Paid or not" },
  { value: "true", label: "Paid" },
  { value: "false", label: "Not paid" },
];

export const SORT_OPTIONS = [
  { value: "createdAt:desc", label: "Newest first" },
  { value: "createdAt:asc", label: "Oldest first" },
  { value: "lastName:asc", label: "Last name A–Z" },
  { value: "email:asc", label: "E-mail A–Z" },
  { value: "lastActiveAt:desc", label: "Recently active" },
];

export const USER_TYPE_LABELS: Record<string, string> = { CUSTOMER: "Customer", ATTORNEY: "Attorney", ADMIN: "Admin" };

export const USER_TEXTS = {
  loadError: "The user could not be loaded",
  profile: "Profile",
  agreement: "Agreement",
  noAgreement: "No active agreement.",
  openEditor: "Open the document editor",
  editorHint:
    "The editor shows the agreement's text; when its lock or unsaved drafts are stuck, “Unlock and erase drafts” there releases them.",
  partner: "Partner",
  noPartner: "No partner has joined yet.",
  actions: "Actions",
  trail: "Audit trail",
  trailEmpty: "Nothing has been recorded for this user yet.",
  trailError: "The audit trail could not be loaded",
  edit: "Edit profile",
  save: "Save",
  markPaid: "Mark prenup paid",
  unsubscribe: "Unsubscribe from e-mails",
  passwordReset: "Send password reset e-mail",
  delete: "Delete user",
  back: "All users",
  confirm: {
    "mark-paid": {
      title: "Mark the prenup paid?",
      message: "This records a paid prenup for the couple's active agreement without a payment.",
      label: "Mark paid",
      done: "The prenup is marked paid.",
    },
    unsubscribe: {
      title: "Unsubscribe this user?",
      message: "They will get no more reminder or marketing e-mails. Receipts and password e-mails still go.",
      label: "Unsubscribe",
      done: "The user is unsubscribed.",
    },
    "send-password-reset-email": {
      title: "Send a password reset e-mail?",
      message: "The identity provider e-mails the user a link to choose a new password.",
      label: "Send e-mail",
      done: "The password reset e-mail is on its way.",
    },
    delete: {
      title: "Delete this user?",
      message:
        "The account is closed and the user can no longer sign in. Their partner's data and the audit trail stay.",
      label: "Delete",
      done: "",
    },
  },
} as const;

/** A readable line for an audit action. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "user.update": "Profile edited",
  "user.delete": "Account deleted",
  "user.unsubscribe": "Unsubscribed from e-mails",
  "user.password-reset-email": "Password reset e-mail sent",
  "user.mark-paid": "Prenup marked paid",
  "purchase-item.refund": "Purchase refunded",
  "purchase-item.payout": "Paid out to the attorney",
  "cart.paid": "Checkout paid",
  "payment.stray-refund": "Stray payment refunded",
  "attorney-review.status": "Review status changed",
  "user.resolve-duplicate-documents": "Duplicate agreements resolved",
  "user.notify-attorney-of-event": "Attorney e-mailed about a call",
};

/** The audit trail's names for the fields an action records (others are spelled out from their key). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  amountInCents: "Amount",
  due: "Due",
  payoutStatus: "Payout",
  payoutId: "Payout",
  externalTransferId: "Transfer at the provider",
  skippedTransfer: "Paid another way",
  partialPayoutReason: "Why partial",
  paymentStatus: "Payment",
  amountRefundedInCents: "Refunded so far",
  refundId: "Refund",
  externalId: "Reference at the provider",
  isComplimentaryRefund: "Complimentary",
  totalPaidInCents: "Total paid",
  totalFeeInCents: "Processing fee",
  refundedNotAllowedInCents: "Refunded as no longer allowed",
  paymentMethod: "Paid with",
  paymentReference: "Payment at the provider",
  purchaseItemIds: "Purchases",
  chargedInCents: "Charged",
  refundedInCents: "Refunded",
  pricePaidInCents: "Price paid",
  disputeStatus: "Dispute",
  disputeId: "Dispute",
  userId: "User",
  cartId: "Cart",
  attorneyId: "Attorney",
  leadAttorneyId: "Lead attorney",
  leadAttorneyIds: "Lead attorneys",
  activeDocumentIds: "Active agreements",
  keptDocumentId: "Agreement kept",
  deactivatedDocumentIds: "Agreements closed",
  emailUnsubscribedAt: "Unsubscribed",
  deletedAt: "Deleted",
  identityAccount: "Sign-in account",
  via: "Through",
  to: "To",
  template: "E-mail",
  mailId: "E-mail",
  eventStatus: "Call",
  phoneNumber: "Phone number",
  birthdate: "Birthdate",
  percentOff: "Percent off",
  amountOffInCents: "Amount off",
  expirationDate: "Expires",
  maxRedemptionsPerCustomer: "Uses per customer",
};

/** The audit trail's words for the values an action records (others are spelled out from their name). */
export const AUDIT_VALUE_LABELS: Record<string, string> = {
  SUCCESSFUL: "Paid",
  PARTIALLY_REFUNDED: "Partly refunded",
  FULL_REFUNDED: "Refunded in full",
  DUE: "Due",
  PAID: "Paid out",
  CARD: "Card",
  KLARNA: "Klarna",
  AFTERPAY: "Afterpay",
  CASHAPP: "Cash App",
  OPEN: "Open",
  WON: "Won",
  LOST: "Lost",
  BOOKED: "Booked",
  CANCELED: "Cancelled",
  NO_SHOW: "No-show",
};

/** Texts of the user page's sections: restrictions, questionnaire, purchases and attorney calls. */
export const SECTION_TEXTS = {
  restrictions: "Attorney requirements",
  restrictionsIntro: "What the partners' answers require of representation in the agreement's state.",
  restrictionsError: "The attorney requirements could not be loaded",
  mustHave: "Must have an attorney",
  mayHave: "Attorney optional",
  noRule: "No answer requires an attorney; this partner may still choose one.",
  representationPaid: "Representation purchased",
  representationUnpaid: "No representation purchased yet",
  triggeredBy: "Triggered by the answers in",
  questionnaireEmpty: "No questionnaire yet: the user has no agreement with a state.",
  /** A question the user has not answered (the shared view's default is the attorney's "The client has not answered…"). */
  notAnswered: "Not answered yet.",
  purchases: "Purchases",
  purchasesEmpty: "This user has bought nothing yet.",
  purchasesError: "The purchases could not be loaded",
  refund: "Refund",
  refundLabel: (title: string) => `Refund ${title}`,
  nothingToRefund: "Nothing left to refund",
  events: "Attorney calls",
  eventsEmpty: "This user has no calls with an attorney.",
  eventsError: "The calls could not be loaded",
  notify: "Notify attorney",
  notifyTitle: "E-mail the attorney about this call?",
  notifyConfirm: "Send e-mail",
  notifyMessage: (attorney: string, email: string, when: string) =>
    `${attorney} (${email}) gets an e-mail about the call on ${when}, with a link to their appointments.`,
  notifyDone: (email: string) => `The e-mail to ${email} is on its way.`,
} as const;

/** Why an attorney is required, in the admin's words (the rule types of the answers module). */
export const ATTORNEY_RULE_REASONS: Record<string, string> = {
  WAIVES_SPOUSAL_SUPPORT: "Spousal support is waived: the state's law requires both partners to have an attorney.",
  INCLUDES_EMBRYO_CLAUSE: "An embryo clause is included: the state's law requires both partners to have an attorney.",
  HIRES_ATTORNEY: "The partner chose to work with an attorney.",
};

export const PAYMENT_STATUS_TEXT: Record<string, string> = {
  SUCCESSFUL: "Paid",
  PARTIALLY_REFUNDED: "Partly refunded",
  FULL_REFUNDED: "Refunded",
};

export const EVENT_STATUS_TEXT: Record<string, string> = {
  BOOKED: "Booked",
  CANCELED: "Cancelled",
  NO_SHOW: "No-show",
};
