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
    "mark-paid": { title: "Mark the prenup paid?", message: "This records a paid prenup for the couple's active agreement without a payment.", label: "Mark paid", done: "The prenup is marked paid." },
    unsubscribe: { title: "Unsubscribe this user?", message: "They will get no more reminder or marketing e-mails. Receipts and password e-mails still go.", label: "Unsubscribe", done: "The user is unsubscribed." },
    "send-password-reset-email": { title: "Send a password reset e-mail?", message: "The identity provider e-mails the user a link to choose a new password.", label: "Send e-mail", done: "The password reset e-mail is on its way." },
    delete: { title: "Delete this user?", message: "The account is closed and the user can no longer sign in. Their partner's data and the audit trail stay.", label: "Delete", done: "" },
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
};
