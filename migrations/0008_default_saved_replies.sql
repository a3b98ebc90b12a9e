-- Two saved replies the desk offers when a booking's status changes: "Confirmation" when it is
-- confirmed, "Cancellation" when it is cancelled (see docs/decisions/status-replies.md). Seeded
-- once; a company that already has a saved reply of that name keeps its own.
INSERT INTO reply_templates (name, subject, body) VALUES
('Confirmation', 'Your journey is confirmed ({{reference}})', 'Dear {{firstName}},

Good news: your place on {{tripCategory}} is confirmed for a group of {{groupSize}}, for the dates we agreed ({{preferredDates}}).

In the coming days I will send you the programme, what to bring and how to reach us on arrival. If anything changes on your side, reply to this e-mail and quote your reference {{reference}}.

We look forward to welcoming you.

Warm regards,
{{staffName}}
Inner Light Journeys'),
('Cancellation', 'Your enquiry has been cancelled ({{reference}})', 'Dear {{firstName}},

As agreed, we have cancelled your enquiry about {{tripCategory}} (reference {{reference}}). Nothing has been booked or charged.

If you would like to travel with us another time, reply to this e-mail and we will gladly pick it up again.

Warm regards,
{{staffName}}
Inner Light Journeys')
ON CONFLICT (name) DO NOTHING;
