-- An erasure whose removal from the disk has not finished yet (files, the embedded database's old
-- row versions): written in the erasure's own transaction, deleted once the data is gone. While
-- any row is here, no backup of the embedded database is written.
CREATE TABLE IF NOT EXISTS "erasures_pending" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "erasures_pending_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
-- The visit salt lives in each process's memory from now on: the salts earlier releases stored go.
DELETE FROM "visit_salts";
