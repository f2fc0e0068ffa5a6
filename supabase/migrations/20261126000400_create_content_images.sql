-- Why: the site showed a grey placeholder where every university, news item, testimonial and city
-- should have a picture. Staff now upload images in the console to Supabase Storage: one public bucket
-- per kind (anyone can fetch an image by its public URL; nobody can list a bucket but staff), written
-- only by admins (policies on storage.objects), with a size limit and image types only (the buckets'
-- own limits, enforced by Storage itself). The content rows keep the image's object name and its
-- alternative text, which is required with an image. The static site fetches each image once at build
-- time and serves resized copies; a missing or broken image falls back to the placeholder.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('university-images', 'university-images', true, 5242880, '{image/jpeg,image/png,image/webp,image/avif}'),
  ('news-images', 'news-images', true, 5242880, '{image/jpeg,image/png,image/webp,image/avif}'),
  ('testimonial-images', 'testimonial-images', true, 5242880, '{image/jpeg,image/png,image/webp,image/avif}'),
  ('city-images', 'city-images', true, 5242880, '{image/jpeg,image/png,image/webp,image/avif}')
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins can see content images" on storage.objects
  for select to authenticated
  using (bucket_id in ('university-images', 'news-images', 'testimonial-images', 'city-images')
    and (select private.is_admin()));
create policy "Admins can upload content images" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('university-images', 'news-images', 'testimonial-images', 'city-images')
    and (select private.is_admin()));
create policy "Admins can replace content images" on storage.objects
  for update to authenticated
  using (bucket_id in ('university-images', 'news-images', 'testimonial-images', 'city-images')
    and (select private.is_admin()))
  with check (bucket_id in ('university-images', 'news-images', 'testimonial-images', 'city-images')
    and (select private.is_admin()));
create policy "Admins can delete content images" on storage.objects
  for delete to authenticated
  using (bucket_id in ('university-images', 'news-images', 'testimonial-images', 'city-images')
    and (select private.is_admin()));

-- An object name as the console makes them ('<row id>/<random>.webp'), never a path out of the bucket;
-- and no image without words for those who cannot see it.
create function private.is_image_path(path text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select path ~ '^[a-z0-9][a-z0-9_-]{0,63}(/[a-z0-9][a-z0-9_-]{0,63}){0,3}\.(jpe?g|png|webp|avif)$'
$$;

do $$
declare
  t text;
begin
  foreach t in array array['universities_data', 'news', 'testimonials', 'cities'] loop
    execute format(
      'alter table public.%1$I
         add column image_path text constraint %1$s_image_path_check check (image_path is null or private.is_image_path(image_path)),
         add column image_alt text constraint %1$s_image_alt_check check (
           image_alt is null or char_length(trim(image_alt)) between 1 and 300),
         add constraint %1$s_image_needs_alt check (image_path is null or image_alt is not null)',
      t);
  end loop;
end;
$$;
