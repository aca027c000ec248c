ALTER TABLE "documents" ADD COLUMN "user_a_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "user_b_reviewed_at" timestamp with time zone;--> statement-breakpoint
-- Each partner's review of the current text, from the record: the partner's latest review entry after the text's latest generation, edit or regenerate request.
UPDATE "documents" d SET
  "user_a_reviewed_at" = (SELECT max(r."occurred_at") FROM "document_record_entries" r WHERE r."document_id" = d."id" AND r."kind" = 'AGREEMENT_REVIEWED' AND r."respondent" = 'A'
    AND r."sequence" > (SELECT coalesce(max(g."sequence"), 0) FROM "document_record_entries" g WHERE g."document_id" = d."id" AND g."kind" IN ('AGREEMENT_GENERATED', 'AGREEMENT_EDITED', 'REGENERATION_REQUESTED'))),
  "user_b_reviewed_at" = (SELECT max(r."occurred_at") FROM "document_record_entries" r WHERE r."document_id" = d."id" AND r."kind" = 'AGREEMENT_REVIEWED' AND r."respondent" = 'B'
    AND r."sequence" > (SELECT coalesce(max(g."sequence"), 0) FROM "document_record_entries" g WHERE g."document_id" = d."id" AND g."kind" IN ('AGREEMENT_GENERATED', 'AGREEMENT_EDITED', 'REGENERATION_REQUESTED')))
WHERE d."reviewed_at" IS NOT NULL;
--> statement-breakpoint
-- A text one partner alone reviewed is not reviewed by the couple, unless it was finalized or is being notarized under the earlier rule.
UPDATE "documents" d SET "reviewed_at" = NULL
WHERE d."reviewed_at" IS NOT NULL AND d."finalized_at" IS NULL AND (d."user_a_reviewed_at" IS NULL OR d."user_b_reviewed_at" IS NULL)
  AND NOT EXISTS (SELECT 1 FROM "notarizations" n WHERE n."document_id" = d."id" AND n."deleted_at" IS NULL);
