-- Why: the public site is built from these tables. Anyone may read them; only admins may change them.
-- List fields are text arrays (entered comma-separated in the console). Column names follow the
-- product's data model in SPEC section 3, including its quoted camelCase fields.

create table public.universities_data (
  id bigint generated always as identity primary key,
  university_name text not null check (char_length(trim(university_name)) between 1 and 300),
  city text,
  country text,
  location text,
  description text,
  approx_tuition_fee_range text,
  popular_programs text[] not null default '{}',
  masters_programs text[] not null default '{}',
  application_deadline_info text,
  official_website_url text,
  image_placeholder_text text,
  attendance text,
  global_ranking integer check (global_ranking > 0),
  institution_type text,
  scholarships text,
  created_at timestamptz not null default now()
);
create index universities_data_name_idx on public.universities_data (university_name);

create table public.programs (
  id bigint generated always as identity primary key,
  university_id bigint not null references public.universities_data (id) on delete cascade,
  name text not null check (char_length(trim(name)) between 1 and 300),
  level text not null check (level in ('Bachelor''s', 'Master''s')),
  description text,
  tuition_fee text,
  duration_in_years numeric(3, 1) check (duration_in_years > 0),
  application_link text,
  created_at timestamptz not null default now()
);
-- Serves both "programs of a university, by name" and the foreign key.
create index programs_university_id_name_idx on public.programs (university_id, name);

create table public.accommodation_options (
  id bigint generated always as identity primary key,
  type text not null check (char_length(trim(type)) > 0),
  location text,
  "avgMonthlyCost" text,
  "keyFeatures" text[] not null default '{}',
  icon text not null default 'Home' check (icon in ('Home', 'Building2', 'BedDouble')),
  "imagePlaceholderText" text,
  created_at timestamptz not null default now()
);
create index accommodation_options_type_idx on public.accommodation_options (type);

create table public.transportation_options (
  id bigint generated always as identity primary key,
  mode text not null check (char_length(trim(mode)) > 0),
  "primaryArea" text,
  "typicalCost" text,
  "studentDiscountInfo" text,
  icon text not null default 'Bus' check (icon in ('Bus', 'Train', 'TramFront', 'Bike')),
  "imagePlaceholderText" text,
  created_at timestamptz not null default now()
);
create index transportation_options_mode_idx on public.transportation_options (mode);

create table public.resource_items (
  id bigint generated always as identity primary key,
  title text not null check (char_length(trim(title)) > 0),
  description text,
  icon text not null default 'BookOpen' check (icon in ('BookOpen', 'LifeBuoy', 'ShieldCheck', 'MessageSquare')),
  "ctaText" text not null check (char_length(trim("ctaText")) > 0),
  "isPremium" boolean not null default false,
  "premiumLink" text not null default '/pricing',
  "resourceLink" text not null default '#',
  "imagePlaceholderText" text,
  created_at timestamptz not null default now()
);

create table public.pricing_plans (
  id bigint generated always as identity primary key,
  name text not null check (char_length(trim(name)) > 0),
  description text,
  price_inr numeric(12, 2) not null check (price_inr >= 0),
  features text[] not null default '{}',
  theme_color text not null default 'blue' check (theme_color in ('blue', 'purple', 'gold', 'green')),
  is_most_popular boolean not null default false,
  stripe_price_id text check (stripe_price_id is null or stripe_price_id ~ '^price_[A-Za-z0-9]+$'),
  created_at timestamptz not null default now()
);
create index pricing_plans_price_idx on public.pricing_plans (price_inr);

-- Stored lower-case, as the product's data model has them; the console labels them in camelCase.
create table public.news (
  id bigint generated always as identity primary key,
  title text not null check (char_length(trim(title)) > 0),
  summary text,
  date date,
  sourcename text,
  articleurl text,
  imageplaceholdertext text,
  created_at timestamptz not null default now()
);
create index news_date_idx on public.news (date desc nulls first);

create table public.videos (
  id bigint generated always as identity primary key,
  title text not null check (char_length(trim(title)) > 0),
  description text,
  -- The ID only: the console reduces a pasted URL to it, and thumbnails and embeds are built from it.
  youtube_video_id text not null check (youtube_video_id ~ '^[A-Za-z0-9_-]{11}$'),
  created_at timestamptz not null default now()
);
create index videos_created_at_idx on public.videos (created_at desc);

create table public.careers (
  id bigint generated always as identity primary key,
  title text not null check (char_length(trim(title)) > 0),
  location text,
  type text,
  description text not null check (char_length(trim(description)) > 0),
  "imagePlaceholderText" text,
  "applyLink" text not null default '#',
  created_at timestamptz not null default now()
);
create index careers_created_at_idx on public.careers (created_at desc);

-- Everyone reads these; transportation guides and study resources only signed-in students.
call private.secure_content_table('universities_data', true);
call private.secure_content_table('programs', true);
call private.secure_content_table('accommodation_options', true);
call private.secure_content_table('pricing_plans', true);
call private.secure_content_table('news', true);
call private.secure_content_table('videos', true);
call private.secure_content_table('careers', true);
call private.secure_content_table('transportation_options', false);
call private.secure_content_table('resource_items', false);
