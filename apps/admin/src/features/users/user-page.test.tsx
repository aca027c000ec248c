import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { fakeChangeDraft, type FakeApiRoutes } from "@prenup/api-client/testing";
import { detail, ID, openUserPage, PARTNER } from "../../../test/user-fixtures.ts";
import { routes } from "../../app/routes.tsx";

const trail = {
  items: [
    {
      id: "a-1",
      action: "user.update",
      entityType: "user",
      entityId: ID,
      documentId: null,
      subjectUserId: ID,
      actor: { id: "user-taylor", email: "admin@demo.prenup.test", name: "Taylor Quinn" },
      before: { firstName: "Sammy" },
      after: { firstName: "Sam" },
      createdAt: "2026-11-21T09:30:00.000Z",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

const open = (api: FakeApiRoutes) => openUserPage(routes, { [`GET /admin/users/${ID}/audit-log`]: trail, ...api });

describe("admin user page", () => {
  it("shows the profile, the agreement with the partner, and the audit trail", async () => {
    open({});
    expect(await screen.findByRole("heading", { name: "Sam Taylor", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("California")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Alex Rivera/ })).toHaveAttribute("href", `/admin/users/${PARTNER}`);
    expect(screen.getByRole("link", { name: "Open the document editor" })).toHaveAttribute(
      "href",
      "/documents/d-1/editor",
    );
    expect(screen.getByRole("button", { name: "Download the evidence dossier" })).toBeEnabled();
    const entry = await screen.findByRole("row", { name: /Profile edited/ });
    expect(within(entry).getByText("Taylor Quinn")).toBeInTheDocument();
    expect(within(entry).getByText(/Sammy/)).toBeInTheDocument();
  });

  it("shows the agreement's versions after the signing and, once an amendment is in effect, the reading copy", async () => {
    const amendment = fakeChangeDraft({
      documentId: "d-1",
      status: "SIGNED",
      approvals: [
        {
          respondent: "A",
          attorneyId: "attorney-1",
          attorneyName: "Morgan Ellis",
          approvedAt: "2027-07-02T10:00:00.000Z",
          current: true,
        },
      ],
      effectiveOn: "2027-07-07",
      createdById: ID,
      createdAt: "2027-07-01T10:00:00.000Z",
      updatedAt: "2027-07-07T10:00:00.000Z",
    });
    const { user, requests } = open({
      [`GET /users/${ID}/documents/d-1/changes/change-1/document/docx`]: () => ({ status: 200, body: "PK" }),
      [`GET /users/${ID}/documents/d-1/changes/change-1`]: {
        ...amendment,
        text: "AMENDMENT NO. 1",
        unavailableReason: null,
        pendingAttorneyInserts: [],
        parties: [],
        signingRule: null,
        disclosure: [],
        redline: [
          {
            label: "1.1",
            title: "The Home",
            oldText: "The home is Sam's.",
            newText: "The home is shared.",
            reason: "MOVE",
          },
        ],
      },
      [`GET /users/${ID}/documents/d-1/changes`]: {
        original: { signedOn: "2026-12-07", recordHash: "ab".repeat(32) },
        items: [amendment],
      },
      [`GET /users/${ID}/documents/d-1/reading-copy`]: {
        original: { signedOn: "2026-12-07", recordHash: "ab".repeat(32) },
        versions: [{ kind: "AMENDMENT", number: 1, effectiveOn: "2027-07-07" }],
        revokedOn: null,
        clauses: [{ label: "1.1", title: null, text: "The home is shared.", amendedBy: 1, removed: false }],
      },
    });
    const versions = await screen.findByRole("region", { name: "After the signing: amendments and revocations" });
    expect(within(versions).getByText("Signed agreement: signed on December 7, 2026.")).toBeInTheDocument();
    expect(
      within(versions).getByText("Amendment No. 1 (under California law): in effect from July 7, 2027."),
    ).toBeInTheDocument();
    // Who approved it, and no button to approve: an admin only reads.
    expect(
      within(versions).getByText("Approved by Morgan Ellis, attorney for one spouse, on July 2, 2027."),
    ).toBeInTheDocument();
    expect(within(versions).queryByRole("button", { name: /Approve|Withdraw/ })).toBeNull();
    const copy = await within(versions).findByRole("region", { name: "The agreement's clauses as they read now" });
    expect(within(copy).getByText("The home is shared.")).toBeInTheDocument();
    // The amendment's document as the couple signed it, for staff to read or work in.
    await user.click(within(versions).getByRole("button", { name: "Download Amendment No. 1 as a Word file" }));
    await waitFor(() =>
      expect(requests.map((request) => new URL(request.url).pathname)).toContain(
        `/users/${ID}/documents/d-1/changes/change-1/document/docx`,
      ),
    );
    expect(within(versions).queryByRole("alert")).toBeNull();
    // What the amendment changed against the signed text, opened on demand.
    await user.click(within(versions).getByRole("button", { name: "What Amendment No. 1 changes" }));
    const redline = await within(versions).findByRole("region", { name: "What changes, clause by clause" });
    expect(redline.querySelector("del")).toHaveTextContent("Removed: The home is Sam's.");
    expect(redline.querySelector("ins")).toHaveTextContent("Added: The home is shared.");
    expect(within(redline).getByText("Reason: A move")).toBeInTheDocument();
  });

  it("shows the phone number as people write it, in the profile and in the edit form", async () => {
    const { user } = open({ [`GET /admin/users/${ID}`]: detail({ phoneNumber: "+12133734253" }) });
    expect(await screen.findByText("(213) 373-4253")).toBeInTheDocument();
    expect(screen.queryByText("+12133734253")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit profile" });
    expect(within(dialog).getByLabelText("Phone number")).toHaveValue("(213) 373-4253");
  });

  it("reads the audit trail in words: money as money, people as links, lists counted", async () => {
    const purchaseIds = ["5a0e4f4a-3c1b-4b9e-9c39-0c9a3b7f1a01", "5a0e4f4a-3c1b-4b9e-9c39-0c9a3b7f1a02"];
    open({
      [`GET /admin/users/${ID}/audit-log`]: {
        ...trail,
        items: [
          {
            ...trail.items[0]!,
            id: "a-2",
            action: "cart.paid",
            entityType: "cart",
            actor: null,
            before: null,
            after: {
              totalPaidInCents: 69_900,
              totalFeeInCents: 1_767,
              paymentMethod: "CARD",
              paymentReference: "lpi_0a1b2c3d",
              purchaseItemIds: purchaseIds,
            },
          },
          {
            ...trail.items[0]!,
            id: "a-3",
            action: "user.mark-paid",
            entityType: "purchase_item",
            before: null,
            after: { userId: ID, pricePaidInCents: 19_900, paymentMethod: null },
          },
        ],
        total: 2,
      },
    });
    const paid = await screen.findByRole("row", { name: /Checkout paid/ });
    for (const text of ["Total paid", "$699.00", "Processing fee", "$17.67", "Paid with", "Card", "Purchases"]) {
      expect(within(paid).getByText(text)).toBeInTheDocument();
    }
    expect(within(paid).getByTitle(purchaseIds.join(", "))).toHaveTextContent("2");
    expect(within(paid).queryByText(/totalFeeInCents|purchaseItemIds|1767/)).not.toBeInTheDocument();

    const marked = screen.getByRole("row", { name: /Prenup marked paid/ });
    expect(within(marked).getByRole("link", { name: ID.slice(0, 8) })).toHaveAttribute("href", `/admin/users/${ID}`);
    expect(within(marked).getByText("$199.00")).toBeInTheDocument();
  });

  it("shows a notarized agreement as notarized, and the attorneys' approval only when there are attorneys", async () => {
    open({
      [`GET /admin/users/${ID}`]: detail({
        document: { ...detail().document!, stage: "NOTARIZED", status: "NOT_APPROVED", hasAttorney: false },
      }),
    });
    expect(await screen.findByText("Notarized")).toBeInTheDocument();
    expect(screen.queryByText("Not approved")).not.toBeInTheDocument();
    expect(screen.queryByText("Attorneys' approval")).not.toBeInTheDocument();
  });

  it("an action runs only after its confirmation, and cancelling sends nothing", async () => {
    let unsubscribed = 0;
    const { user } = open({
      [`POST /admin/users/${ID}/unsubscribe`]: () => {
        unsubscribed += 1;
        return { status: 200, body: detail({ emailUnsubscribedAt: "2026-11-21T10:00:00.000Z" }) };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Unsubscribe from e-mails" }));
    const dialog = await screen.findByRole("dialog", { name: "Unsubscribe this user?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(unsubscribed).toBe(0);
    await user.click(screen.getByRole("button", { name: "Unsubscribe from e-mails" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("The user is unsubscribed.")).toBeInTheDocument();
    expect(unsubscribed).toBe(1);
  });

  it("shows the server's refusal of a password reset", async () => {
    const { user } = open({
      [`POST /admin/users/${ID}/send-password-reset-email`]: () => ({
        status: 503,
        body: { error: "Password resets are not configured", code: "IDENTITY_UNAVAILABLE" },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Send password reset e-mail" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send e-mail" }));
    expect(await screen.findByText("Password resets are not configured")).toBeInTheDocument();
  });

  it("a party of a paid agreement cannot be deleted; the edit form checks a field before sending", async () => {
    const bodies: unknown[] = [];
    const { user } = open({
      [`GET /admin/users/${ID}`]: detail({ hasPaidDocument: true, paid: true }),
      [`PATCH /admin/users/${ID}`]: async (request: Request) => {
        bodies.push(await request.json());
        return { status: 200, body: detail({ middleName: "Quinn" }) };
      },
    });
    expect(await screen.findByRole("button", { name: "Delete user" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Edit profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit profile" });
    await user.type(within(dialog).getByLabelText("Birthdate (YYYY-MM-DD)"), "2099-13-40");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Please enter a valid date")).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(within(dialog).getByLabelText("Birthdate (YYYY-MM-DD)"));
    await user.type(within(dialog).getByLabelText("Middle name"), "Quinn");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodies).toEqual([{ middleName: "Quinn" }]));
  });

  it("an unknown user shows the error", async () => {
    open({
      [`GET /admin/users/${ID}`]: () => ({ status: 404, body: { error: "User not found", code: "USER_NOT_FOUND" } }),
    });
    expect(await screen.findByText("User not found")).toBeInTheDocument();
  });

  it("a user with two active agreements keeps the one the admin confirms", async () => {
    const bodies: unknown[] = [];
    const { user } = open({
      [`GET /admin/users/${ID}`]: detail({ activeDocumentCount: 2 }),
      [`GET /admin/users/${ID}/duplicate-documents`]: {
        hasDuplicates: true,
        documents: [
          {
            id: "d-2",
            createdAt: "2026-11-21T12:00:00.000Z",
            status: "NOT_APPROVED",
            stateName: "Texas",
            respondent: "A",
            partner: null,
            answerCount: 0,
            purchaseCount: 0,
          },
          {
            id: "d-1",
            createdAt: "2026-11-20T12:00:00.000Z",
            status: "NOT_APPROVED",
            stateName: "California",
            respondent: "A",
            partner: { id: PARTNER, email: "alex@example.test", firstName: "Alex", lastName: "Rivera" },
            answerCount: 12,
            purchaseCount: 1,
          },
        ],
      },
      [`POST /admin/users/${ID}/resolve-duplicate-documents`]: async (request: Request) => {
        bodies.push(await request.json());
        return { status: 200, body: { keptDocumentId: "d-1", deactivatedDocumentIds: ["d-2"] } };
      },
    });
    expect(await screen.findByText("More than one active agreement")).toBeInTheDocument();
    const row = await screen.findByRole("row", { name: /Alex Rivera/ });
    expect(within(row).getByText("12")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Keep this one" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Keep and deactivate the others" }),
    );
    await waitFor(() => expect(bodies).toEqual([{ keepDocumentId: "d-1" }]));
    expect(
      await screen.findByText("The other agreements are deactivated; their answers are kept."),
    ).toBeInTheDocument();
  });
});
