-- The profile holds a person's phone number and birth date; the questionnaire's answers to those two
-- questions read it and keep no value of their own. A value answered before moves to the profile when
-- the profile has none (the person's latest answer; a phone in E.164: the stored answers passed the
-- phone rule, whose default country is the US), then the answer rows drop their copy where the profile
-- now has the value (the answer history keeps every value typed).
WITH latest AS (
  SELECT DISTINCT ON (a.user_id, q.key) a.user_id, q.key, btrim(a.value_typed) AS value
  FROM answers a JOIN questions q ON q.id = a.question_id
  WHERE q.key IN ('phone_number', 'date_of_birth') AND a.deleted_at IS NULL AND btrim(coalesce(a.value_typed, '')) <> ''
  ORDER BY a.user_id, q.key, a.updated_at DESC, a.id DESC
), phones AS (
  SELECT user_id, regexp_replace(value, '[^0-9]', '', 'g') AS digits, value LIKE '+%' AS international
  FROM latest WHERE key = 'phone_number'
)
UPDATE users u SET phone_number = CASE
    WHEN p.international THEN '+' || p.digits
    WHEN length(p.digits) = 10 THEN '+1' || p.digits
    ELSE '+' || p.digits
  END, updated_at = now()
FROM phones p
WHERE u.id = p.user_id AND u.phone_number IS NULL
  AND (p.international OR length(p.digits) = 10 OR (length(p.digits) = 11 AND p.digits LIKE '1%'));--> statement-breakpoint
WITH latest AS (
  SELECT DISTINCT ON (a.user_id) a.user_id, btrim(a.value_typed) AS value
  FROM answers a JOIN questions q ON q.id = a.question_id
  WHERE q.key = 'date_of_birth' AND a.deleted_at IS NULL AND btrim(coalesce(a.value_typed, '')) ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
  ORDER BY a.user_id, a.updated_at DESC, a.id DESC
)
UPDATE users u SET birthdate = l.value::date, updated_at = now()
FROM latest l
WHERE u.id = l.user_id AND u.birthdate IS NULL;--> statement-breakpoint
UPDATE answers a SET value_typed = NULL
FROM questions q, users u
WHERE q.id = a.question_id AND u.id = a.user_id AND a.value_typed IS NOT NULL
  AND ((q.key = 'phone_number' AND u.phone_number IS NOT NULL) OR (q.key = 'date_of_birth' AND u.birthdate IS NOT NULL));
