CREATE TABLE "visit_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"visitors" integer NOT NULL,
	"pageviews" integer NOT NULL,
	"enquiry_opens" integer NOT NULL,
	CONSTRAINT "visit_daily_day_dimension_key_pk" PRIMARY KEY("day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	"programme" text,
	"source" text NOT NULL,
	"campaign" text
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_seen" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "visit_seen_day_dimension_key_visitor_pk" PRIMARY KEY("day","dimension","key","visitor")
);
--> statement-breakpoint
CREATE INDEX "visit_events_day_idx" ON "visit_events" USING btree ("day");