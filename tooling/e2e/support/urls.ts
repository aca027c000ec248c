export const urls = {
  customer: "http://localhost:5173",
  attorney: "http://localhost:5174",
  admin: "http://localhost:5175",
  /** The API itself, as journeys call it from outside the pages. */
  api: "http://localhost:4000",
  /** The API as the customer app's pages call it: on the app's own origin, under /api (vite preview forwards it). */
  customerApi: "http://localhost:5173/api",
  identity: "http://localhost:4100",
  /** The reverse proxy in front of the API instances (support/instance-proxy.mjs); the pages' /api goes through it. */
  instanceProxy: "http://localhost:4002",
} as const;

export const DEMO_PASSWORD = "Prenup-demo-2026!";

export const demo = {
  alex: { email: "alex@demo.prenup.test", firstName: "Alex" },
  jordan: { email: "jordan@demo.prenup.test", firstName: "Jordan" },
  sam: { email: "sam@demo.prenup.test", firstName: "Sam" },
  /** Couple 3 (California, paid): the attorney-services journey's couple. */
  noah: { email: "noah@demo.prenup.test", firstName: "Noah" },
  emma: { email: "emma@demo.prenup.test", firstName: "Emma" },
  /** Couple 4 (California, paid): the notarization journey's couple. */
  lena: { email: "lena@demo.prenup.test", firstName: "Lena" },
  omar: { email: "omar@demo.prenup.test", firstName: "Omar" },
  /** Couple 5 (California, paid, one disagreement): the alignment-conversation journey's couple. */
  mia: { email: "mia@demo.prenup.test", firstName: "Mia" },
  theo: { email: "theo@demo.prenup.test", firstName: "Theo" },
  /** Two active agreements (Texas, Florida): the admin-portal journey resolves the duplicate. */
  drew: { email: "drew@demo.prenup.test", firstName: "Drew" },
  attorney: { email: "attorney@demo.prenup.test", firstName: "Morgan" },
  /** Priya Raman (Brightwater, another firm than Morgan's): Emma's attorney in the attorney-services journey. */
  priya: { email: "priya@demo.prenup.test", firstName: "Priya" },
  applicant: { email: "applicant@demo.prenup.test", firstName: "Casey" },
  admin: { email: "admin@demo.prenup.test", firstName: "Taylor" },
} as const;

export const artifacts = new URL("../artifacts/", import.meta.url).pathname;
