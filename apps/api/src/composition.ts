/**
 * The composition root: the one place where the API's services are built and handed their
 * dependencies (other modules' services, ports, the clock). Modules never build each other; they
 * receive what they use from here, through each module's index.ts.
 */
import type { Database } from "@prenup/db";
import type { AppConfig } from "./config.ts";
import type { Clock } from "./integrations/clock.ts";
import type { FileStorage } from "./integrations/files/index.ts";
import type { PaymentPort } from "./integrations/payments/index.ts";
import type { SchedulingPort } from "./integrations/scheduling/index.ts";
import type { ChatBus } from "./integrations/live/chat-bus.ts";
import { createChatsRepository, createChatsService } from "./modules/chats/index.ts";
import { createSchedulingRepository, createSchedulingService } from "./modules/scheduling/index.ts";
import { createOutboxStore, type MailPort, type OutboxStore } from "./integrations/mail/index.ts";
import { createAdminUsersRepository, createAdminUsersService } from "./modules/admin-users/index.ts";
import { createAgreementRepository, createAgreementService, type AgreementRenderer, type DisclosureSource } from "./modules/agreement/index.ts";
import { createDocumentFilesRepository, createDocumentFilesService } from "./modules/document-files/index.ts";
import { createFilesRepository, createFilesService } from "./modules/files/index.ts";
import { createTemplatesRepository, createTemplatesService } from "./modules/templates/index.ts";
import { createAttorneyServicesRepository, createAttorneyServicesService } from "./modules/attorney-services/index.ts";
import { createAlignmentRepository, createAlignmentService } from "./modules/alignment/index.ts";
import { createAnswersService } from "./modules/answers/index.ts";
import { createCartsRepository, createCartsService } from "./modules/carts/index.ts";
import { createDiscountsRepository, createDiscountsService } from "./modules/discounts/index.ts";
import { createFinancialDisclosureRepository, createFinancialDisclosureService } from "./modules/financial-disclosure/index.ts";
import { createContentRepository, createContentService } from "./modules/content/index.ts";
import { createDocumentsRepository, createDocumentsService } from "./modules/documents/index.ts";
import { createLawFirmsRepository, createLawFirmsService } from "./modules/law-firms/index.ts";
import { createPartnersService, type QuestionnaireCompletion } from "./modules/partners/index.ts";
import { createProductsRepository, createProductsService } from "./modules/products/index.ts";
import { createPurchaseItemsRepository, createPurchaseItemsService } from "./modules/purchase-items/index.ts";
import { createQuestionnaireService } from "./modules/questionnaire/index.ts";
import { createStandingService } from "./modules/standing/index.ts";
import { createStatesRepository, createStatesService } from "./modules/states/index.ts";
import { createTermsRepository, createTermsService } from "./modules/terms/index.ts";
import { createUsersRepository, createUsersService } from "./modules/users/index.ts";

export type ServiceDependencies = {
  db: Database;
  clock: Clock;
  config: AppConfig;
  mail: MailPort;
  payments: PaymentPort;
  /** The scheduling port (built-in slots, or a booking-link provider). */
  scheduling: SchedulingPort;
  /** Live chat delivery (in-process, or PostgreSQL LISTEN/NOTIFY across instances). */
  chatBus: ChatBus;
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
};

export function createServices(deps: ServiceDependencies) {
  const { db, clock, config, mail } = deps;

  const users = createUsersService({ repository: createUsersRepository(db), clientIds: config.clientIds });
  const states = createStatesService({ repository: createStatesRepository(db) });
  const terms = createTermsService({ repository: createTermsRepository(db) });
  const products = createProductsService({ repository: createProductsRepository(db) });
  const lawFirms = createLawFirmsService({ repository: createLawFirmsRepository(db) });
  const purchaseItems = createPurchaseItemsService({ db, clock, payments: deps.payments, repository: createPurchaseItemsRepository(db), users });
  const attorneyServices = createAttorneyServicesService({ db, clock, repository: createAttorneyServicesRepository(db) });
  const carts = createCartsService({
    db,
    clock,
    payments: deps.payments,
    repository: createCartsRepository(db),
    purchaseItems,
    attorneyChoice: attorneyServices,
    customerAppUrl: config.customerAppUrl,
  });
  const scheduling = createSchedulingService({
    db,
    clock,
    mail,
    port: deps.scheduling,
    repository: createSchedulingRepository(db),
    purchaseItems,
    customerAppUrl: config.customerAppUrl,
  });
  const chats = createChatsService({ db, clock, repository: createChatsRepository(db), bus: deps.chatBus });
  const discounts = createDiscountsService({ db, clock, repository: createDiscountsRepository(db) });
  const content = createContentService({ repository: createContentRepository(db) });
  const standing = createStandingService({ db, clock, content });
  const questionnaire = createQuestionnaireService({ standing, content });
  const answers = createAnswersService({ db, clock, standing });
  const alignment = createAlignmentService({ standing, answers, repository: createAlignmentRepository(db) });
  const documents = createDocumentsService({ db, repository: createDocumentsRepository(db), clock, users, states, standing, content });
  const partners = createPartnersService({
    db,
    clock,
    mail,
    inviteKey: deps.inviteKey,
    customerAppUrl: config.customerAppUrl,
    documents,
    users,
    questionnaire: deps.questionnaireCompletion ?? { isQuestionnaireComplete: (userId) => standing.isQuestionnaireComplete(userId) },
  });
  const adminUsers = createAdminUsersService({ db, clock, users, documents, purchaseItems, repository: createAdminUsersRepository() });
  const outbox: OutboxStore = createOutboxStore(db, clock);

  const files = createFilesService({ repository: createFilesRepository(db), storage: deps.files, clock });
  const documentFiles = createDocumentFilesService({ repository: createDocumentFilesRepository(db), files, clock, uploadLimitBytes: config.files.uploadLimitBytes });
  const templates = createTemplatesService({ repository: createTemplatesRepository(db) });
  const financialDisclosure = createFinancialDisclosureService({ db, clock, repository: createFinancialDisclosureRepository(db) });
  const agreement = createAgreementService({
    db,
    clock,
    repository: createAgreementRepository(db),
    standing,
    documents,
    templates,
    terms,
    files,
    documentFiles,
    disclosure: deps.disclosure ?? financialDisclosure.disclosureSource(),
    renderer: deps.renderer,
  });
  // PATCH /documents/{id} hands reviews, finalizations and regenerate confirmations to the agreement,
  // and a partner's download of the generated PDF is recorded as the final text presented to them.
  documents.setAgreementChanges(agreement);
  // Choosing an attorney for a purchase: the attorney-services rules check it, the documents module
  // records a representing attorney on the user's side of the agreement.
  purchaseItems.setAttorneyAssignment({
    attorneyChoiceProblem: (executor, input) => attorneyServices.attorneyChoiceProblem(executor, input),
    assignRepresentingAttorney: (input, executor) => documents.assignRepresentingAttorney(input, executor),
  });
  documentFiles.setDownloadListener((event) => agreement.recordDownload(event));

  return {
    users, states, terms, products, lawFirms, purchaseItems, carts, discounts, content, standing, questionnaire, answers, alignment, documents, partners, adminUsers, outbox,
    files, documentFiles, templates, agreement, financialDisclosure, attorneyServices, scheduling, chats,
  };
}

export type Services = ReturnType<typeof createServices>;
