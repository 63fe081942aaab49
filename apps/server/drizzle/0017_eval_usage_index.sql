ALTER TABLE "eval_results" ADD COLUMN "grading" jsonb;--> statement-breakpoint
CREATE INDEX "evals_org_created_idx" ON "evals" USING btree ("organization_id","created_at");