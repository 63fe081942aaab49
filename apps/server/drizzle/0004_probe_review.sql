ALTER TABLE "scan_probes" ADD COLUMN "review" jsonb;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "undecided" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "risk_score" double precision;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "risk_level" text;--> statement-breakpoint
-- Scans rolled up before these columns: their score and level from the stored risk.
UPDATE "scans" SET "risk_score" = ("risk"->>'score')::double precision, "risk_level" = "risk"->>'level' WHERE "risk" IS NOT NULL;
