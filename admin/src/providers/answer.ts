/** A Supabase call's data, or its error thrown (react-admin and the notices show the error's message). */
export async function dataOrThrow<T>(request: PromiseLike<{ data: unknown; error: unknown }>): Promise<T> {
  const { data, error } = await request;
  if (error) throw error;
  return data as T;
}
