-- What a buyer gets and does after paying for a plan (for a document review: how and where to send the
-- documents, when a counsellor answers), written by staff, shown on the plan's card, on the page the
-- buyer returns to and in their account.
alter table public.pricing_plans
  add column after_purchase text check (after_purchase is null or char_length(trim(after_purchase)) between 1 and 1000);
