-- Issue 16. A new version of a concluded will points at the will it replaces (which stays
-- concluded); "Já assinei" records signing beside a concluded will, never inside its content.
CREATE TABLE "testament_signings" (
	"testament_id" uuid PRIMARY KEY NOT NULL,
	"signed_on" date NOT NULL,
	"witness_ids" jsonb NOT NULL,
	"original_location" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "testaments" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "testament_signings" ADD CONSTRAINT "testament_signings_testament_id_testaments_id_fk" FOREIGN KEY ("testament_id") REFERENCES "public"."testaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testaments" ADD CONSTRAINT "testaments_replaces_id_testaments_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."testaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testaments_replaces_idx" ON "testaments" USING btree ("replaces_id");