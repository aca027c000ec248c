CREATE TYPE "public"."account_type" AS ENUM('CHECKING', 'SAVINGS', 'HEALTH_SAVINGS', 'CASH_ON_HAND', 'CERTIFICATE_OF_DEPOSIT', 'CREDIT_UNION', 'ESCROW_FUNDS', 'STOCKS', 'BONDS', 'BOND_FUND', 'NOTES_HELD', 'BROKERAGE', 'MANAGED_INVESTMENT', 'CASH_IN_BROKERAGE', 'MONEY_MARKET', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."asset_account_type" AS ENUM('ASSET', 'ACCOUNT');--> statement-breakpoint
CREATE TYPE "public"."asset_type" AS ENUM('RETIREMENT_401K', 'IRA', 'MUTUAL_FUND', 'TSP', 'KEOGH', 'PROFIT_SHARING', 'US_SAVINGS_BOND', 'CRYPTOCURRENCY', 'DIGITAL_ASSET', 'VESTED_RSU', 'UNVESTED_RSU', 'INCENTIVE_STOCK_OPTIONS', 'DEFERRED_COMPENSATION', 'ANNUITY', 'LIFE_INSURANCE_CASH_VALUE', 'IP_INTEREST', 'JUDGEMENTS_AND_LIENS', 'JEWELRY', 'CREDIT_CARD_POINTS', 'SAFE_CONTENTS', 'FIREARMS', 'COLLECTIONS', 'TOOLS_AND_EQUIPMENT', 'CROPS_AND_LIVESTOCK', 'HOME_FURNISHINGS', 'ARTS_AND_ANTIQUES', 'PENSION', 'OTHER_RETIREMENT_PLANS', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."attorney_rule_type" AS ENUM('WAIVES_SPOUSAL_SUPPORT', 'HIRES_ATTORNEY', 'INCLUDES_EMBRYO_CLAUSE');--> statement-breakpoint
CREATE TYPE "public"."attorney_stage" AS ENUM('FORM_MISSING', 'UNDER_REVIEW', 'APPROVED', 'DECLINED', 'DEACTIVATED');--> statement-breakpoint
CREATE TYPE "public"."attorney_support" AS ENUM('NONE', 'PARTNER');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('WAITING', 'SCHEDULED', 'BOOKED');--> statement-breakpoint
CREATE TYPE "public"."business_type" AS ENUM('CORPORATION', 'GENERAL_PARTNERSHIP', 'LLC', 'LLP', 'LIMITED_PARTNERSHIP', 'S_CORPORATION', 'SOLE_PROPRIETORSHIP');--> statement-breakpoint
CREATE TYPE "public"."cart_status" AS ENUM('PAID', 'UNPAID');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('USD', 'AUD', 'CAD', 'CNY', 'EUR', 'INR', 'JPY', 'SGD', 'CHF', 'GBP');--> statement-breakpoint
CREATE TYPE "public"."distribution_law" AS ENUM('EQUITABLE_DISTRIBUTION', 'COMMUNITY_PROPERTY');--> statement-breakpoint
CREATE TYPE "public"."document_status" AS ENUM('NOT_APPROVED', 'PARTIALLY_APPROVED', 'FULLY_APPROVED');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('BOOKED', 'CANCELED', 'NO_SHOW');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('MALE', 'FEMALE', 'NON_BINARY', 'PREFER_NO_ANSWER');--> statement-breakpoint
CREATE TYPE "public"."income_type" AS ENUM('BASE_SALARY', 'BASE_WAGES', 'SELF_EMPLOYMENT', 'SS_DISABILITY', 'SS_UNEMPLOYMENT_INSURANCE', 'SS_WORKERS_COMPENSATION', 'PA_CHILD_SUPPORT', 'PA_ALIMONY_RECEIVED', 'RENTAL_INCOME', 'ROYALTIES', 'CONTRIBUTIONS_FROM_HOUSEHOLD_MEMBERS', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."inheritance_category" AS ENUM('INHERITANCE', 'TRUST');--> statement-breakpoint
CREATE TYPE "public"."input_restriction" AS ENUM('GREATER_THAN_ZERO', 'FUTURE_DATE', 'PAST_DATE');--> statement-breakpoint
CREATE TYPE "public"."input_type" AS ENUM('TEXT', 'CURRENCY', 'NUMBER', 'DATE', 'PHONE');--> statement-breakpoint
CREATE TYPE "public"."list_style" AS ENUM('NONE', 'NUMERIC', 'ALPHA_UPPER', 'ALPHA_LOWER', 'ROMAN_UPPER', 'ROMAN_LOWER');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('OUTBOUND_CALL');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('CARD', 'KLARNA', 'AFTERPAY', 'CASHAPP');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('SUCCESSFUL', 'FULL_REFUNDED', 'PARTIALLY_REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('DUE', 'PAID');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('ATTORNEY_SERVICE', 'DOCUMENT');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('Q_A', 'REPRESENTATION', 'PRENUP', 'DOCUMENT', 'ATTORNEY_SERVICE', 'NOTARIZATION');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('CHECKBOX', 'RADIO', 'DROPDOWN', 'TEXT_AREA', 'TEXT_BOX');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('PENDING', 'DISABLED', 'APPROVED');--> statement-breakpoint
CREATE TYPE "public"."section_status" AS ENUM('NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'NOT_APPLICABLE');--> statement-breakpoint
CREATE TYPE "public"."spousal_support_law" AS ENUM('CAN_WAIVE_OR_MODIFY', 'CANNOT_WAIVE_OR_MODIFY', 'ATTORNEY_REQUIRED');--> statement-breakpoint
CREATE TYPE "public"."text_style" AS ENUM('BOLD', 'BOLD_UNDERLINED', 'BOLD_CENTERED');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('CUSTOMER', 'ATTORNEY', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('CAR', 'TRUCK', 'COMMERCIAL_VEHICLE', 'RECREATIONAL', 'MOTORCYCLE_SCOOTER_MOPED', 'BOAT', 'AIRPLANE', 'OTHER');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"suffix" text,
	"gender" "gender",
	"phone_number" text,
	"birthdate" date,
	"terms_agreed_at" timestamp with time zone,
	"enforcement_agreed_at" timestamp with time zone,
	"attorney_counsel_agreed_at" timestamp with time zone,
	"last_active_at" timestamp with time zone,
	"user_type" "user_type" DEFAULT 'CUSTOMER' NOT NULL,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "law_firms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_email" text,
	"website" text,
	"payout_details" jsonb,
	"is_approved" boolean DEFAULT false NOT NULL,
	"stripe_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"icon" text,
	"term_for_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"icon" text,
	"term_for_state" text,
	"allows_online_notary" boolean DEFAULT false NOT NULL,
	"notary_block_text" text,
	"distribution_law" "distribution_law" NOT NULL,
	"embryo_rep_required" boolean DEFAULT false NOT NULL,
	"spousal_support_law" "spousal_support_law" NOT NULL,
	"attorney_support" "attorney_support" DEFAULT 'NONE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "attorney_disciplinary_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attorney_id" uuid NOT NULL,
	"state_id" uuid,
	"description" text NOT NULL,
	"occurred_on" date,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "attorney_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attorney_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"bar_license_num" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "attorneys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"stage" "attorney_stage" DEFAULT 'FORM_MISSING' NOT NULL,
	"law_firm_id" uuid,
	"is_law_firm_lead" boolean DEFAULT false NOT NULL,
	"bio" text,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"practice_areas" text[] DEFAULT '{}' NOT NULL,
	"professional_associations" text,
	"years_of_experience" integer,
	"law_school" text,
	"response_time_hours" integer,
	"has_malpractice_insurance" boolean DEFAULT false NOT NULL,
	"is_embryo_attorney" boolean DEFAULT false NOT NULL,
	"has_fast_turnaround" boolean DEFAULT false NOT NULL,
	"malpractice_insurance_file_id" uuid,
	"profile_photo_id" uuid,
	"docusign_contract_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "internal_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attorney_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "clause_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_template_id" uuid NOT NULL,
	"parent_clause_template_id" uuid,
	"key" text NOT NULL,
	"title" text,
	"text" text,
	"list_style" "list_style" DEFAULT 'NONE' NOT NULL,
	"text_style" text_style,
	"order" integer DEFAULT 0 NOT NULL,
	"is_separate_page" boolean DEFAULT false NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_template_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_template_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
	"term_for_document" text DEFAULT 'Prenuptial Agreement' NOT NULL,
	"statute" text,
	"witness_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"country_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "library_group_clauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_group_id" uuid NOT NULL,
	"clause_template_id" uuid NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "library_group_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_group_id" uuid NOT NULL,
	"section_template_id" uuid NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "library_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "section_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_template_id" uuid NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"text" text,
	"list_style" "list_style" DEFAULT 'NONE' NOT NULL,
	"text_style" text_style,
	"order" integer DEFAULT 0 NOT NULL,
	"is_separate_page" boolean DEFAULT false NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"state_id" uuid,
	"document_template_id" uuid,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "terms_key_state_template_unique" UNIQUE NULLS NOT DISTINCT("key","state_id","document_template_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"template_id" uuid,
	"user_a_id" uuid NOT NULL,
	"user_b_id" uuid,
	"attorney_a_id" uuid,
	"attorney_b_id" uuid,
	"attorney_a_approved_at" timestamp with time zone,
	"attorney_b_approved_at" timestamp with time zone,
	"prior_attorney_a_approved_at" timestamp with time zone,
	"prior_attorney_b_approved_at" timestamp with time zone,
	"user_a_will_hire_attorney" boolean,
	"user_b_will_hire_attorney" boolean,
	"state_id" uuid,
	"invitation_email" text,
	"invitation_sent_at" timestamp with time zone,
	"invitation_accepted_at" timestamp with time zone,
	"invited_user_id" uuid,
	"status" "document_status" DEFAULT 'NOT_APPROVED' NOT NULL,
	"status_modified_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"prior_finalized_at" timestamp with time zone,
	"generated_pdf_file_id" uuid,
	"proof_file_id" uuid,
	"last_generated_input_hash" text,
	"last_generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "external_attorneys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "attorney_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attorney_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"booking_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"chosen_attorney_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid,
	"cart_status" "cart_status" DEFAULT 'UNPAID' NOT NULL,
	"discount_code_id" uuid,
	"total_paid_in_cents" integer,
	"total_fee_in_cents" integer,
	"payment_method" "payment_method",
	"payment_reference" text,
	"transaction_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"percent_off" integer,
	"amount_off_in_cents" integer,
	"expiration_date" date,
	"stripe_coupon_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"code" text NOT NULL,
	"expiration_date" date,
	"max_redemptions_per_customer" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"price_in_cents" integer NOT NULL,
	"product_type" "product_type" NOT NULL,
	"product_category" "product_category" NOT NULL,
	"product_icon" text,
	"is_shared_product" boolean DEFAULT false NOT NULL,
	"discounts_allowed" boolean DEFAULT true NOT NULL,
	"stripe_price_id" text,
	"one_per_user" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"cart_id" uuid,
	"document_id" uuid,
	"attorney_id" uuid,
	"category" "product_category",
	"payout_status" "payout_status",
	"price_paid_in_cents" integer DEFAULT 0 NOT NULL,
	"price_paid_to_attorney_in_cents" integer,
	"fee_paid_in_cents" integer DEFAULT 0 NOT NULL,
	"partial_payout_reason" text,
	"paid_out_at" timestamp with time zone,
	"booking_status" "booking_status",
	"payment_status" "payment_status" DEFAULT 'SUCCESSFUL' NOT NULL,
	"amount_refunded_in_cents" integer DEFAULT 0 NOT NULL,
	"refund_notes" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_disciplinary_records" ADD CONSTRAINT "attorney_disciplinary_records_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_disciplinary_records" ADD CONSTRAINT "attorney_disciplinary_records_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_states" ADD CONSTRAINT "attorney_states_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_states" ADD CONSTRAINT "attorney_states_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_malpractice_insurance_file_id_files_id_fk" FOREIGN KEY ("malpractice_insurance_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_profile_photo_id_files_id_fk" FOREIGN KEY ("profile_photo_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_docusign_contract_file_id_files_id_fk" FOREIGN KEY ("docusign_contract_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clause_templates" ADD CONSTRAINT "clause_templates_section_template_id_section_templates_id_fk" FOREIGN KEY ("section_template_id") REFERENCES "public"."section_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clause_templates" ADD CONSTRAINT "clause_templates_parent_clause_template_id_clause_templates_id_fk" FOREIGN KEY ("parent_clause_template_id") REFERENCES "public"."clause_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_states" ADD CONSTRAINT "document_template_states_document_template_id_document_templates_id_fk" FOREIGN KEY ("document_template_id") REFERENCES "public"."document_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_states" ADD CONSTRAINT "document_template_states_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_group_clauses" ADD CONSTRAINT "library_group_clauses_library_group_id_library_groups_id_fk" FOREIGN KEY ("library_group_id") REFERENCES "public"."library_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_group_clauses" ADD CONSTRAINT "library_group_clauses_clause_template_id_clause_templates_id_fk" FOREIGN KEY ("clause_template_id") REFERENCES "public"."clause_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_group_sections" ADD CONSTRAINT "library_group_sections_library_group_id_library_groups_id_fk" FOREIGN KEY ("library_group_id") REFERENCES "public"."library_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_group_sections" ADD CONSTRAINT "library_group_sections_section_template_id_section_templates_id_fk" FOREIGN KEY ("section_template_id") REFERENCES "public"."section_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_templates" ADD CONSTRAINT "section_templates_document_template_id_document_templates_id_fk" FOREIGN KEY ("document_template_id") REFERENCES "public"."document_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_document_template_id_document_templates_id_fk" FOREIGN KEY ("document_template_id") REFERENCES "public"."document_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_a_id_users_id_fk" FOREIGN KEY ("user_a_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_b_id_users_id_fk" FOREIGN KEY ("user_b_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_attorney_a_id_attorneys_id_fk" FOREIGN KEY ("attorney_a_id") REFERENCES "public"."attorneys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_attorney_b_id_attorneys_id_fk" FOREIGN KEY ("attorney_b_id") REFERENCES "public"."attorneys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_invited_user_id_users_id_fk" FOREIGN KEY ("invited_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_generated_pdf_file_id_files_id_fk" FOREIGN KEY ("generated_pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_attorneys" ADD CONSTRAINT "external_attorneys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_attorneys" ADD CONSTRAINT "external_attorneys_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_services" ADD CONSTRAINT "attorney_services_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_services" ADD CONSTRAINT "attorney_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_chosen_attorney_id_attorneys_id_fk" FOREIGN KEY ("chosen_attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_id_unique" ON "users" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type");--> statement-breakpoint
CREATE INDEX "files_key_idx" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_created_by_idx" ON "files" USING btree ("created_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_abbreviation_unique" ON "countries" USING btree ("abbreviation");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_abbreviation_unique" ON "states" USING btree ("country_id","abbreviation");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "attorney_disciplinary_records_attorney_idx" ON "attorney_disciplinary_records" USING btree ("attorney_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attorney_states_attorney_state_unique" ON "attorney_states" USING btree ("attorney_id","state_id");--> statement-breakpoint
CREATE INDEX "attorney_states_state_idx" ON "attorney_states" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attorneys_user_id_unique" ON "attorneys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attorneys_law_firm_idx" ON "attorneys" USING btree ("law_firm_id");--> statement-breakpoint
CREATE INDEX "attorneys_stage_idx" ON "attorneys" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "internal_notes_attorney_idx" ON "internal_notes" USING btree ("attorney_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clause_templates_section_key_unique" ON "clause_templates" USING btree ("section_template_id","key");--> statement-breakpoint
CREATE INDEX "clause_templates_parent_idx" ON "clause_templates" USING btree ("parent_clause_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_template_states_template_state_unique" ON "document_template_states" USING btree ("document_template_id","state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_key_unique" ON "document_templates" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "library_group_clauses_unique" ON "library_group_clauses" USING btree ("library_group_id","clause_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_group_sections_unique" ON "library_group_sections" USING btree ("library_group_id","section_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_groups_key_unique" ON "library_groups" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "section_templates_template_key_unique" ON "section_templates" USING btree ("document_template_id","key");--> statement-breakpoint
CREATE INDEX "section_templates_template_idx" ON "section_templates" USING btree ("document_template_id");--> statement-breakpoint
CREATE INDEX "terms_state_idx" ON "terms" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "documents_user_a_idx" ON "documents" USING btree ("user_a_id");--> statement-breakpoint
CREATE INDEX "documents_user_b_idx" ON "documents" USING btree ("user_b_id");--> statement-breakpoint
CREATE INDEX "documents_attorney_a_idx" ON "documents" USING btree ("attorney_a_id");--> statement-breakpoint
CREATE INDEX "documents_attorney_b_idx" ON "documents" USING btree ("attorney_b_id");--> statement-breakpoint
CREATE INDEX "documents_invited_user_idx" ON "documents" USING btree ("invited_user_id");--> statement-breakpoint
CREATE INDEX "documents_state_idx" ON "documents" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "external_attorneys_user_idx" ON "external_attorneys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "external_attorneys_document_idx" ON "external_attorneys" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attorney_services_attorney_product_unique" ON "attorney_services" USING btree ("attorney_id","product_id");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "carts_document_idx" ON "carts" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "carts_payment_reference_idx" ON "carts" USING btree ("payment_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_key_unique" ON "products" USING btree ("key");--> statement-breakpoint
CREATE INDEX "products_product_type_idx" ON "products" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "purchase_items_user_idx" ON "purchase_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchase_items_document_idx" ON "purchase_items" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "purchase_items_attorney_idx" ON "purchase_items" USING btree ("attorney_id");--> statement-breakpoint
CREATE INDEX "purchase_items_cart_idx" ON "purchase_items" USING btree ("cart_id");