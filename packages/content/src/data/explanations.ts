/**
 * Plain-language explanations of the agreement's articles, shown beside each article on the review
 * page (/documents/review): what the article means for the couple, in everyday words. They explain;
 * they are not legal advice and never change the agreement's text. Keyed by section template key; a
 * test checks that every article of the template has one and that none names an unknown article.
 *
 * Reviewed like the templates: a change here goes through the same review as a clause change.
 */
export const articleExplanations: Record<string, string> = {
  caption:
    "The opening names the two of you and says what this document is. The title follows the word your state's law uses for it.",
  recitals:
    "The background sets out the facts you both confirm: that you plan to marry, your earlier marriages and children, that you showed each other your finances, and that you could each talk to a lawyer. Courts look at these facts when someone later says the agreement was unfair.",
  effectiveness:
    "Nothing in the agreement applies unless you actually marry each other. If you chose a sunset date or regular reviews, this article says when.",
  definitions:
    'These are the words the rest of the agreement uses. "Separate Property" belongs to one of you; the shared kind (marital or community property, depending on your state) belongs to both of you.',
  separate_property:
    "This article lists what stays yours alone: what you own before the wedding, and whatever your answers kept separate, such as gifts, inheritances or the growth of your own assets. It also says what happens when separate money is mixed with shared money.",
  marital_property:
    "This article describes what you will share: what you build together during the marriage, and how it is divided if the marriage ends.",
  management:
    "This covers everyday money during the marriage: joint and separate accounts, and how household costs are split.",
  debts:
    "Debts you bring into the marriage stay with whoever took them on, and this article says how debts taken on during the marriage are handled.",
  taxes: "This says whether you may file taxes jointly and how a tax bill or refund is shared.",
  retirement:
    "Retirement savings such as 401(k)s, IRAs and pensions are often the largest asset. This article says whose they are, including what is saved during the marriage.",
  business_interests:
    "If either of you owns a business or creates intellectual property, this article says whether it, and its growth, stays with the owner or is shared.",
  residence:
    "This deals with your home and other real estate: who owns it, who may stay in it, and how it is shared or sold if the marriage ends.",
  spousal_support:
    "Spousal support (also called alimony or maintenance) is money one spouse may pay the other after a divorce. This article records what you chose: your state's rules, a limit, or a waiver where your state allows one.",
  death_and_estate:
    "When a spouse dies, the law gives the survivor certain rights to the estate. This article says whether you keep or give up those rights, and what you promise to provide for each other in your wills.",
  children:
    "No prenup can decide child support or custody in advance: a court always decides those in the children's best interests. This article says so and records any plans you made for children from earlier relationships.",
  additional_agreements:
    "These are the optional promises you chose, such as pets, confidentiality, social media or stored embryos. Courts treat some of them more cautiously than the financial terms.",
  notice_of_waiver:
    "Where the law asks for it, a partner who signs without a lawyer of their own receives the statute's notice of the rights they may be giving up, printed in its own words and in bold.",
  rights_explanation:
    "Where the law asks for it, a partner who signs without a lawyer of their own receives, inside the agreement, a plain-language explanation of the rights and duties it changes for them.",
  counsel_and_signing:
    "This article records that each of you signs freely, had the chance to get independent legal advice, and had enough time to read the final version. These facts help the agreement hold up later.",
  general_provisions:
    "The general provisions keep the agreement working as a whole: which state's law governs it, that it can only be changed in writing, that one invalid clause does not void the rest, and how disagreements about it are resolved.",
  signatures: "You each sign here, and witnesses or attorneys sign too where your state or your choices require it.",
  acknowledgements:
    "A notary confirms who signed. Your state's form of acknowledgment is used, so the agreement is properly executed.",
  california_explanation:
    "California requires a plain-language written explanation, before signing, for anyone who signs without their own attorney: what the agreement does and which rights they give up. They sign that they received it.",
  california_counsel_waiver:
    "California also requires a separate written waiver of counsel from anyone who signs without their own attorney.",
  schedule_a: "Schedule A lists what partner A disclosed: assets, debts and income, with totals in US dollars.",
  schedule_b: "Schedule B lists what partner B disclosed: assets, debts and income, with totals in US dollars.",
};
