/** The words of the front page: what a signed-out visitor reads before they sign in. Prices come from the products, never from here. */
export const FRONT_PAGE_TEXTS = {
  productName: "Prenup",
  title: "Your prenuptial agreement, built together",
  intro:
    "You and your partner each answer a guided questionnaire, settle any differences side by side, disclose your finances to each other and get an agreement written for your state, ready to sign before a notary.",
  deepLinkNote: "Sign in to open this page: you come back to it right after.",
  signIn: "Sign in",
  createAccount: "Create an account",
  getStarted: "Get started",

  howTitle: "How it works",
  steps: [
    {
      name: "Questionnaire",
      text: "Each of you answers your own questions at your own pace: property, debts, income, support, the home, and what happens if you separate.",
    },
    {
      name: "Align",
      text: "Where your answers differ, you see both and settle them together: propose, accept or talk it over.",
    },
    {
      name: "Disclose",
      text: "Each of you lists assets, debts and income, so the agreement rests on a full and fair disclosure.",
    },
    {
      name: "Review",
      text: "Your agreement is generated for your state. Read it, edit it, and review it together; an attorney can review it for you.",
    },
    {
      name: "Sign and notarize",
      text: "Sign before a notary, online where your state allows it, within the waiting period your state requires.",
    },
  ],

  costTitle: "What it costs",
  prenupOffer: (price: string) => `Your prenup: ${price} for both of you`,
  prenupNote:
    "One payment covers both partners: the questionnaire, the alignment, the financial disclosure and your agreement. You pay once you have answered the first questions.",
  notarizationNote:
    "Signing online before our notary is included where your state allows it; a notary you see in person charges their own fee.",
  extrasTitle: "Other services",
  forBoth: "for both of you",
  each: "each",
  feeTerms: "Flat fees, paid here: no retainer and no hourly billing.",
  pricesLoading: "Loading prices",
  pricesFailed: "Prices could not load just now. You see them before you pay anything.",

  attorneysTitle: "Who the attorneys are",
  attorneysIntro:
    "Family-law attorneys licensed in the states they serve, each reviewed by our team before they are listed. You never need one to use the product: hire one to represent you, or book a short call, only if you want to.",
  attorneysLoading: "Loading attorneys",
  attorneysFailed: "The list of attorneys could not load just now.",
  noAttorneys:
    "No attorney is listed yet. You can build, review and sign your agreement without one; attorneys appear here as they pass our review.",
  licensedIn: (states: string) => `Licensed in ${states}`,
  experience: (years: number) => `${years} ${years === 1 ? "year" : "years"} of experience`,
  rating: (average: number, count: number) =>
    `Rated ${average.toFixed(1)} out of 10 by ${count} ${count === 1 ? "client" : "clients"}`,
  moreAttorneys: (count: number) => `and ${count} more ${count === 1 ? "attorney" : "attorneys"}`,

  privacyTitle: "Your privacy",
  privacy: [
    {
      name: "What we keep",
      text: "Your account details, your answers, your financial disclosure, your agreement and the record of its signing: what it takes to write your agreement and show how it was made.",
    },
    {
      name: "Who sees it",
      text: "You and your partner see the agreement you build together, the answers you align on and the finances you disclose to each other. An attorney sees your agreement only when you hire one.",
    },
    { name: "Payments", text: "Cards are handled by our payment provider: we never see or store your card number." },
  ],
  closing: "Ready when you are: start with a few questions, and invite your partner when you like.",
} as const;
