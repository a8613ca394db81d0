CREATE TABLE "cart_reminder_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pipeline_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"items" jsonb NOT NULL,
	"value_in_paise" integer NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"mail_id" uuid,
	"skipped" text,
	"restored_at" timestamp with time zone,
	"recovered_order_id" uuid,
	"recovered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_reminders_pipeline_id_unique" UNIQUE("pipeline_id"),
	CONSTRAINT "cart_reminders_email_lower" CHECK ("cart_reminders"."email" = lower("cart_reminders"."email"))
);
--> statement-breakpoint
CREATE TABLE "message_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_consent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cart_reminders_due_idx" ON "cart_reminders" USING btree ("remind_at") WHERE "cart_reminders"."reminded_at" is null and "cart_reminders"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "cart_reminders_email_idx" ON "cart_reminders" USING btree ("email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_provider_message_idx" ON "mail_outbox" USING btree ("provider_message_id") WHERE "mail_outbox"."provider_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_source_channel_idx" ON "mail_outbox" USING btree ("source_id","channel") WHERE "mail_outbox"."source_id" is not null;