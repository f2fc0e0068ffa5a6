import type { StoryStatus } from '@app/shared/constants';
import { STORIES_SETTINGS_KEY } from '@app/shared/entities/settings';
import { expect, it } from 'vitest';
import { describeRls, OPERATIONS, type RlsContext, unique } from '../support/rls.ts';

const sample = () => ({
  title: `My first semester ${unique()}`,
  content: 'Dublin in winter is kinder than I expected.',
});

describeRls({
  table: 'community_blog_posts',
  humanCheck: true,
  sample,
  patch: { title: 'Edited title' },
  allowed: { anon: ['select', 'insert'], user: ['select', 'insert'], admin: OPERATIONS, service: OPERATIONS },
  extra: (context) => {
    const storyWith = async ({ clients }: RlsContext, status: StoryStatus) => {
      const { data, error } = await clients.service
        .from('community_blog_posts')
        .insert({ ...sample(), status })
        .select('id')
        .single();
      if (error) throw error;
      return data.id;
    };
    const seenBy = async (client: RlsContext['clients']['anon'], id: number) => {
      const { data } = await client.from('community_blog_posts').select('id').eq('id', id);
      return (data ?? []).length === 1;
    };
    const setReview = async ({ clients }: RlsContext, on: boolean) => {
      const { error } = await clients.service
        .from('settings')
        .update({ value: { reviewBeforePublishing: on } })
        .eq('key', STORIES_SETTINGS_KEY);
      if (error) throw error;
    };
    const statusOf = async ({ clients }: RlsContext, title: string) => {
      const { data } = await clients.service.from('community_blog_posts').select('status').eq('title', title).single();
      return data?.status;
    };

    for (const status of ['pending', 'hidden', 'rejected'] as const) {
      it(`a ${status} story is hidden from visitors and students, shown to admins`, async () => {
        const id = await storyWith(context(), status);
        const { anon, user, admin } = context().clients;
        expect(await seenBy(anon, id)).toBe(false);
        expect(await seenBy(user, id)).toBe(false);
        expect(await seenBy(admin, id)).toBe(true);
      });
    }

    it('an admin hides a story and shows it again; a student cannot change its status', async () => {
      const id = await storyWith(context(), 'published');
      const { anon, user, admin } = context().clients;
      await user.from('community_blog_posts').update({ status: 'hidden' }).eq('id', id);
      expect(await seenBy(anon, id)).toBe(true);
      expect((await admin.from('community_blog_posts').update({ status: 'hidden' }).eq('id', id)).error).toBeNull();
      expect(await seenBy(anon, id)).toBe(false);
      expect((await admin.from('community_blog_posts').update({ status: 'published' }).eq('id', id)).error).toBeNull();
      expect(await seenBy(anon, id)).toBe(true);
    });

    it('a visitor cannot choose the status of a new story', async () => {
      const story = { ...sample(), status: 'published' as const };
      const row = await context().stack.withPass('community_blog_posts', story);
      const { error } = await context().clients.anon.from('community_blog_posts').insert(row);
      expect(error?.code).toBe('42501');
      expect(await statusOf(context(), story.title)).toBeUndefined();
    });

    it('with review on, visitors’ and students’ stories arrive pending and staff’s are published', async () => {
      const ctx = context();
      await setReview(ctx, true);
      try {
        const fromVisitor = await ctx.stack.withPass('community_blog_posts', sample());
        const fromStudent = await ctx.stack.withPass('community_blog_posts', sample());
        const fromStaff = sample();
        expect(
          (await ctx.stack.anonFrom('127.0.0.7').from('community_blog_posts').insert(fromVisitor)).error,
        ).toBeNull();
        expect((await ctx.clients.user.from('community_blog_posts').insert(fromStudent)).error).toBeNull();
        expect((await ctx.clients.admin.from('community_blog_posts').insert(fromStaff)).error).toBeNull();
        expect(await statusOf(ctx, fromVisitor.title)).toBe('pending');
        expect(await statusOf(ctx, fromStudent.title)).toBe('pending');
        expect(await statusOf(ctx, fromStaff.title)).toBe('published');
        const { data } = await ctx.clients.anon
          .from('community_blog_posts')
          .select('title')
          .eq('title', fromVisitor.title);
        expect(data).toEqual([]);
      } finally {
        await setReview(ctx, false);
      }
      const after = await ctx.stack.withPass('community_blog_posts', sample());
      expect((await ctx.stack.anonFrom('127.0.0.7').from('community_blog_posts').insert(after)).error).toBeNull();
      expect(await statusOf(ctx, after.title)).toBe('published');
    });

    it('visitors can read the review setting; only admins change it', async () => {
      const { anon, user } = context().clients;
      const { data } = await anon.from('settings').select('value').eq('key', STORIES_SETTINGS_KEY).single();
      expect(data?.value).toEqual({ reviewBeforePublishing: false });
      await user
        .from('settings')
        .update({ value: { reviewBeforePublishing: true } })
        .eq('key', STORIES_SETTINGS_KEY);
      const { data: after } = await anon.from('settings').select('value').eq('key', STORIES_SETTINGS_KEY).single();
      expect(after?.value).toEqual({ reviewBeforePublishing: false });
    });

    it('the setting must be a yes or no', async () => {
      const { error } = await context()
        .clients.admin.from('settings')
        .update({ value: { reviewBeforePublishing: 'yes' } })
        .eq('key', STORIES_SETTINGS_KEY);
      expect(error?.code).toBe('23514');
    });
  },
});
