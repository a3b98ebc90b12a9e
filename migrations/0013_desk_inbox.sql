-- The desk as an inbox: who spoke last on every row, and a search over what the visitor wrote.
-- Both are kept on the booking by triggers, in the transaction that stores a message, so the list
-- reads them from the row instead of looking through every message.
ALTER TABLE "bookings" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "last_message_direction" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "last_message_snippet" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_words" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD COLUMN "undo" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "open_next_after_send" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Lower case without accents, the same on PostgreSQL and PGlite with no extension: "Ärztin" and
-- "arztin" read alike. lower() alone would leave accented capitals under the C locale.
CREATE OR REPLACE FUNCTION fold_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(t, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹøØđĐłŁħĦıŧŦ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyaabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwyaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyooddllhhitt'))
$$;--> statement-breakpoint
-- A message's first 140 characters on one line.
CREATE OR REPLACE FUNCTION message_snippet(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT left(btrim(regexp_replace(left(coalesce(t, ''), 1000), '\s+', ' ', 'g')), 140)
$$;--> statement-breakpoint
-- The enquiry as the booking's first message: what the visitor wrote, else what they asked for.
CREATE OR REPLACE FUNCTION booking_enquiry_snippet(b bookings) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT message_snippet(coalesce(
    nullif(concat_ws(' ', b.special_requests, b.why_this_trip, b.travel_experience), ''),
    concat_ws(', ', b.trip_category, b.preferred_dates)))
$$;--> statement-breakpoint
-- The visitor's e-mails to a booking (each bounded).
CREATE OR REPLACE FUNCTION booking_visitor_mail(bid integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT string_agg(left(m.subject || ' ' || m.text, 4000), ' ' ORDER BY m.id) FROM mail_messages m WHERE m.booking_id = bid AND m.kind = 'visitor'
$$;--> statement-breakpoint
-- Everything the visitor wrote, folded: the enquiry's texts and their e-mails.
CREATE OR REPLACE FUNCTION booking_search_words(b bookings, mail text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT fold_text(left(concat_ws(' ', b.reference, b.first_name, b.last_name, b.email, b.country, b.state, b.education,
    b.occupation, b.designation, b.trip_category, b.preferred_dates, b.special_requests, b.why_this_trip, b.budget_range,
    b.travel_experience, mail), 40000))
$$;--> statement-breakpoint
-- The latest message either way on a booking after the enquiry: e-mails in and out, logged contacts, WhatsApp.
CREATE OR REPLACE FUNCTION booking_latest_message(bid integer, OUT at timestamptz, OUT direction text, OUT snippet text)
LANGUAGE sql STABLE AS $$
  SELECT x.at, x.direction, x.snippet FROM (
    SELECT m.at, m.direction, message_snippet(m.text) AS snippet, m.id AS ord FROM mail_messages m
      WHERE m.booking_id = bid AND m.kind IN ('visitor', 'staff', 'desk')
    UNION ALL
    SELECT a.at, 'out', message_snippet(a.body), a.id FROM booking_activities a
      WHERE a.booking_id = bid AND a.kind IN ('call', 'email', 'whatsapp')
  ) x ORDER BY x.at DESC, x.ord DESC LIMIT 1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_refresh_inbox(bid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m record;
BEGIN
  IF bid IS NULL THEN RETURN; END IF;
  SELECT * INTO m FROM booking_latest_message(bid);
  UPDATE bookings b SET
    last_message_at = coalesce(m.at, b.created_at),
    last_message_direction = coalesce(m.direction, 'in'),
    last_message_snippet = CASE WHEN m.at IS NULL THEN booking_enquiry_snippet(b) ELSE m.snippet END,
    search_words = booking_search_words(b, booking_visitor_mail(b.id))
  WHERE b.id = bid;
END $$;--> statement-breakpoint
-- A new enquiry is its own first message; an erasure (or any change of what the visitor wrote) is read again.
CREATE OR REPLACE FUNCTION bookings_inbox_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A new enquiry has no message yet: it is its own first message.
    NEW.last_message_at := NEW.created_at;
    NEW.last_message_direction := 'in';
    NEW.last_message_snippet := booking_enquiry_snippet(NEW);
    NEW.search_words := booking_search_words(NEW, NULL);
    RETURN NEW;
  END IF;
  SELECT * INTO m FROM booking_latest_message(NEW.id);
  NEW.last_message_at := coalesce(m.at, NEW.created_at);
  NEW.last_message_direction := coalesce(m.direction, 'in');
  NEW.last_message_snippet := CASE WHEN m.at IS NULL THEN booking_enquiry_snippet(NEW) ELSE m.snippet END;
  NEW.search_words := booking_search_words(NEW, booking_visitor_mail(NEW.id));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_inbox_columns BEFORE INSERT OR UPDATE OF reference, first_name, last_name, email, country, state, education,
  occupation, designation, trip_category, preferred_dates, special_requests, why_this_trip, budget_range, travel_experience, created_at
  ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_inbox_columns();--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_messages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM booking_refresh_inbox(NEW.booking_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM booking_refresh_inbox(OLD.booking_id);
  ELSE
    PERFORM booking_refresh_inbox(OLD.booking_id);
    IF NEW.booking_id IS DISTINCT FROM OLD.booking_id THEN PERFORM booking_refresh_inbox(NEW.booking_id); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER mail_messages_inbox AFTER INSERT OR DELETE OR UPDATE OF booking_id, kind, subject, text, at ON mail_messages
  FOR EACH ROW EXECUTE FUNCTION booking_messages_changed();--> statement-breakpoint
-- Notes, assignments and the rest are not messages: only contacts with the visitor move the row.
CREATE TRIGGER booking_activities_inbox_insert AFTER INSERT ON booking_activities
  FOR EACH ROW WHEN (NEW.kind IN ('call', 'email', 'whatsapp')) EXECUTE FUNCTION booking_messages_changed();--> statement-breakpoint
CREATE TRIGGER booking_activities_inbox_update AFTER UPDATE OF booking_id, kind, body, at ON booking_activities
  FOR EACH ROW WHEN (NEW.kind IN ('call', 'email', 'whatsapp') OR OLD.kind IN ('call', 'email', 'whatsapp')) EXECUTE FUNCTION booking_messages_changed();--> statement-breakpoint
CREATE TRIGGER booking_activities_inbox_delete AFTER DELETE ON booking_activities
  FOR EACH ROW WHEN (OLD.kind IN ('call', 'email', 'whatsapp')) EXECUTE FUNCTION booking_messages_changed();--> statement-breakpoint
UPDATE bookings b SET last_message_at = coalesce(m.at, b.created_at), last_message_direction = coalesce(m.direction, 'in'),
  last_message_snippet = CASE WHEN m.at IS NULL THEN booking_enquiry_snippet(b) ELSE m.snippet END, search_words = booking_search_words(b, booking_visitor_mail(b.id))
  FROM bookings b2 LEFT JOIN LATERAL booking_latest_message(b2.id) m ON true WHERE b2.id = b.id;--> statement-breakpoint
CREATE INDEX "bookings_words_idx" ON "bookings" USING gin ("search_words" gin_trgm_ops);
