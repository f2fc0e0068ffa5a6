// The study-field taxonomy (ISCED-F broad fields) is read by everyone and changed only by migrations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

describe('fields_of_study: row-level security', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  it('everyone reads the eleven ISCED-F broad fields', async () => {
    const user = await stack.newUser();
    for (const client of [stack.anon(), user.client, await stack.signedIn(DEMO_ADMIN)]) {
      const { data, error } = await client.from('fields_of_study').select('code, name').order('code');
      expect(error).toBeNull();
      expect(data?.map((field) => field.code)).toEqual([
        '00',
        '01',
        '02',
        '03',
        '04',
        '05',
        '06',
        '07',
        '08',
        '09',
        '10',
      ]);
      expect(data?.[6]).toEqual({ code: '06', name: 'Information and Communication Technologies' });
    }
  });

  it('nobody changes the taxonomy through the API, admins included', async () => {
    const user = await stack.newUser();
    for (const client of [stack.anon(), user.client, await stack.signedIn(DEMO_ADMIN)]) {
      expect((await client.from('fields_of_study').insert({ code: '10', name: 'X' })).error?.code).toBe('42501');
      expect((await client.from('fields_of_study').update({ name: 'X' }).eq('code', '06')).error?.code).toBe('42501');
      expect((await client.from('fields_of_study').delete().eq('code', '06')).error?.code).toBe('42501');
    }
    const { data } = await stack.service().from('fields_of_study').select('name').eq('code', '06').single();
    expect(data?.name).toBe('Information and Communication Technologies');
  });
});
