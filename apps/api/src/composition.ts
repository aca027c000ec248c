/**
 * The composition root: the one place where the modules' contexts and services are built and
 * handed their dependencies (other modules' services, ports, the clock, the published reads a lower
 * module embeds), and where what the manifests name runs on them (the block at the end: each
 * module's context by name, its jobs on the queue, the inbox's handlers, the account's erasers).
 * Modules never build each other; they receive what they use from here, through each module's
 * index.ts. Every module gets its context
 * here (`<area>.context.ts`: db, clock, ports, its repository, the other modules' façades it uses);
 * its routes call its use cases with that context, and other modules call its façade
 * (`<area>Service(ctx)`, a name map over the same use cases).
 */
import type { Database } from "@prenup/db";
import type { AppConfig } from "./config.ts";
import type { Clock } from "./integrations/clock.ts";
import type { FileStorage } from "./integrations/files/index.ts";
import type { PaymentPort } from "./integrations/payments/index.ts";
import type { SchedulingPort } from "./integrations/scheduling/index.ts";
import type { JobQueue } from "./integrations/jobs/index.ts";
import type { ChatBus } from "./integrations/live/chat-bus.ts";
import type { CoupleBus } from "./integrations/live/couple-bus.ts";
import { chatsContext, chatsService, createChatsRepository } from "./modules/chats/index.ts";
import { liveContext } from "./modules/live/index.ts";
import {
  createAdminEventsRepository,
  createSchedulingRepository,
  schedulingService,
  type SchedulingContext,
} from "./modules/scheduling/index.ts";
import { createOutboxStore, type MailPort, type OutboxStore } from "./integrations/mail/index.ts";
import { createAdminUsersRepository, type AdminUsersContext } from "./modules/admin-users/index.ts";
import { auditService, createAuditRepository } from "./modules/audit/index.ts";
import { createStatesAdminRepository } from "./modules/states/index.ts";
import type { IdentityAdminPort } from "./integrations/identity/index.ts";
import {
  agreementService,
  createAgreementRepository,
  type AgreementContext,
  type AgreementRenderer,
  type DisclosureSource,
} from "./modules/agreement/index.ts";
import {
  createDocumentFilesRepository,
  documentFilesService,
  type DocumentFilesContext,
} from "./modules/document-files/index.ts";
import { createFilesRepository, filesService } from "./modules/files/index.ts";
import {
  createTemplateStatesAdminRepository,
  createTemplatesRepository,
  templatesService,
  type TemplatesContext,
} from "./modules/templates/index.ts";
import {
  createAttorneyServicesRepository,
  attorneyServicesService,
  createReviewModerationRepository,
  type AttorneyServicesContext,
} from "./modules/attorney-services/index.ts";
import {
  createAlignmentRepository,
  createDisputeThreadsRepository,
  type AlignmentContext,
} from "./modules/alignment/index.ts";
import { answersService, type AnswersContext } from "./modules/answers/index.ts";
import { cartsService, createCartsRepository, type CartsContext } from "./modules/carts/index.ts";
import { cartIdsOfBuyer, cartPaymentOf, paidRedemptionsOf } from "./modules/carts/carts.queries.ts";
import { createDiscountsRepository, type DiscountsContext } from "./modules/discounts/index.ts";
import {
  createFinancialDisclosureRepository,
  financialDisclosureService,
  type FinancialDisclosureContext,
} from "./modules/financial-disclosure/index.ts";
import { contentContext, contentService, createContentRepository } from "./modules/content/index.ts";
import {
  createDocumentsRepository,
  documentRecords,
  documentsService,
  type DocumentsContext,
} from "./modules/documents/index.ts";
import { createLawFirmsRepository, lawFirmsService, type LawFirmsContext } from "./modules/law-firms/index.ts";
import type { PartnersContext, QuestionnaireCompletion } from "./modules/partners/index.ts";
import { createProductsRepository, type ProductsContext } from "./modules/products/index.ts";
import type { VerificationContext } from "./modules/verification/index.ts";
import type { EvidenceDossierContext } from "./modules/evidence-dossier/index.ts";
import {
  createPurchaseItemsRepository,
  purchaseItemsService,
  type PurchaseItemsContext,
} from "./modules/purchase-items/index.ts";
import { questionnaireService, type QuestionnaireContext } from "./modules/questionnaire/index.ts";
import {
  notarizationReadyNotice,
  createAssessmentCache,
  standingService,
  type StandingContext,
} from "./modules/standing/index.ts";
import { createSimulationCache, type OutcomeSimulationContext } from "./modules/outcome-simulation/index.ts";
import { createStatesRepository, statesService, type StatesContext } from "./modules/states/index.ts";
import {
  createTermsAdminRepository,
  createTermsRepository,
  termsService,
  type TermsContext,
} from "./modules/terms/index.ts";
import {
  createCounselCertificationsRepository,
  type CounselCertificationsContext,
} from "./modules/counsel-certifications/index.ts";
import { createUsersRepository, usersService, type UsersContext } from "./modules/users/index.ts";
import { userDataOf } from "./modules/users/users.queries.ts";
import { ownAnswersOf } from "./modules/answers/answers.queries.ts";
import { ownProposalsOf } from "./modules/alignment/alignment.queries.ts";
import { liveDocumentIdsOf, partyDocumentsOf } from "./modules/documents/documents.queries.ts";
import { notarizedDocumentIds } from "./modules/notarizations/notarizations.queries.ts";
import { ownPurchasesOf } from "./modules/purchase-items/purchase-items.queries.ts";
import { createDataExportsRepository, type DataExportsContext } from "./modules/data-exports/index.ts";
import {
  createAccountDeletionsRepository,
  type AccountDeletionsContext,
  type PersonalDataEraser,
} from "./modules/account-deletions/index.ts";
import { attorneyOfUser, liveFirmAttorneysOf } from "./modules/attorney-portal/attorney-portal.queries.ts";
import {
  attorneyNames,
  createAttorneyAccounts,
  createAttorneyPortalRepositories,
  type AttorneyPortalContext,
} from "./modules/attorney-portal/index.ts";
import type { NotaryPort } from "./integrations/notary/index.ts";
import {
  createNotarizationsRepository,
  notarizationsService,
  textEditGate,
  type NotarizationsContext,
} from "./modules/notarizations/index.ts";
import { createWebhookInboxRepository, webhookInboxService } from "./modules/webhook-inbox/index.ts";
import { createEditorRepository, type EditorContext } from "./modules/editor/index.ts";
import { createLibraryGroupsRepository, type LibraryGroupsContext } from "./modules/library-groups/index.ts";
import { libraryLink } from "./modules/library-groups/library-groups.queries.ts";
import { demoClientsJob, type DemoClientAgreementsRun } from "./demo-client-agreements.ts";
import { writeKeysPurgeJob } from "./write-keys-purge.ts";
import { inboxAppliers, moduleErasers, moduleJobs, type ModuleContexts } from "./module-list.ts";

