DROP INDEX "scans_org_idx";--> statement-breakpoint
DROP INDEX "model_audit_scans_org_idx";--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "token_probes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "prompt_tokens" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "completion_tokens" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "total_tokens" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "cost_probes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "cost_usd" double precision;--> statement-breakpoint
CREATE INDEX "scans_org_created_idx" ON "scans" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "scans_org_finished_idx" ON "scans" USING btree ("organization_id","finished_at");--> statement-breakpoint
CREATE INDEX "model_audit_scans_org_created_idx" ON "model_audit_scans" USING btree ("organization_id","created_at");--> statement-breakpoint
-- Scans rolled up before these columns existed: their tokens and cost, summed once from their probes.
UPDATE "scans" SET "token_probes" = p."token_probes", "prompt_tokens" = p."prompt_tokens",
  "completion_tokens" = p."completion_tokens", "total_tokens" = p."total_tokens",
  "cost_probes" = p."cost_probes", "cost_usd" = p."cost_usd"
FROM (
  SELECT "scan_id", count("tokens")::int AS "token_probes",
    coalesce(round(sum(("tokens"->>'prompt')::numeric)), 0)::bigint AS "prompt_tokens",
    coalesce(round(sum(("tokens"->>'completion')::numeric)), 0)::bigint AS "completion_tokens",
    coalesce(round(sum(("tokens"->>'total')::numeric)), 0)::bigint AS "total_tokens",
    count("cost")::int AS "cost_probes", sum("cost") AS "cost_usd"
  FROM "scan_probes" WHERE "status" = 'done' GROUP BY "scan_id"
) p
WHERE p."scan_id" = "scans"."id" AND "scans"."finished_at" IS NOT NULL;
