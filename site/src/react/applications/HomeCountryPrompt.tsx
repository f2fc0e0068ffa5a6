// Asked once, before the first checklist: the student's home country decides its home-country steps
// (India's APS for Germany, Nepal's No Objection Certificate...). Kept on the account and in this browser.
import { type SubmitEvent, useId, useState } from 'react';
import { HOME_COUNTRIES, type HomeCountry, rememberLocally, saveHomeCountry } from '../../lib/home-country';

export function HomeCountryPrompt({ onChosen }: { onChosen: (country: HomeCountry | null) => void }) {
  const id = useId();
  const [country, setCountry] = useState<HomeCountry>('India');
  const [saving, setSaving] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    // Saved on the account when possible; the checklist goes ahead either way.
    await saveHomeCountry(country).catch(() => rememberLocally(country));
    onChosen(country);
  };
  return (
    <form onSubmit={submit} className="card mx-auto grid max-w-lg gap-4 p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Where do you apply from?
      </h2>
      <p className="text-slate-700">
        Some steps depend on your home country: India's APS certificate for Germany, Nepal's No Objection Certificate,
        Pakistan's HEC attestation. We ask once and remember it on your account.
      </p>
      <label className="grid gap-1">
        <span className="font-semibold">Home country</span>
        <select
          className="field"
          value={country}
          onChange={(event) => setCountry(event.target.value as HomeCountry)}
          name="home_country"
        >
          {HOME_COUNTRIES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Building your checklist...' : 'Build my checklist'}
        </button>
        <button type="button" className="btn btn-outline" disabled={saving} onClick={() => onChosen(null)}>
          Another country
        </button>
      </div>
    </form>
  );
}
