-- Domains at their daily ceiling of acknowledgements, and until when they surely stay there: the
-- oldest acknowledgement counted plus 24 hours, since none counted can leave the window before it.
-- While a hold stands, an enquiry to that domain reads this one row instead of counting the
-- ceiling's rows again (server/storage/ack-counts.ts). `cap` is the ceiling it was counted
-- against: a higher ceiling set later does not take it as reached. Only adds.
CREATE TABLE IF NOT EXISTS "ack_domain_holds" (
	"domain" text PRIMARY KEY NOT NULL,
	"cap" integer NOT NULL,
	"until" timestamp with time zone NOT NULL
);
