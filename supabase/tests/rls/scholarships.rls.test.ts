// Scholarships are public catalogue content: visitors, students and counsellors read them (the site's
// list, programme pages, the planner), admins and the service write them, a counsellor is not an
// editor. A change by staff is audited like every catalogue row.
import { expect, it } from 'vitest';
import { DATE, MONEY } from '../support/figures.ts';
import { describeRls, PUBLIC_CONTENT, unique } from '../support/rls.ts';

const scholarship = () => ({
  name: `RLS Scholarship ${unique()}`,
  provider: 'Test Foundation',
  official_url: 'https://www.example.org/scholarship',
  destination_codes: ['DE'],
  nationalities: ['IN', 'NP'],
  covers: [
    { kind: 'tuition', waiver_percent: 100 },
    { kind: 'stipend', period: 'month', months: 12, amount: { ...MONEY, low_cents: 93_400, high_cents: 93_400 } },
  ],
  intake: '2027/28',
  criteria: 'Academic excellence and a motivation letter.',
  deadline: DATE,
  checked_on: '2026-11-20',
});

describeRls({
  table: 'scholarships',
  sample: scholarship,
  // A changed deadline: visitors and students may not move a figure, staff may.
  patch: { deadline: { ...DATE, date: '2027-06-30' }, awards_count: 20 },
  allowed: PUBLIC_CONTENT,
  extra(context) {
    it('a change by staff is in the audit log', async () => {
      const { clients } = context();
      const { data, error } = await clients.admin.from('scholarships').insert(scholarship()).select('id').single();
      expect(error).toBeNull();
      const { data: entries } = await clients.admin
        .from('audit_log')
        .select('action')
        .eq('table_name', 'scholarships')
        .eq('row_id', String(data?.id));
      expect(entries).toEqual([{ action: 'insert' }]);
    });
  },
});
