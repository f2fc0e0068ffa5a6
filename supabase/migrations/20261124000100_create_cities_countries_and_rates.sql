-- Why: families ask first what the first year costs in their own money and how much they must show for
-- the visa. Living costs per city, visa facts and the application checklist per country, and the
-- exchange rates staff take from a central bank become structured rows the site bakes into its pages
-- (accommodation, country guides, the cost planner), each figure with its official page and the day it
-- was checked. Money is integer minor units (cents); rates are decimals with the date they were taken,
-- never fetched live, so every figure on the site can be reproduced and reviewed.

-- ISO 4217 codes in use (ICU's list, as Node's Intl.supportedValuesOf('currency') gives it).
create function private.is_currency(code text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select code = any (array['AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD', 'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC', 'CUC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HRK', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KPW', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SLL', 'SOS', 'SRD', 'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD', 'UYU', 'UZS', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XDR', 'XOF', 'XPF', 'XSU', 'YER', 'ZAR', 'ZMW', 'ZWG', 'ZWL'])
$$;
revoke all on function private.is_currency(text) from public;
grant execute on function private.is_currency(text) to anon, authenticated, service_role;

-- A day a figure was checked or a rate taken cannot lie in the future (a CHECK cannot read the clock).
create function private.refuse_future_dates()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  column_name text;
begin
  foreach column_name in array tg_argv loop
    if (to_jsonb(new) ->> column_name)::date > current_date then
      raise exception '% cannot be in the future', column_name using errcode = '23514';
    end if;
  end loop;
  return new;
end
$$;
revoke all on function private.refuse_future_dates() from public;

-- ── Countries ────────────────────────────────────────────────────────────────────────────────────
-- An application checklist: an ordered JSON array of steps {title, detail?, lead_time?, url}, each
-- with an official page. One array keeps the order with the row: staff reorder steps in one form.
create function private.is_checklist(steps jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_typeof(steps) = 'array'
    and jsonb_array_length(steps) <= 20
    and not exists (
      select 1 from jsonb_array_elements(steps) step
      where jsonb_typeof(step) <> 'object'
        or exists (select 1 from jsonb_object_keys(step) k where k not in ('title', 'detail', 'lead_time', 'url'))
        or jsonb_typeof(step -> 'title') is distinct from 'string'
        or char_length(trim(step ->> 'title')) not between 1 and 150
        or coalesce(jsonb_typeof(step -> 'detail'), 'null') not in ('string', 'null')
        or char_length(coalesce(step ->> 'detail', '')) > 600
        or coalesce(jsonb_typeof(step -> 'lead_time'), 'null') not in ('string', 'null')
        or char_length(coalesce(step ->> 'lead_time', '')) > 100
        or jsonb_typeof(step -> 'url') is distinct from 'string'
        or not private.is_source_url(step ->> 'url')
    )
$$;
revoke all on function private.is_checklist(jsonb) from public;
grant execute on function private.is_checklist(jsonb) to anon, authenticated, service_role;

-- Each figure names the official page it comes from; checked_on is the day they were read.
create table public.countries (
  id bigint generated always as identity primary key,
  -- ISO 3166-1 alpha-2, as universities_data.country_code; the guide's URL is /countries/<code in lower case>.
  code text not null unique check (code ~ '^[A-Z]{2}$'),
  name text not null unique check (char_length(trim(name)) between 1 and 100),
  currency text not null default 'EUR' check (private.is_currency(currency)),
  -- Money a student must hold for the visa or permit, per year, in cents of proof_of_funds_currency.
  proof_of_funds_cents bigint check (proof_of_funds_cents >= 0),
  proof_of_funds_currency text not null default 'EUR' check (private.is_currency(proof_of_funds_currency)),
  -- How it is shown, e.g. Germany's blocked account.
  proof_of_funds_note text check (char_length(proof_of_funds_note) <= 500),
  proof_of_funds_source_url text check (private.is_source_url(proof_of_funds_source_url)),
  -- The national (long-stay) student visa and the first residence permit for study, one-off.
  visa_fee_cents bigint check (visa_fee_cents >= 0),
  visa_fee_currency text not null default 'EUR' check (private.is_currency(visa_fee_currency)),
  visa_fee_source_url text check (private.is_source_url(visa_fee_source_url)),
  permit_fee_cents bigint check (permit_fee_cents >= 0),
  permit_fee_currency text not null default 'EUR' check (private.is_currency(permit_fee_currency)),
  permit_fee_source_url text check (private.is_source_url(permit_fee_source_url)),
  insurance_note text check (char_length(insurance_note) <= 500),
  insurance_source_url text check (private.is_source_url(insurance_source_url)),
  work_hours_per_week smallint check (work_hours_per_week between 0 and 60),
  work_note text check (char_length(work_note) <= 300),
  work_source_url text check (private.is_source_url(work_source_url)),
  post_study_months smallint check (post_study_months between 0 and 120),
  post_study_note text check (char_length(post_study_note) <= 300),
  post_study_source_url text check (private.is_source_url(post_study_source_url)),
  checklist jsonb not null default '[]'::jsonb check (private.is_checklist(checklist)),
  checked_on date check (checked_on >= date '2000-01-01'),
  created_at timestamptz not null default now(),
  constraint countries_figures_have_a_source check (
    (proof_of_funds_cents is null or proof_of_funds_source_url is not null)
    and (visa_fee_cents is null or visa_fee_source_url is not null)
    and (permit_fee_cents is null or permit_fee_source_url is not null)
    and (work_hours_per_week is null or work_source_url is not null)
    and (post_study_months is null or post_study_source_url is not null)
    and (checked_on is not null or (proof_of_funds_cents is null and visa_fee_cents is null
      and permit_fee_cents is null and work_hours_per_week is null and post_study_months is null))
  )
);
create trigger countries_refuse_future_dates before insert or update on public.countries
  for each row execute function private.refuse_future_dates('checked_on');
call private.secure_content_table('countries', true);
call private.rebuild_site_on_change('countries');

-- ── Cities: monthly student living costs ─────────────────────────────────────────────────────────
-- Amounts are cents of `currency` per month, in the currency the source states them (the site converts
-- at the rates below). Every cost is a range, low–high, as sources give them; a single figure is stored
-- as both ends. NULL: the source gives no figure, and the site says so rather than guess.
create table public.cities (
  id bigint generated always as identity primary key,
  name text not null check (char_length(trim(name)) between 1 and 100),
  country_code text not null references public.countries (code) on update cascade,
  currency text not null default 'EUR' check (private.is_currency(currency)),
  housing_dorm_low_cents bigint check (housing_dorm_low_cents >= 0),
  housing_dorm_high_cents bigint,
  housing_shared_low_cents bigint check (housing_shared_low_cents >= 0),
  housing_shared_high_cents bigint,
  housing_studio_low_cents bigint check (housing_studio_low_cents >= 0),
  housing_studio_high_cents bigint,
  food_low_cents bigint check (food_low_cents >= 0),
  food_high_cents bigint,
  -- Public transport: the student pass, or what the source budgets for local travel.
  transport_low_cents bigint check (transport_low_cents >= 0),
  transport_high_cents bigint,
  transport_note text check (char_length(transport_note) <= 300),
  -- Health insurance students must buy themselves.
  insurance_low_cents bigint check (insurance_low_cents >= 0),
  insurance_high_cents bigint,
  phone_low_cents bigint check (phone_low_cents >= 0),
  phone_high_cents bigint,
  other_low_cents bigint check (other_low_cents >= 0),
  other_high_cents bigint,
  -- What the source says that the columns cannot hold (its own total, a rent of no stated type, its edition).
  cost_note text check (char_length(cost_note) <= 500),
  source_url text check (private.is_source_url(source_url)),
  -- The transport operator's page, when the pass price comes from there.
  transport_source_url text check (private.is_source_url(transport_source_url)),
  checked_on date check (checked_on >= date '2000-01-01'),
  created_at timestamptz not null default now(),
  unique (country_code, name),
  -- A range has both ends, low first.
  constraint cities_ranges_are_whole check (
    (housing_dorm_low_cents is null) = (housing_dorm_high_cents is null)
    and (housing_shared_low_cents is null) = (housing_shared_high_cents is null)
    and (housing_studio_low_cents is null) = (housing_studio_high_cents is null)
    and (food_low_cents is null) = (food_high_cents is null)
    and (transport_low_cents is null) = (transport_high_cents is null)
    and (insurance_low_cents is null) = (insurance_high_cents is null)
    and (phone_low_cents is null) = (phone_high_cents is null)
    and (other_low_cents is null) = (other_high_cents is null)
    and housing_dorm_high_cents >= housing_dorm_low_cents
    and housing_shared_high_cents >= housing_shared_low_cents
    and housing_studio_high_cents >= housing_studio_low_cents
    and food_high_cents >= food_low_cents
    and transport_high_cents >= transport_low_cents
    and insurance_high_cents >= insurance_low_cents
    and phone_high_cents >= phone_low_cents
    and other_high_cents >= other_low_cents
  ),
  constraint cities_figures_have_a_source check (
    (housing_dorm_low_cents is null and housing_shared_low_cents is null and housing_studio_low_cents is null
      and food_low_cents is null and transport_low_cents is null and insurance_low_cents is null
      and phone_low_cents is null and other_low_cents is null)
    or ((source_url is not null or transport_source_url is not null) and checked_on is not null)
  )
);
create trigger cities_refuse_future_dates before insert or update on public.cities
  for each row execute function private.refuse_future_dates('checked_on');
call private.secure_content_table('cities', true);
call private.rebuild_site_on_change('cities');

-- ── Exchange rates ───────────────────────────────────────────────────────────────────────────────
-- Units of currency per euro, as a central bank published them on rate_date. Staff set them; the site
-- converts euro cents with them and states the rate and its date next to every converted amount.
create table public.exchange_rates (
  id bigint generated always as identity primary key,
  currency text not null unique check (private.is_currency(currency) and currency <> 'EUR'),
  units_per_eur numeric(14, 6) not null check (units_per_eur > 0),
  rate_date date not null check (rate_date >= date '2000-01-01'),
  source_url text check (private.is_source_url(source_url)),
  created_at timestamptz not null default now()
);
create trigger exchange_rates_refuse_future_dates before insert or update on public.exchange_rates
  for each row execute function private.refuse_future_dates('rate_date');
call private.secure_content_table('exchange_rates', true);
call private.rebuild_site_on_change('exchange_rates');
