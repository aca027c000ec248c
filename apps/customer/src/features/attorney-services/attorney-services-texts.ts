import {
  REPRESENTATION_AFTER_FINAL_MESSAGE,
  REPRESENTATION_UNAVAILABLE_MESSAGE,
  SERVICE_COMPLETE_MESSAGE,
  UI_MESSAGES,
} from "@prenup/domain";

/** The customer's attorney-services texts: the screens' titles and buttons, and the error catalogue's messages. */
export type ServiceType = "REPRESENTATION" | "Q_A";

export const SERVICE_NAMES: Record<ServiceType, string> = { REPRESENTATION: "Representation", Q_A: "Q&A" };

export const ATTORNEY_SERVICES_TEXTS = {
  // The error catalogue's messages, word for word (including their spelling).
  representationUnavailable: REPRESENTATION_UNAVAILABLE_MESSAGE,
  cardError: UI_MESSAGES.attorneyCardFailure,
  noServices: UI_MESSAGES.noServices,
  // The floating card's and the overview's titles and buttons.
  floatingTitle: "Want Attorney Services?",
  overviewTitle: "Quick overview—here's what to expect for this process:",
  bookYour: (service: string) => `Book your ${service}`,
  bookWithPrice: (service: string, price: string) => `Book ${service} for ${price}`,

  greeting: (firstName: string | null | undefined) =>
    firstName
      ? `Hi ${firstName}, an attorney licensed in your state can help with your prenup.`
      : "An attorney licensed in your state can help with your prenup.",
  /** What each service is, at the price the product carries (`price`: the one the buttons charge). */
  serviceBlurb: (service: ServiceType, price: string) =>
    service === "REPRESENTATION"
      ? `Your own attorney reviews, edits and signs off your agreement. Flat fee of ${price} per person, no retainer.`
      : `A 20-minute phone call with a licensed attorney in your state, for ${price}.`,
  /** Q&A from the dashboard: the attorney is chosen before anything is paid. */
  chooseAttorneyFor: (service: string, price: string) => `Choose your ${service} attorney for ${price}`,
  qaChooseFirst: "Choose the attorney for your call first: you pay once they are chosen.",
  notNow: "Not now",
  /** What the fees are, as the products price them: no figure we cannot source. */
  feeTerms: "Flat fees, paid here: no retainer and no hourly billing.",

  pageTitle: "Attorney services",
  journeyTitle: "Your attorney journey",
  journeyIntro: (service: ServiceType, stateName: string) =>
    service === "REPRESENTATION"
      ? `This is your attorney journey. Choose an attorney licensed in ${stateName} to review, edit and sign off your agreement.`
      : `This is your attorney journey. Choose an attorney licensed in ${stateName} for a 20-minute call about your questions.`,
  partnerBoughtForYou: (stateName: string) =>
    `Your partner bought representation for you. Choose your own attorney licensed in ${stateName}: it can't be your partner's attorney or anyone at their law firm.`,
  boughtForPartner: "You bought representation for your partner: they choose their own attorney when they sign in.",
  /** The service's steps; `price` is the product's (null while unknown). */
  overviewSteps: (service: ServiceType, price: string | null): string[] =>
    service === "REPRESENTATION"
      ? [
          "Choose an attorney licensed in your state.",
          price ? `Pay the flat fee of ${price}, with no retainer.` : "Pay the flat fee, with no retainer.",
          "Book a call to meet your attorney.",
          "Your attorney reviews, edits and signs off your agreement.",
        ]
      : [
          "Choose an attorney licensed in your state.",
          "Pay for your 20-minute call.",
          "Pick a time: your attorney calls you at the number you give.",
        ],
  noneTitle: "Work on your agreement together",
  noneOverview: (stateName: string) =>
    `Attorney services aren't offered in ${stateName}. Collaborate with your partner instead: answer the questionnaire, disclose your finances and resolve any differences together, then review the agreement side by side.`,
  noDocument: "Choose your state in the questionnaire first: attorney services depend on where you live.",
  notPaid: "Attorney services open once your prenup is paid.",
  /** Why a service is not sold to this user now (the standing's `attorneyServices` left it out). */
  notOffered: (service: ServiceType, stage: { finalized: boolean }) =>
    service === "REPRESENTATION" && stage.finalized
      ? REPRESENTATION_AFTER_FINAL_MESSAGE
      : "Your answer in the questionnaire about attorneys leaves this service out. Change that answer to book it.",
  /** Once the agreement is notarized (the standing's `attorneyServices` is empty then). */
  notarizedTitle: "Your agreement is notarized",
  notarizedBody:
    "Attorney services no longer apply: your agreement is signed and notarized, so there is nothing left for an attorney to review, edit or sign. Your notarized agreement and its record are in your documents.",
  openDocuments: "Open your documents",

  // Buying
  buyTitle: (service: ServiceType) => (service === "REPRESENTATION" ? "Get representation" : "Book a Q&A call"),
  quantityLabel: "Who is it for?",
  forMe: "For me",
  forPartner: "For my partner",
  forBoth: "For me and my partner",
  chooseBeforeBuying: "Choose an attorney below (optional): they are asked first.",
  chooseForCall: "Choose the attorney for your call below.",
  selected: "Selected",
  select: "Select",
  selectAttorney: (name: string) => `Select ${name}`,
  qaUnavailable: "A Q&A call can be booked once your current one has taken place.",
  purchaseFailed: "We couldn't add this to your cart. Please try again.",

  // Choosing after payment
  chooseTitle: (service: ServiceType) => `Choose your attorney for ${SERVICE_NAMES[service]}`,
  choose: (name: string) => `Choose ${name}`,
  chosenAtCheckout: "Chosen at checkout",
  confirmChoice: (name: string) => `Confirm ${name}`,

  // Attorney cards
  yearsOfExperience: (years: number) => `${years} ${years === 1 ? "year" : "years"} of experience`,
  languages: "Languages",
  practiceAreas: "Practice areas",
  lawSchool: "Law school",
  fastTurnaround: "Fast turnaround",
  embryoExpertise: "Embryo agreements",
  reviews: (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`,
  noReviews: "No reviews yet",
  ratingLabel: (average: number, stars: number) => `Rated ${average.toFixed(1)} out of 10, ${stars} of 5 stars`,
  ratingScore: (average: number) => `${average.toFixed(1)} out of 10`,

  // Booking
  bookTitle: (service: ServiceType, attorney: string) => `Book your ${SERVICE_NAMES[service]} call with ${attorney}`,
  bookingLinkText: "This attorney takes bookings through their own calendar.",
  bookingLinkButton: "Open the booking page",
  noSlots: "No open times in the next 7 days. Please check again later.",
  phoneLabel: "Number the attorney calls",
  bookSlot: "Book this time",
  booked: "Your call is booked.",
  scheduled: "Your call is booked: see it under upcoming events.",
  serviceComplete: SERVICE_COMPLETE_MESSAGE,
  timeZoneNote: (zone: string) => `Times are shown in ${zone}.`,

  // Events
  upcomingTitle: "Upcoming events",
  pastTitle: "Past events",
  noUpcoming: "No upcoming events.",
  noPast: "No past events.",
  cancel: "Cancel call",
  reschedule: "Reschedule",
  cancelConfirm: "Cancel this call? You can book another time afterwards.",
  rescheduleNote: "Choose a new time: this call is cancelled once the new one is booked, and kept if it cannot be.",
  cancelled: "Cancelled",
  completed: "Completed",
  phoneCall: (phone: string) => `Your attorney calls you at ${phone}.`,
  eventNotFound: "This call was not found among your events.",

  // Reviews
  reviewTitle: (name: string, service: string) => `How was your ${service} with ${name}?`,
  reviewRating: "Your rating",
  reviewMessage: "Tell other couples about it (optional)",
  reviewSend: "Send review",
  reviewThanks: "Thank you! Your review shows once our team has checked it.",
  reviewNeedsRating: "Choose a rating from 1 to 5 stars.",

  // Chat
  chatTitle: (name: string) => `Chat with ${name}`,
  chatEmpty: "No messages yet. Ask your attorney anything about your agreement.",
} as const;
