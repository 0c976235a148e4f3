CREATE TABLE "testament_pdf_failures" (
	"testament_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_sha256" text NOT NULL,
	"reason" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testament_pdf_failures_testament_id_kind_content_sha256_pk" PRIMARY KEY("testament_id","kind","content_sha256")
);
--> statement-breakpoint
ALTER TABLE "testament_pdf_failures" ADD CONSTRAINT "testament_pdf_failures_testament_id_testaments_id_fk" FOREIGN KEY ("testament_id") REFERENCES "public"."testaments"("id") ON DELETE cascade ON UPDATE no action;