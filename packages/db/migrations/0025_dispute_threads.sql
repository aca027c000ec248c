CREATE TABLE "dispute_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"proposed_by_user_id" uuid NOT NULL,
	"question_option_id" uuid NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"counter_of_id" uuid,
	"answered_by_user_id" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "dispute_thread_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"proposal_id" uuid,
	"attorney_id" uuid,
	"notify_user_id" uuid,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "dispute_proposals" ADD CONSTRAINT "dispute_proposals_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_proposals" ADD CONSTRAINT "dispute_proposals_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_proposals" ADD CONSTRAINT "dispute_proposals_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_proposals" ADD CONSTRAINT "dispute_proposals_question_option_id_question_options_id_fk" FOREIGN KEY ("question_option_id") REFERENCES "public"."question_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_proposals" ADD CONSTRAINT "dispute_proposals_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_thread_events" ADD CONSTRAINT "dispute_thread_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_thread_events" ADD CONSTRAINT "dispute_thread_events_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_thread_events" ADD CONSTRAINT "dispute_thread_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_thread_events" ADD CONSTRAINT "dispute_thread_events_proposal_id_dispute_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."dispute_proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_thread_events" ADD CONSTRAINT "dispute_thread_events_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_thread_events" ADD CONSTRAINT "dispute_thread_events_notify_user_id_users_id_fk" FOREIGN KEY ("notify_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_proposals_document_question_idx" ON "dispute_proposals" USING btree ("document_id","question_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_proposals_one_pending" ON "dispute_proposals" USING btree ("document_id","question_id") WHERE "dispute_proposals"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_proposals_countered_once" ON "dispute_proposals" USING btree ("counter_of_id") WHERE "dispute_proposals"."counter_of_id" is not null;--> statement-breakpoint
CREATE INDEX "dispute_thread_events_document_question_idx" ON "dispute_thread_events" USING btree ("document_id","question_id","created_at");--> statement-breakpoint
CREATE INDEX "dispute_thread_events_user_idx" ON "dispute_thread_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dispute_thread_events_unnotified_idx" ON "dispute_thread_events" USING btree ("notify_user_id") WHERE "dispute_thread_events"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_thread_events_accepted_once" ON "dispute_thread_events" USING btree ("proposal_id") WHERE "dispute_thread_events"."kind" = 'ACCEPTED';--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_thread_events_asked_once" ON "dispute_thread_events" USING btree ("document_id","question_id","user_id") WHERE "dispute_thread_events"."kind" = 'ASKED_ATTORNEY';