export type ServiceDependencies = {
  db: Database;
  clock: Clock;
  config: AppConfig;
  mail: MailPort;
  payments: PaymentPort;
  /** The background job queue (mail delivery is defined by the app; modules' jobs here). */
  jobs: JobQueue;
  /** The scheduling port (built-in slots, or a booking-link provider). */
  scheduling: SchedulingPort;
  /** Live chat delivery (in-process, or PostgreSQL LISTEN/NOTIFY across instances). */
  chatBus: ChatBus;
  coupleBus: CoupleBus;
  /** The HMAC key of partner-invitation links. */
  inviteKey: Uint8Array;
  /** "Is this user's questionnaire complete" for the reminder rule; default: the standing module. */
  questionnaireCompletion?: QuestionnaireCompletion;
  /** Where file bytes live (the file port). */
  files: FileStorage;
  /** The couple's financial disclosure for the agreement's schedules; default: the financial-disclosure module's. */
  disclosure?: DisclosureSource;
  /** Renders agreements to PDF and DOCX (worker threads in the app). */
  renderer: AgreementRenderer;
  /** The identity provider's admin calls (password resets). */
  identity: IdentityAdminPort;
  /** The notary port (the embedded local notary, or a remote online notarization provider). */
  notary: NotaryPort;
  /** What a run of the demo clients' agreements did (SEED_DEMO; the start-up log). */
  onDemoClientAgreements?: (run: DemoClientAgreementsRun, durationMs: number) => void;
};

