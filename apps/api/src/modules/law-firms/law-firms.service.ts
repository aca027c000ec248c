import type { Database, Executor } from "@prenup/db";
import { DomainError, payoutAccountState } from "@prenup/domain";
import type { Clock } from "../../integrations/clock.ts";
import { PaymentProviderError, type PaymentPort } from "../../integrations/payments/index.ts";
import type { AdminLawFirmRow, LawFirmsRepository } from "./law-firms.repository.ts";

export const LAW_FIRM_NOT_FOUND = "Law firm not found";

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

function toAdminLawFirm(row: AdminLawFirmRow) {
  return {
    id: row.id,
    name: row.name,
    contactEmail: row.contact_email,
    website: row.website,
    payoutDetails: row.payout_details,
    isApproved: row.is_approved,
    stripeAccountId: row.stripe_account_id,
    attorneyCount: Number(row.attorney_count),
    lead: row.lead,
    createdAt: iso(row.created_at),
  };
}

type LawFirmInput = { name: string; contactEmail?: string | null | undefined; website?: string | null | undefined };
/** The firm's own fields an admin edits. */
export type LawFirmFields = Partial<{
  name: string;
  contactEmail: string | null;
  website: string | null;
  payoutDetails: string | null;
  isApproved: boolean;
}>;

export const PAYOUT_MESSAGES = {
  unavailable: "The payment provider is unavailable right now. Please try again in a moment.",
} as const;

