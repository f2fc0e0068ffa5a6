// The console's calls beyond react-admin's CRUD and figure review, as custom data-provider methods
// (types.ts says what each does): whole-list reads for the CSV export, the CSV import, admin rights,
// the revenue tile, content images, a student's case file (with a counsellor's steps and comments on
// the student's applications) and the funnel. Storage's client loads with the first image call, not with
// the console's first screen.
import { type PageReader, readAllPages } from '@app/shared/paging';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { DataProvider } from 'react-admin';
import { dataOrThrow } from './answer.ts';
import type { CaseFile, ConsoleMethods, ImportTarget } from './types.ts';

/** Import targets edited inside another list's rows, read whole in their import's columns. */
const NESTED_IMPORT_READS: Partial<
  Record<ImportTarget, (client: PostgrestClient) => PageReader<Record<string, unknown>>>
> = {
  // A programme names its university by slug in the CSV.
  programs: (client) => async (from, to) => {
    const rows = await dataOrThrow<({ universities_data: { slug: string } } & Record<string, unknown>)[]>(
      client.from('programs').select('*, universities_data!inner(slug)').order('id').range(from, to),
    );
    return rows.map(({ universities_data, ...program }) => ({ ...program, university_slug: universities_data.slug }));
  },
};

const storage = async () => (await import('./storage.ts')).storage;

export function withConsoleMethods<P extends DataProvider>(base: P, client: PostgrestClient): P & ConsoleMethods {
  return {
    ...base,
    listAll: (resource, { filter, sort }) =>
      readAllPages(async (from, to) => {
        const perPage = to - from + 1;
        const page = from / perPage + 1;
        return (await base.getList(resource, { filter, sort, pagination: { page, perPage } })).data;
      }),
    importRowsOf: (target) => {
      const read = NESTED_IMPORT_READS[target];
      if (!read) throw new Error(`"${target}" rows are exported from their own list`);
      return readAllPages(read(client));
    },
    importRows: (target, rows, { write, allOrNothing }) =>
      dataOrThrow(client.rpc('import_rows', { target, rows: rows as never, write, all_or_nothing: allOrNothing })),
    setAdmin: (userId, makeAdmin) =>
      dataOrThrow(client.rpc('set_admin', { target: String(userId), make_admin: makeAdmin })),
    revenueThisMonth: () => dataOrThrow(client.rpc('revenue_this_month').single()),
    caseFile: async (caseId) =>
      (await dataOrThrow(client.rpc('case_file', { case_id: Number(caseId) }))) as unknown as CaseFile,
    addApplicationStep: async (applicationId, step) => {
      await dataOrThrow(
        client.from('application_steps').insert({ application_id: applicationId, source: 'counsellor', ...step }),
      );
    },
    addApplicationComment: async (applicationId, body) => {
      await dataOrThrow(client.from('application_comments').insert({ application_id: applicationId, body }));
    },
    funnelReport: (weeks) => dataOrThrow(client.rpc('funnel_report', { weeks })),
    uploadImage: async (bucket, name, image) => {
      // storage-js sends a Blob's own type, so the bytes go out labelled with the type they were found to be.
      await dataOrThrow(
        (await storage()).from(bucket).upload(name, image, { contentType: image.type, cacheControl: '31536000' }),
      );
    },
    removeImages: async (bucket, names) => {
      await dataOrThrow((await storage()).from(bucket).remove([...names]));
    },
  };
}
