// Home-country rules (APS for Indian applicants to Germany, Nepal's No Objection Certificate…) are
// public content: everyone reads them (the country guides and every checklist), admins write them, a
// counsellor is not an editor. Each rule names its official page and the day it was checked.
import { expect, it } from 'vitest';
import { describeRls, PUBLIC_CONTENT } from '../support/rls.ts';

const rule = {
  home_country: 'India',
  destination_code: 'DE',
  title: 'APS certificate',
  detail: 'The German Embassy’s Academic Evaluation Centre checks your documents before the visa.',
  official_url: 'https://www.aps-india.de/',
  lead_time_days: 30,
  applies_to: '2027 intake',
  checked_on: '2026-11-01',
};

describeRls({
  table: 'home_country_steps',
  sample: () => ({ ...rule }),
  patch: { lead_time_days: 45 },
  allowed: PUBLIC_CONTENT,
  extra(context) {
    it('refuses a rule without an official page, checked in the future, or for an unknown home country', async () => {
      const { clients } = context();
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      for (const bad of [
        { official_url: 'javascript:alert(1)' },
        { checked_on: tomorrow },
        { home_country: 'Atlantis' },
        { destination_code: 'Germany' },
        { lead_time_days: 400 },
      ]) {
        const { error } = await clients.admin.from('home_country_steps').insert({ ...rule, ...bad });
        expect(error, JSON.stringify(bad)).not.toBeNull();
      }
    });

    it('a change by staff is in the audit log', async () => {
      const { clients } = context();
      const { data, error } = await clients.admin
        .from('home_country_steps')
        .insert({ ...rule, title: 'Audited rule' })
        .select('id')
        .single();
      expect(error).toBeNull();
      const { data: entries } = await clients.admin
        .from('audit_log')
        .select('action')
        .eq('table_name', 'home_country_steps')
        .eq('row_id', String(data?.id));
      expect(entries).toEqual([{ action: 'insert' }]);
    });
  },
});