export function createLawFirmsService(deps: {
  db: Database;
  clock: Clock;
  repository: LawFirmsRepository;
  payments: PaymentPort;
  attorneyAppUrl: string;
}) {
  const { db, clock, repository, payments } = deps;

  async function accountStatus(firm: { id: string; stripeAccountId: string | null }) {
    const base = { lawFirmId: firm.id, provider: payments.name, accountId: firm.stripeAccountId };
    if (!firm.stripeAccountId)
      return {
        ...base,
        detailsSubmitted: false,
        payoutsEnabled: false,
        state: payoutAccountState({ accountId: null, detailsSubmitted: false, payoutsEnabled: false }),
      };
    let account;
    try {
      account = await payments.retrievePayoutAccount(firm.stripeAccountId);
    } catch (error) {
      if (error instanceof PaymentProviderError)
        throw new DomainError("PAYMENT_UNAVAILABLE", PAYOUT_MESSAGES.unavailable, { cause: error });
      throw error;
    }
    return {
      ...base,
      detailsSubmitted: account.detailsSubmitted,
      payoutsEnabled: account.payoutsEnabled,
      state: payoutAccountState(account),
    };
  }

  async function adminDetail(id: string, executor?: Executor) {
    const row = await repository.adminFindLawFirm(id, executor);
    if (!row) throw new DomainError("LAW_FIRM_NOT_FOUND", LAW_FIRM_NOT_FOUND);
    return { ...toAdminLawFirm(row), attorneys: row.attorneys ?? [] };
  }

  return {
    listLawFirms: () => deps.repository.listApprovedLawFirms(),

    /** For the attorney form: an approved, live firm to join. */
    findJoinableLawFirm: (executor: Executor, id: string) => repository.findApprovedLawFirm(executor, id),

    /** A firm an applicant creates: not approved until an admin says so. */
    createLawFirm: (executor: Executor, input: LawFirmInput, actorId: string) =>
      repository.insertLawFirm(executor, {
        name: input.name,
        contactEmail: input.contactEmail ?? null,
        website: input.website ?? null,
        isApproved: false,
        createdById: actorId,
        updatedById: actorId,
      }),

    findLawFirm: (id: string) => repository.findLawFirm(id),
    lockLawFirm: (executor: Executor, id: string) => repository.lockLawFirm(executor, id),
    setPayoutAccount: (executor: Executor, id: string, accountId: string) =>
      repository.updateLawFirm(executor, id, { stripeAccountId: accountId, updatedAt: clock.now() }),

    async adminListLawFirms(query: { search?: string | undefined; page: number; pageSize: number }) {
      const rows = await repository.adminListLawFirms({
        search: query.search,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        lawFirms: rows.map(toAdminLawFirm),
        total: Number(rows[0]?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async adminGetLawFirm(id: string) {
      const firm = await adminDetail(id);
      let payoutAccount = null;
      try {
        payoutAccount = await accountStatus({ id: firm.id, stripeAccountId: firm.stripeAccountId });
      } catch (error) {
        // The admin still sees the firm when the provider is unreachable.
        if (!(error instanceof DomainError)) throw error;
      }
      return { ...firm, payoutAccount };
    },

    async adminCreateLawFirm(
      adminId: string,
      input: LawFirmInput & { payoutDetails?: string | null | undefined; isApproved?: boolean | undefined },
    ) {
      return db.transaction(async (tx) => {
        const { id } = await repository.insertLawFirm(tx, {
          name: input.name,
          contactEmail: input.contactEmail ?? null,
          website: input.website ?? null,
          payoutDetails: input.payoutDetails ?? null,
          isApproved: input.isApproved ?? true,
          createdById: adminId,
          updatedById: adminId,
        });
        return adminDetail(id, tx);
      });
    },

    /**
     * Edits the firm's fields in the caller's transaction (404 when there is no such firm). The
     * admin's edit that also names the firm's lead is the attorney portal's (it owns the lead flags).
     */
    async updateLawFirm(
      executor: Executor,
      adminId: string,
      id: string,
      fields: LawFirmFields,
    ): Promise<{ id: string }> {
      const row = await repository.updateLawFirm(executor, id, {
        ...fields,
        updatedAt: clock.now(),
        updatedById: adminId,
      });
      if (!row) throw new DomainError("LAW_FIRM_NOT_FOUND", LAW_FIRM_NOT_FOUND);
      return row;
    },

    /** The admin's view of a firm (its attorneys and lead), read in the caller's transaction when given. */
    adminLawFirmDetail: (id: string, executor?: Executor) => adminDetail(id, executor),

    /** Where the firm's payout account stands at the payment provider. */
    async payoutAccountStatus(id: string) {
      const firm = await repository.findLawFirm(id);
      if (!firm) throw new DomainError("LAW_FIRM_NOT_FOUND", LAW_FIRM_NOT_FOUND);
      return accountStatus(firm);
    },

    /**
     * The link to the provider's onboarding form: the firm's payout account is created once (under
     * the firm's row lock, with the firm's id as the idempotency key), then a fresh link each time.
     */
    async onboardingLink(id: string) {
      try {
        const accountId = await db.transaction(async (tx) => {
          const firm = await repository.lockLawFirm(tx, id);
          if (!firm) throw new DomainError("LAW_FIRM_NOT_FOUND", LAW_FIRM_NOT_FOUND);
          if (firm.stripeAccountId) return firm.stripeAccountId;
          const { accountId } = await payments.createPayoutAccount(
            {
              idempotencyKey: `law-firm-account-${firm.id}`,
              email: firm.contactEmail,
              businessName: firm.name,
              metadata: { lawFirmId: firm.id },
            },
            { executor: tx },
          );
          await repository.updateLawFirm(tx, firm.id, { stripeAccountId: accountId, updatedAt: clock.now() });
          return accountId;
        });
        return await payments.createOnboardingLink({
          accountId,
          refreshUrl: `${deps.attorneyAppUrl}/attorney/stripe-onboarding-refresh`,
          returnUrl: `${deps.attorneyAppUrl}/attorney/account?onboarding=returned`,
        });
      } catch (error) {
        if (error instanceof PaymentProviderError)
          throw new DomainError("PAYMENT_UNAVAILABLE", PAYOUT_MESSAGES.unavailable, { cause: error });
        throw error;
      }
    },

    async adminGetLead(id: string) {
      const firm = await adminDetail(id);
      return { lead: firm.lead };
    },
  };
}

export type LawFirmsService = ReturnType<typeof createLawFirmsService>;