export function createServices(deps: ServiceDependencies) {
  const { db, clock, config, mail } = deps;

  const outbox: OutboxStore = createOutboxStore(db, clock);
  // The audit trail: every module that records a change gets this one helper.
  const audit = auditService({ clock, repository: createAuditRepository(db) });
  // An attorney account starts with its attorney row, written by the attorney portal (the attorneys table's owner).
  const usersContext: UsersContext = {
    repository: createUsersRepository(db, { attorneyOfUser }),
    outbox,
    clientIds: config.clientIds,
    attorneyAccounts: createAttorneyAccounts(),
  };
  const users = usersService(usersContext);
  const statesContext: StatesContext = {
    db,
    clock,
    audit,
    repository: createStatesRepository(db),
    adminRepository: createStatesAdminRepository(db),
  };
  const states = statesService(statesContext);
  const termsContext: TermsContext = {
    db,
    clock,
    audit,
    repository: createTermsRepository(db),
    adminRepository: createTermsAdminRepository(),
  };
  const terms = termsService(termsContext);
  const products: ProductsContext = { repository: createProductsRepository(db) };
  const lawFirmsContext: LawFirmsContext = {
    db,
    clock,
    repository: createLawFirmsRepository(db, { liveFirmAttorneysOf }),
    payments: deps.payments,
    attorneyAppUrl: config.attorneyAppUrl,
  };
  const lawFirms = lawFirmsService(lawFirmsContext);
  // The document's row as the modules below the documents service use it (the row lock, the
  // agreement's fields, the representing attorney): the documents service is built on the agreement.
  const documentsRepository = createDocumentsRepository(db);
  const attorneyNamesOf = { namesOf: (attorneyIds: readonly string[]) => attorneyNames(db, attorneyIds) };
  const documentRows = documentRecords({ repository: documentsRepository, users, attorneys: attorneyNamesOf });
  const attorneyServicesContext: AttorneyServicesContext = {
    db,
    clock,
    audit,
    repository: createAttorneyServicesRepository(db),
    moderationRepository: createReviewModerationRepository(db),
  };
  const attorneyServices = attorneyServicesService(attorneyServicesContext);
  // Choosing an attorney for a purchase: the attorney-services rules check it, the document's row
  // records a representing attorney on the user's side of the agreement.
  const purchaseItemsContext: PurchaseItemsContext = {
    db,
    clock,
    payments: deps.payments,
    repository: createPurchaseItemsRepository(db, { cartPaymentOf, cartIdsOfBuyer }),
    users,
    audit,
    mail,
    customerAppUrl: config.customerAppUrl,
    attorneyAssignment: {
      attorneyChoiceProblem: (executor, input) => attorneyServices.attorneyChoiceProblem(executor, input),
      assignRepresentingAttorney: (input, executor) => documentRows.assignRepresentingAttorney(input, executor),
    },
  };
  const purchaseItems = purchaseItemsService(purchaseItemsContext);
  // Provider webhooks: stored in the inbox by the receiving module, applied by its job.
  const webhookInbox = webhookInboxService({
    db,
    clock,
    jobs: deps.jobs,
    repository: createWebhookInboxRepository(db),
  });
  const cartsContext: CartsContext = {
    db,
    clock,
    payments: deps.payments,
    repository: createCartsRepository(db),
    purchaseItems,
    attorneyChoice: attorneyServices,
    customerAppUrl: config.customerAppUrl,
    audit,
    inbox: webhookInbox,
    mail,
    people: users,
  };
  const carts = cartsService(cartsContext);
  const contentCtx = contentContext(createContentRepository(db));
  const content = contentService(contentCtx);
  const standingContext: StandingContext = {
    db,
    clock,
    content,
    assessments: createAssessmentCache(),
    mail,
    customerAppUrl: config.customerAppUrl,
  };
  const standing = standingService(standingContext);
  const notarizationReady = notarizationReadyNotice(standingContext);
  const schedulingContext: SchedulingContext = {
    db,
    clock,
    mail,
    port: deps.scheduling,
    repository: createSchedulingRepository(db),
    adminEventsRepository: createAdminEventsRepository(db),
    purchaseItems,
    customerAppUrl: config.customerAppUrl,
    jobs: deps.jobs,
    inbox: webhookInbox,
    notarizationReady,
  };
  const scheduling = schedulingService(schedulingContext);
  const chatsCtx = chatsContext({ db, clock, repository: createChatsRepository(db), bus: deps.chatBus });
  const discountsContext: DiscountsContext = {
    db,
    clock,
    repository: createDiscountsRepository(db, { paidRedemptionsOf }),
    audit,
  };
  const answersContext: AnswersContext = { db, clock, standing, profiles: users };
  const answers = answersService(answersContext);
  const alignmentContext: AlignmentContext = {
    db,
    clock,
    standing,
    answers,
    repository: createAlignmentRepository(db),
    threads: createDisputeThreadsRepository(db),
    mail,
    jobs: deps.jobs,
    people: users,
    customerAppUrl: config.customerAppUrl,
  };
  // The agreement: built on the document's row and the generated files' links (their repositories
  // alone), so the documents service hands it PATCH /documents/{id}'s reviews, finalizations and
  // regenerate confirmations, and the document files' downloads reach it.
  const files = filesService({ repository: createFilesRepository(db), storage: deps.files, clock });
  const documentFilesRepository = createDocumentFilesRepository(db);
  const templatesContext: TemplatesContext = {
    db,
    clock,
    audit,
    repository: createTemplatesRepository(db, { libraryLink }),
    statesAdminRepository: createTemplateStatesAdminRepository(),
  };
  const templates = templatesService(templatesContext);
  const financialDisclosureContext: FinancialDisclosureContext = {
    db,
    clock,
    repository: createFinancialDisclosureRepository(db),
    files,
    mail,
    customerAppUrl: config.customerAppUrl,
  };
  const financialDisclosure = financialDisclosureService(financialDisclosureContext);
  const counselCertifications: CounselCertificationsContext = {
    db,
    clock,
    repository: createCounselCertificationsRepository(db),
    files,
    standing,
  };
  const outcomeSimulation: OutcomeSimulationContext = {
    financialDisclosure,
    standing,
    simulations: createSimulationCache(),
  };
  const verification: VerificationContext = { db };
  const evidenceDossier: EvidenceDossierContext = {
    db,
    clock,
    renderer: deps.renderer,
    files,
    customerAppUrl: config.customerAppUrl,
  };
  // A live notarization freezes the agreement's text: its gate reads the notarization module's
  // repository alone, so the agreement (below the notarizations' context) asks it directly.
  const notarizationsRepository = createNotarizationsRepository(db);
  const agreementContext: AgreementContext = {
    db,
    clock,
    repository: createAgreementRepository(db),
    standing,
    documents: documentRows,
    templates,
    terms,
    files,
    documentFiles: documentFilesService({ repository: documentFilesRepository }),
    disclosure: deps.disclosure ?? financialDisclosure.disclosureSource(),
    renderer: deps.renderer,
    textEditGate: textEditGate({ repository: notarizationsRepository }),
    mail,
    customerAppUrl: config.customerAppUrl,
    notarizationReady,
  };
  const agreement = agreementService(agreementContext);
  const documentsContext: DocumentsContext = {
    db,
    repository: documentsRepository,
    clock,
    users,
    attorneys: attorneyNamesOf,
    states,
    standing,
    content,
    agreementChanges: agreement,
  };
  const documents = documentsService(documentsContext);
  const questionnaireContext: QuestionnaireContext = { standing, content, documents, states };
  const questionnaire = questionnaireService(questionnaireContext);
  const live = liveContext({
    bus: deps.coupleBus,
    couples: documents,
    clock,
    maxPerUser: config.liveStreamsPerUser,
  });
  const partnersContext: PartnersContext = {
    db,
    clock,
    mail,
    inviteKey: deps.inviteKey,
    customerAppUrl: config.customerAppUrl,
    documents,
    users,
    questionnaire: deps.questionnaireCompletion ?? {
      isQuestionnaireComplete: (userId) => standing.isQuestionnaireComplete(userId),
    },
  };
  const adminUsersContext: AdminUsersContext = {
    db,
    clock,
    users,
    documents,
    purchaseItems,
    carts,
    audit,
    identity: deps.identity,
    jobs: deps.jobs,
    answers,
    events: scheduling,
    mail,
    attorneyAppUrl: config.attorneyAppUrl,
    repository: createAdminUsersRepository(db),
  };

  const documentFilesContext: DocumentFilesContext = {
    db,
    repository: documentFilesRepository,
    files,
    clock,
    uploadLimitBytes: config.files.uploadLimitBytes,
    // A partner's download of the generated PDF is recorded as the final text presented to them.
    onDownload: (event) => agreement.recordDownload(event),
  };
  const documentFiles = documentFilesService(documentFilesContext);

  // --- attorney portal ---------------------------------------------------------------------------
  const attorneyPortalContext: AttorneyPortalContext = {
    ...createAttorneyPortalRepositories(db),
    db,
    clock,
    files,
    mail,
    lawFirms,
    questionnaire: {
      listSections: (userId, options) => questionnaire.listSections(userId, options),
      getSectionGroups: (input) => questionnaire.getSectionGroups(input),
      findState: (stateId) => states.findState(stateId),
    },
    attorneyAppUrl: config.attorneyAppUrl,
    uploadLimitBytes: config.files.uploadLimitBytes,
    audit,
    users,
  };
  // --- Notarization ---
  const notarizationsContext: NotarizationsContext = {
    db,
    clock,
    repository: notarizationsRepository,
    standing,
    files,
    documentFiles,
    notary: deps.notary,
    proofLimitBytes: config.files.uploadLimitBytes,
    mail,
    customerAppUrl: config.customerAppUrl,
    inbox: webhookInbox,
    agreement,
    audit,
    jobs: deps.jobs,
  };
  const notarizations = notarizationsService(notarizationsContext);
  // --- The agreement editor ---
  // The editor's commit: the agreement module writes the text, the PDF and the history.
  const editorContext: EditorContext = {
    db,
    clock,
    repository: createEditorRepository(db),
    agreement,
    notarization: notarizations,
  };
  // A library group's clauses are written for one agreement by the agreement module.
  const libraryGroupsContext: LibraryGroupsContext = {
    db,
    clock,
    repository: createLibraryGroupsRepository(db),
    clauses: agreement,
  };

  // A user's copy of their data: the owners' published reads of that user's own rows.
  const dataExportsContext: DataExportsContext = {
    db,
    clock,
    repository: createDataExportsRepository(db),
    jobs: deps.jobs,
    mail,
    files,
    sources: {
      userData: userDataOf,
      documentIds: liveDocumentIdsOf,
      answers: ownAnswersOf,
      proposals: ownProposalsOf,
      disclosure: financialDisclosure,
      purchases: ownPurchasesOf,
    },
    downloadBaseUrl: `${config.customerAppUrl}/api`,
  };

  // Deleting one's account: every owner module erases its own rows of the user by the retention table
  // (the erasers come from the manifests once every context exists, below).
  const erasers: PersonalDataEraser[] = [];
  const accountDeletionsContext: AccountDeletionsContext = {
    db,
    clock,
    repository: createAccountDeletionsRepository(),
    jobs: deps.jobs,
    mail,
    audit,
    users,
    agreementsOf: async (executor, userId) => {
      const agreements = await partyDocumentsOf(executor, userId);
      const signed = await notarizedDocumentIds(
        executor,
        agreements.map((agreement) => agreement.documentId),
      );
      return agreements.map((agreement) => ({ ...agreement, signed: signed.has(agreement.documentId) }));
    },
    // Each module erases its own rows (its manifest's `erase`), the modules that need others first.
    erasers,
    files,
    identity: deps.identity,
    customerAppUrl: config.customerAppUrl,
  };

  // ---- What the manifests name (src/module-list.ts), run on each module's context ----
  // The context each module's routes, jobs, inbox handler and eraser run with, by module name.
  const contexts: ModuleContexts = {
    health: undefined,
    users: usersContext,
    states: statesContext,
    terms: termsContext,
    products,
    "law-firms": lawFirmsContext,
    documents: documentsContext,
    "purchase-items": purchaseItemsContext,
    carts: cartsContext,
    discounts: discountsContext,
    "financial-disclosure": financialDisclosureContext,
    "counsel-certifications": counselCertifications,
    "data-exports": dataExportsContext,
    "account-deletions": accountDeletionsContext,
    "outcome-simulation": outcomeSimulation,
    content: contentCtx,
    standing: standingContext,
    partners: partnersContext,
    "admin-users": adminUsersContext,
    "attorney-services": attorneyServicesContext,
    templates: templatesContext,
    scheduling: schedulingContext,
    "dev-mailbox": undefined,
    questionnaire: questionnaireContext,
    answers: answersContext,
    alignment: alignmentContext,
    agreement: agreementContext,
    "document-files": documentFilesContext,
    notarizations: notarizationsContext,
    editor: editorContext,
    "library-groups": libraryGroupsContext,
    verification,
    "evidence-dossier": evidenceDossier,
    chats: chatsCtx,
    live,
    "attorney-portal": attorneyPortalContext,
    audit: undefined,
    files: undefined,
    "webhook-inbox": undefined,
  };
  erasers.push(...moduleErasers(contexts));
  for (const job of moduleJobs(contexts)) deps.jobs.define(job);
  // The webhook inbox's job applies each provider's stored events through the module whose manifest names it.
  deps.jobs.define(webhookInbox.job(inboxAppliers(contexts)));
  // The writes a client may send twice keep their keys 30 days.
  deps.jobs.define(writeKeysPurgeJob({ clock, owners: [answers, financialDisclosure, users] }));
  // The demo attorneys' clients' agreements (SEED_DEMO only): taken to their stage by these same
  // services, built again on a clock of their own (demo-client-agreements.ts).
  deps.jobs.define(demoClientsJob(deps, (ports) => createServices({ ...deps, ...ports })));

  return {
    /** The context each module's routes run with, by module name (app.ts registers them from the manifests). */
    contexts,
    audit,
    /** The state admin routes call its use cases with the states' context. */
    statesAdmin: statesContext,
    /** The term admin route calls its use case with the terms' context. */
    termsAdmin: termsContext,
    /** The template-state admin route calls its use case with the templates' context. */
    templateStatesAdmin: templatesContext,
    /** What the access check uses of the users module. */
    users,
    /** The users' routes call its use cases with this context. */
    usersContext,
    states,
    /** The states' routes call its use cases with this context. */
    statesContext,
    /** The terms' routes call its use cases with this context. */
    terms: termsContext,
    /** The products route calls its use case with this context. */
    products,
    /** The law firms' routes call its use cases with this context. */
    lawFirms: lawFirmsContext,
    /** The purchase items' routes call its use cases with this context. */
    purchaseItems: purchaseItemsContext,
    /** The carts' routes call its use cases with this context. */
    carts: cartsContext,
    /** The discounts' routes call its use cases with this context. */
    discounts: discountsContext,
    /** The content's route calls its use case with this context. */
    content: contentCtx,
    /** The standing's route calls its use case with this context. */
    standing: standingContext,
    /** The questionnaire's routes call its use cases with this context. */
    questionnaire: questionnaireContext,
    /** The answers' routes call its use cases with this context. */
    answers: answersContext,
    /** The alignment's routes call its use cases with this context. */
    alignment: alignmentContext,
    /** What other modules and the access rules use of the documents module. */
    documents,
    /** The documents' routes call its use cases with this context. */
    documentsContext,
    /** The partners' routes call its use cases with this context. */
    partners: partnersContext,
    /** The admin's user routes call its use cases with this context. */
    adminUsers: adminUsersContext,
    outbox,
    files,
    /** The document files' routes call its use cases with this context. */
    documentFiles: documentFilesContext,
    /** The templates' routes call its use cases with this context. */
    templates: templatesContext,
    /** The agreement's routes call its use cases with this context. */
    agreement: agreementContext,
    /** What the demo clients' step uses of the financial disclosure. */
    financialDisclosure,
    /** The financial disclosure's routes call its use cases with this context. */
    financialDisclosureContext,
    /** The counsel certifications' routes call its use cases with this context. */
    counselCertifications,
    outcomeSimulation,
    /** The attorney services' routes (and the review moderation's) call its use cases with this context. */
    attorneyServices: attorneyServicesContext,
    /** The scheduling routes call its use cases with this context. */
    scheduling: schedulingContext,
    /** What the access rules and the chat bus use of the chats module. */
    chats: chatsService(chatsCtx),
    /** The chats' routes call its use cases with this context. */
    chatsContext: chatsCtx,
    /** The live routes and the hook that announces a route's change call its use cases with this context. */
    live,
    /** The attorney portal's routes call its use cases with this context. */
    attorneyPortal: attorneyPortalContext,
    /** What the demo clients' step uses of the notarizations. */
    notarizations,
    /** The notarizations' routes call its use cases with this context. */
    notarizationsContext,
    /** The editor's routes call its use cases with this context. */
    editor: editorContext,
    /** The library groups' routes call its use cases with this context. */
    libraryGroups: libraryGroupsContext,
    /** The public verification's route calls its use case with this context. */
    verification,
    /** The evidence dossier's route calls its use case with this context. */
    evidenceDossier,
    /** The data exports' routes call its use cases with this context. */
    dataExports: dataExportsContext,
    /** The account deletions' routes call its use cases with this context. */
    accountDeletions: accountDeletionsContext,
  };
}

export type Services = ReturnType<typeof createServices>;
