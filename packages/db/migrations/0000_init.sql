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
	"email_unsubscribed_at" timestamp with time zone,
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
	"payout_details" text,
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
	"professional_associations" text[] DEFAULT '{}' NOT NULL,
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
CREATE TABLE "library_group_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_group_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
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
CREATE TABLE "document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text DEFAULT 'upload' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
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
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_item_id" uuid NOT NULL,
	"law_firm_id" uuid,
	"amount_in_cents" integer NOT NULL,
	"partial_payout_reason" text,
	"skipped_transfer" boolean DEFAULT false NOT NULL,
	"external_transfer_id" text,
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
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_item_id" uuid NOT NULL,
	"amount_in_cents" integer NOT NULL,
	"reason" text,
	"is_complimentary_refund" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "attorney_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_option_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
	"type" "attorney_rule_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "conditional_visibilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_question_id" uuid NOT NULL,
	"question_option_id" uuid NOT NULL,
	"child_question_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "question_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"icon" text,
	"icon_color" text,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "question_option_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_option_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"order" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"pro_tip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "question_state_restrictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
	"is_excluded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "questionnaire_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"path" text,
	"order" integer NOT NULL,
	"attorney_required_question_present" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"section_id" uuid NOT NULL,
	"group_id" uuid,
	"parent_question_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"example_scenario" text,
	"pro_tip" text,
	"is_required" boolean DEFAULT false NOT NULL,
	"question_type" "question_type" NOT NULL,
	"input_type" "input_type",
	"input_restriction" "input_restriction",
	"allows_other_option" boolean DEFAULT false NOT NULL,
	"allows_custom_clause" boolean DEFAULT false NOT NULL,
	"generates_dispute" boolean DEFAULT false NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "restricted_question_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_option_id" uuid NOT NULL,
	"restricted_question_option_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "section_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid,
	"section_id" uuid NOT NULL,
	"status" "section_status" DEFAULT 'NOT_STARTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "section_progress_user_document_section_unique" UNIQUE NULLS NOT DISTINCT("user_id","document_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "question_group_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "question_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "video_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"video_id" uuid NOT NULL,
	"state_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"author" text,
	"youtube_link" text NOT NULL,
	"location" text,
	"state_id" uuid,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "answer_question_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_id" uuid NOT NULL,
	"question_option_id" uuid NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid,
	"value_typed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "discussions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"question_id" uuid,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer_id" uuid,
	"initiated_by_user_id" uuid NOT NULL,
	"previous_typed_value" text,
	"previous_option_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "accounts_and_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"asset_account_type" "asset_account_type" NOT NULL,
	"account_type" "account_type",
	"asset_type" "asset_type",
	"description" text,
	"institution" text,
	"account_number" text,
	"beneficiary" text,
	"value_in_cents" bigint,
	"is_joint" boolean DEFAULT false NOT NULL,
	"user_a_percentage" integer,
	"user_b_percentage" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "accounts_and_assets_account_number_length" CHECK (char_length("accounts_and_assets"."account_number") <= 4),
	CONSTRAINT "accounts_and_assets_user_a_percentage" CHECK ("accounts_and_assets"."user_a_percentage" between 0 and 100),
	CONSTRAINT "accounts_and_assets_user_b_percentage" CHECK ("accounts_and_assets"."user_b_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"name" text NOT NULL,
	"business_type" "business_type",
	"description" text,
	"ownership_percentage" integer,
	"value_in_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "businesses_ownership_percentage" CHECK ("businesses"."ownership_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"creditor" text NOT NULL,
	"nature_of_debt" text,
	"year_incurred" integer,
	"amount_due_in_cents" bigint,
	"is_joint" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "financial_disclosures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "for_ex_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" "currency" NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"as_of" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "incomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"year" integer NOT NULL,
	"income_type" "income_type" NOT NULL,
	"description" text,
	"value_in_cents" bigint,
	"overtime_pay_in_cents" bigint,
	"tips_in_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "inheritances_and_trusts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"category" "inheritance_category" NOT NULL,
	"name_of_trust" text,
	"benefactor" text,
	"description" text,
	"value_in_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "legacy_joint_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"description" text,
	"value_in_cents" bigint,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "real_estates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"description" text,
	"street_address" text,
	"city" text,
	"state" text,
	"country" text,
	"zipcode" text,
	"purchase_year" integer,
	"purchase_price_in_cents" bigint,
	"assessed_value_in_cents" bigint,
	"last_assessment_year" integer,
	"value_in_cents" bigint,
	"mortgage_balance_in_cents" bigint,
	"second_mortgage_balance_in_cents" bigint,
	"equity_in_cents" bigint,
	"title_held_in_name_of" text,
	"is_joint" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"vehicle_type" "vehicle_type" NOT NULL,
	"make" text,
	"model" text,
	"purchase_year" integer,
	"purchase_price_in_cents" bigint,
	"value_in_cents" bigint,
	"loan_balance_in_cents" bigint,
	"equity_in_cents" bigint,
	"title_held_in_name_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attorney_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_item_id" uuid,
	"attorney_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid,
	"event_start_at" timestamp with time zone NOT NULL,
	"event_end_at" timestamp with time zone NOT NULL,
	"event_status" "event_status" DEFAULT 'BOOKED' NOT NULL,
	"service_completed_at" timestamp with time zone,
	"cancel_url" text,
	"reschedule_url" text,
	"location_type" "location_type",
	"location" text,
	"time_zone" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "notarizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"external_id" text,
	"external_status" text,
	"user_a_link" text,
	"user_b_link" text,
	"attorney_a_link" text,
	"attorney_b_link" text,
	"is_proof_upload" boolean DEFAULT false NOT NULL,
	"notarization_completed_at" timestamp with time zone,
	"notarized_file_id" uuid,
	"reset_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_clause_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"document_clause_id" uuid,
	"document_section_id" uuid,
	"document_section_draft_id" uuid,
	"parent_clause_id" uuid,
	"clause_template_id" uuid,
	"author_user_id" uuid NOT NULL,
	"is_removed" boolean DEFAULT false NOT NULL,
	"key" text,
	"title" text,
	"text" text,
	"list_style" "list_style" DEFAULT 'NONE' NOT NULL,
	"text_style" text_style,
	"order" integer DEFAULT 0 NOT NULL,
	"is_separate_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_clause_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commit_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"document_clause_id" uuid NOT NULL,
	"document_section_id" uuid NOT NULL,
	"parent_clause_id" uuid,
	"key" text,
	"title" text,
	"text" text,
	"list_style" "list_style" DEFAULT 'NONE' NOT NULL,
	"text_style" text_style,
	"order" integer DEFAULT 0 NOT NULL,
	"is_separate_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_clauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"document_section_id" uuid NOT NULL,
	"parent_clause_id" uuid,
	"clause_template_id" uuid,
	"key" text,
	"title" text,
	"text" text,
	"list_style" "list_style" DEFAULT 'NONE' NOT NULL,
	"text_style" text_style,
	"order" integer DEFAULT 0 NOT NULL,
	"is_separate_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_commits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"author_user_id" uuid,
	"message" text,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_section_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"document_section_id" uuid,
	"section_template_id" uuid,
	"author_user_id" uuid NOT NULL,
	"is_removed" boolean DEFAULT false NOT NULL,
	"key" text,
	"title" text,
	"text" text,
	"list_style" "list_style" DEFAULT 'NONE' NOT NULL,
	"text_style" text_style,
	"order" integer DEFAULT 0 NOT NULL,
	"is_separate_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_section_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"commit_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"document_section_id" uuid NOT NULL,
	"key" text,
	"title" text,
	"text" text,
	"list_style" "list_style" DEFAULT 'NONE' NOT NULL,
	"text_style" text_style,
	"order" integer DEFAULT 0 NOT NULL,
	"is_separate_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"section_template_id" uuid,
	"key" text,
	"title" text,
	"text" text,
	"list_style" "list_style" DEFAULT 'NONE' NOT NULL,
	"text_style" text_style,
	"order" integer DEFAULT 0 NOT NULL,
	"is_separate_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "attorney_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attorney_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid,
	"message" text,
	"rating" integer NOT NULL,
	"status" "review_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	CONSTRAINT "attorney_reviews_rating_range" CHECK ("attorney_reviews"."rating" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "answer_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"document_id" uuid,
	"changed_by_user_id" uuid,
	"previous_value_typed" text,
	"new_value_typed" text,
	"previous_option_ids" uuid[] DEFAULT '{}' NOT NULL,
	"new_option_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid,
	"document_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" uuid,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"template" text,
	"template_data" jsonb,
	"user_id" uuid,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
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
ALTER TABLE "library_group_states" ADD CONSTRAINT "library_group_states_library_group_id_library_groups_id_fk" FOREIGN KEY ("library_group_id") REFERENCES "public"."library_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_group_states" ADD CONSTRAINT "library_group_states_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_templates" ADD CONSTRAINT "section_templates_document_template_id_document_templates_id_fk" FOREIGN KEY ("document_template_id") REFERENCES "public"."document_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_document_template_id_document_templates_id_fk" FOREIGN KEY ("document_template_id") REFERENCES "public"."document_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_purchase_item_id_purchase_items_id_fk" FOREIGN KEY ("purchase_item_id") REFERENCES "public"."purchase_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purchase_item_id_purchase_items_id_fk" FOREIGN KEY ("purchase_item_id") REFERENCES "public"."purchase_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_rules" ADD CONSTRAINT "attorney_rules_question_option_id_question_options_id_fk" FOREIGN KEY ("question_option_id") REFERENCES "public"."question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_rules" ADD CONSTRAINT "attorney_rules_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditional_visibilities" ADD CONSTRAINT "conditional_visibilities_parent_question_id_questions_id_fk" FOREIGN KEY ("parent_question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditional_visibilities" ADD CONSTRAINT "conditional_visibilities_question_option_id_question_options_id_fk" FOREIGN KEY ("question_option_id") REFERENCES "public"."question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditional_visibilities" ADD CONSTRAINT "conditional_visibilities_child_question_id_questions_id_fk" FOREIGN KEY ("child_question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_groups" ADD CONSTRAINT "question_groups_section_id_questionnaire_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."questionnaire_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_option_states" ADD CONSTRAINT "question_option_states_question_option_id_question_options_id_fk" FOREIGN KEY ("question_option_id") REFERENCES "public"."question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_option_states" ADD CONSTRAINT "question_option_states_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_state_restrictions" ADD CONSTRAINT "question_state_restrictions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_state_restrictions" ADD CONSTRAINT "question_state_restrictions_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_id_questionnaire_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."questionnaire_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_group_id_question_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."question_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_parent_question_id_questions_id_fk" FOREIGN KEY ("parent_question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_question_options" ADD CONSTRAINT "restricted_question_options_question_option_id_question_options_id_fk" FOREIGN KEY ("question_option_id") REFERENCES "public"."question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_question_options" ADD CONSTRAINT "restricted_question_options_restricted_question_option_id_question_options_id_fk" FOREIGN KEY ("restricted_question_option_id") REFERENCES "public"."question_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_progress" ADD CONSTRAINT "section_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_progress" ADD CONSTRAINT "section_progress_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_progress" ADD CONSTRAINT "section_progress_section_id_questionnaire_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."questionnaire_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_group_videos" ADD CONSTRAINT "question_group_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_group_videos" ADD CONSTRAINT "question_group_videos_group_id_question_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."question_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_videos" ADD CONSTRAINT "question_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_videos" ADD CONSTRAINT "question_videos_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_states" ADD CONSTRAINT "video_states_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_states" ADD CONSTRAINT "video_states_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_question_options" ADD CONSTRAINT "answer_question_options_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_question_options" ADD CONSTRAINT "answer_question_options_question_option_id_question_options_id_fk" FOREIGN KEY ("question_option_id") REFERENCES "public"."question_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolutions" ADD CONSTRAINT "resolutions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolutions" ADD CONSTRAINT "resolutions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolutions" ADD CONSTRAINT "resolutions_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolutions" ADD CONSTRAINT "resolutions_initiated_by_user_id_users_id_fk" FOREIGN KEY ("initiated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts_and_assets" ADD CONSTRAINT "accounts_and_assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts_and_assets" ADD CONSTRAINT "accounts_and_assets_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_disclosures" ADD CONSTRAINT "financial_disclosures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_disclosures" ADD CONSTRAINT "financial_disclosures_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incomes" ADD CONSTRAINT "incomes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inheritances_and_trusts" ADD CONSTRAINT "inheritances_and_trusts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inheritances_and_trusts" ADD CONSTRAINT "inheritances_and_trusts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_joint_properties" ADD CONSTRAINT "legacy_joint_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_joint_properties" ADD CONSTRAINT "legacy_joint_properties_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_estates" ADD CONSTRAINT "real_estates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_estates" ADD CONSTRAINT "real_estates_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_purchase_item_id_purchase_items_id_fk" FOREIGN KEY ("purchase_item_id") REFERENCES "public"."purchase_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notarizations" ADD CONSTRAINT "notarizations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notarizations" ADD CONSTRAINT "notarizations_notarized_file_id_files_id_fk" FOREIGN KEY ("notarized_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clause_drafts" ADD CONSTRAINT "document_clause_drafts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clause_drafts" ADD CONSTRAINT "document_clause_drafts_document_clause_id_document_clauses_id_fk" FOREIGN KEY ("document_clause_id") REFERENCES "public"."document_clauses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clause_drafts" ADD CONSTRAINT "document_clause_drafts_document_section_id_document_sections_id_fk" FOREIGN KEY ("document_section_id") REFERENCES "public"."document_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clause_drafts" ADD CONSTRAINT "document_clause_drafts_document_section_draft_id_document_section_drafts_id_fk" FOREIGN KEY ("document_section_draft_id") REFERENCES "public"."document_section_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clause_drafts" ADD CONSTRAINT "document_clause_drafts_parent_clause_id_document_clauses_id_fk" FOREIGN KEY ("parent_clause_id") REFERENCES "public"."document_clauses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clause_drafts" ADD CONSTRAINT "document_clause_drafts_clause_template_id_clause_templates_id_fk" FOREIGN KEY ("clause_template_id") REFERENCES "public"."clause_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clause_drafts" ADD CONSTRAINT "document_clause_drafts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clause_history" ADD CONSTRAINT "document_clause_history_commit_id_document_commits_id_fk" FOREIGN KEY ("commit_id") REFERENCES "public"."document_commits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clause_history" ADD CONSTRAINT "document_clause_history_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clauses" ADD CONSTRAINT "document_clauses_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clauses" ADD CONSTRAINT "document_clauses_document_section_id_document_sections_id_fk" FOREIGN KEY ("document_section_id") REFERENCES "public"."document_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clauses" ADD CONSTRAINT "document_clauses_parent_clause_id_document_clauses_id_fk" FOREIGN KEY ("parent_clause_id") REFERENCES "public"."document_clauses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_clauses" ADD CONSTRAINT "document_clauses_clause_template_id_clause_templates_id_fk" FOREIGN KEY ("clause_template_id") REFERENCES "public"."clause_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_commits" ADD CONSTRAINT "document_commits_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_commits" ADD CONSTRAINT "document_commits_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_locks" ADD CONSTRAINT "document_locks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_locks" ADD CONSTRAINT "document_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_section_drafts" ADD CONSTRAINT "document_section_drafts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_section_drafts" ADD CONSTRAINT "document_section_drafts_document_section_id_document_sections_id_fk" FOREIGN KEY ("document_section_id") REFERENCES "public"."document_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_section_drafts" ADD CONSTRAINT "document_section_drafts_section_template_id_section_templates_id_fk" FOREIGN KEY ("section_template_id") REFERENCES "public"."section_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_section_drafts" ADD CONSTRAINT "document_section_drafts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_section_history" ADD CONSTRAINT "document_section_history_commit_id_document_commits_id_fk" FOREIGN KEY ("commit_id") REFERENCES "public"."document_commits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_section_history" ADD CONSTRAINT "document_section_history_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sections" ADD CONSTRAINT "document_sections_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sections" ADD CONSTRAINT "document_sections_section_template_id_section_templates_id_fk" FOREIGN KEY ("section_template_id") REFERENCES "public"."section_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_reviews" ADD CONSTRAINT "attorney_reviews_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_reviews" ADD CONSTRAINT "attorney_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_reviews" ADD CONSTRAINT "attorney_reviews_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "library_group_states_unique" ON "library_group_states" USING btree ("library_group_id","state_id");--> statement-breakpoint
CREATE INDEX "library_group_states_state_idx" ON "library_group_states" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_groups_key_unique" ON "library_groups" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "section_templates_template_key_unique" ON "section_templates" USING btree ("document_template_id","key");--> statement-breakpoint
CREATE INDEX "section_templates_template_idx" ON "section_templates" USING btree ("document_template_id");--> statement-breakpoint
CREATE INDEX "terms_state_idx" ON "terms" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_files_document_file_unique" ON "document_files" USING btree ("document_id","file_id");--> statement-breakpoint
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
CREATE UNIQUE INDEX "payment_events_provider_external_unique" ON "payment_events" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "payouts_purchase_item_idx" ON "payouts" USING btree ("purchase_item_id");--> statement-breakpoint
CREATE INDEX "payouts_law_firm_idx" ON "payouts" USING btree ("law_firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_key_unique" ON "products" USING btree ("key");--> statement-breakpoint
CREATE INDEX "products_product_type_idx" ON "products" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "purchase_items_user_idx" ON "purchase_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchase_items_document_idx" ON "purchase_items" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "purchase_items_attorney_idx" ON "purchase_items" USING btree ("attorney_id");--> statement-breakpoint
CREATE INDEX "purchase_items_cart_idx" ON "purchase_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "refunds_purchase_item_idx" ON "refunds" USING btree ("purchase_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attorney_rules_option_state_type_unique" ON "attorney_rules" USING btree ("question_option_id","state_id","type");--> statement-breakpoint
CREATE INDEX "attorney_rules_state_idx" ON "attorney_rules" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conditional_visibilities_unique" ON "conditional_visibilities" USING btree ("parent_question_id","question_option_id","child_question_id");--> statement-breakpoint
CREATE INDEX "conditional_visibilities_child_idx" ON "conditional_visibilities" USING btree ("child_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_groups_key_unique" ON "question_groups" USING btree ("key");--> statement-breakpoint
CREATE INDEX "question_groups_section_idx" ON "question_groups" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_option_states_unique" ON "question_option_states" USING btree ("question_option_id","state_id");--> statement-breakpoint
CREATE INDEX "question_option_states_state_idx" ON "question_option_states" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_options_key_unique" ON "question_options" USING btree ("key");--> statement-breakpoint
CREATE INDEX "question_options_question_idx" ON "question_options" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_state_restrictions_unique" ON "question_state_restrictions" USING btree ("question_id","state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_sections_key_unique" ON "questionnaire_sections" USING btree ("key");--> statement-breakpoint
CREATE INDEX "questionnaire_sections_order_idx" ON "questionnaire_sections" USING btree ("order");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_key_unique" ON "questions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "questions_section_idx" ON "questions" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "questions_group_idx" ON "questions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "questions_parent_idx" ON "questions" USING btree ("parent_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restricted_question_options_pair_unique" ON "restricted_question_options" USING btree ("question_option_id","restricted_question_option_id");--> statement-breakpoint
CREATE INDEX "section_progress_document_idx" ON "section_progress" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_group_videos_unique" ON "question_group_videos" USING btree ("video_id","group_id");--> statement-breakpoint
CREATE INDEX "question_group_videos_group_idx" ON "question_group_videos" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_videos_unique" ON "question_videos" USING btree ("video_id","question_id");--> statement-breakpoint
CREATE INDEX "question_videos_question_idx" ON "question_videos" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_states_unique" ON "video_states" USING btree ("video_id","state_id");--> statement-breakpoint
CREATE INDEX "video_states_state_idx" ON "video_states" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_key_unique" ON "videos" USING btree ("key");--> statement-breakpoint
CREATE INDEX "videos_location_idx" ON "videos" USING btree ("location","state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "answer_question_options_unique" ON "answer_question_options" USING btree ("answer_id","question_option_id");--> statement-breakpoint
CREATE INDEX "answer_question_options_option_idx" ON "answer_question_options" USING btree ("question_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_live_unique" ON "answers" USING btree ("question_id","user_id",coalesce("document_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "answers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "answers_user_idx" ON "answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "answers_document_idx" ON "answers" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "discussions_document_question_idx" ON "discussions" USING btree ("document_id","question_id");--> statement-breakpoint
CREATE INDEX "discussions_user_idx" ON "discussions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resolutions_document_idx" ON "resolutions" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "resolutions_question_idx" ON "resolutions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "accounts_and_assets_document_user_idx" ON "accounts_and_assets" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "accounts_and_assets_user_idx" ON "accounts_and_assets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "businesses_document_user_idx" ON "businesses" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "businesses_user_idx" ON "businesses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "debts_document_user_idx" ON "debts" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "debts_user_idx" ON "debts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_disclosures_document_user_unique" ON "financial_disclosures" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "financial_disclosures_user_idx" ON "financial_disclosures" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "for_ex_rates_currency_unique" ON "for_ex_rates" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "incomes_document_user_idx" ON "incomes" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "incomes_user_idx" ON "incomes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "inheritances_and_trusts_document_user_idx" ON "inheritances_and_trusts" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "inheritances_and_trusts_user_idx" ON "inheritances_and_trusts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "legacy_joint_properties_document_user_idx" ON "legacy_joint_properties" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "legacy_joint_properties_user_idx" ON "legacy_joint_properties" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "real_estates_document_user_idx" ON "real_estates" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "real_estates_user_idx" ON "real_estates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicles_document_user_idx" ON "vehicles" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "vehicles_user_idx" ON "vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_slots_attorney_start_unique" ON "availability_slots" USING btree ("attorney_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_attorney_start_idx" ON "events" USING btree ("attorney_id","event_start_at");--> statement-breakpoint
CREATE INDEX "events_user_start_idx" ON "events" USING btree ("user_id","event_start_at");--> statement-breakpoint
CREATE INDEX "events_purchase_item_idx" ON "events" USING btree ("purchase_item_id");--> statement-breakpoint
CREATE INDEX "events_document_idx" ON "events" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_external_id_unique" ON "events" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "notarizations_document_idx" ON "notarizations" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "notarizations_external_idx" ON "notarizations" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "chat_messages_document_created_idx" ON "chat_messages" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_to_unread_idx" ON "chat_messages" USING btree ("to_user_id","is_read");--> statement-breakpoint
CREATE INDEX "document_clause_drafts_document_idx" ON "document_clause_drafts" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_clause_history_commit_idx" ON "document_clause_history" USING btree ("commit_id");--> statement-breakpoint
CREATE INDEX "document_clause_history_document_idx" ON "document_clause_history" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_clauses_document_idx" ON "document_clauses" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_clauses_section_order_idx" ON "document_clauses" USING btree ("document_section_id","order");--> statement-breakpoint
CREATE INDEX "document_commits_document_committed_idx" ON "document_commits" USING btree ("document_id","committed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_locks_document_unique" ON "document_locks" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_locks_user_idx" ON "document_locks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_section_drafts_document_idx" ON "document_section_drafts" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_section_history_commit_idx" ON "document_section_history" USING btree ("commit_id");--> statement-breakpoint
CREATE INDEX "document_section_history_document_idx" ON "document_section_history" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_sections_document_order_idx" ON "document_sections" USING btree ("document_id","order");--> statement-breakpoint
CREATE INDEX "attorney_reviews_attorney_status_idx" ON "attorney_reviews" USING btree ("attorney_id","status");--> statement-breakpoint
CREATE INDEX "attorney_reviews_user_idx" ON "attorney_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attorney_reviews_document_idx" ON "attorney_reviews" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "answer_history_answer_idx" ON "answer_history" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "answer_history_document_user_idx" ON "answer_history" USING btree ("document_id","user_id");--> statement-breakpoint
CREATE INDEX "answer_history_user_idx" ON "answer_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_document_idx" ON "audit_log" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("sent_at","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id");