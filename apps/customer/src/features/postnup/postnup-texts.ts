/** The postnuptial agreement's page: what a postnup is, starting one, and the list for couples not married yet. */
export const POSTNUP_TEXTS = {
  title: "Postnuptial agreement",
  whatTitle: "What is a postnuptial agreement?",
  what: "A postnuptial agreement (a “postnup”) is the same kind of agreement as a prenup, made by spouses after the wedding. It sets out what stays yours, what you share and how things would be divided, from the day it takes effect.",
  rules:
    "Each state has its own rules for agreements made during a marriage: some ask for each spouse's own attorney, some for a court's approval, and a few do not enforce them at all. Choose where you live to see what yours asks.",
  startTitle: "Start your postnup",
  stateLabel: "Where do you live?",
  statePlaceholder: "Choose your state",
  movedInLabel: "When did you move there? (optional)",
  movedInHint: "Some states treat couples who moved there recently differently.",
  start: "Start your postnuptial agreement",
  startHint:
    "You answer the same questions as for a prenup, share your finances, and sign before a notary; the text follows the rules for agreements during marriage.",
  courtStart: "Prepare the agreement to bring to the court with your attorney",
  hasPostnup: "Your postnuptial agreement is under way.",
  hasPrenup:
    "You already have an agreement. Once it is signed, you can change or cancel it from “Update or cancel your agreement”.",
  toDashboard: "Back to your dashboard",
  toChanges: "Update or cancel your agreement",
  waitlistTitle: "Not married yet?",
  waitlist:
    "A postnup is made after the wedding. Put your name on our list so our team knows you plan one; you can leave it at any time.",
  notOnList: "You are not on the list.",
  onList: (day: string) => `You joined the list on ${day}.`,
  join: "Join the list",
  leave: "Leave the list",
} as const;
