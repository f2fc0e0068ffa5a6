// The cost planner's controls (react/useCostPlanner.ts holds what they change). On a programme page the
// programme brings its city, tuition and fees, so only housing, months and the currency are asked.
import { HOUSING_LABELS, HOUSING_TYPES, type HousingType, VISITOR_CURRENCIES } from '@app/shared/living-costs';
import { plannerMessages as texts } from '@app/shared/planner-messages';
import type { PlannerCity, PlannerCountry } from '../lib/cost-planner';
import { Field } from './Field';
import { SelectField } from './SelectField';
import type { CostPlanner, Currency } from './useCostPlanner';

type Props = {
  idPrefix: string;
  planner: CostPlanner;
  cities: PlannerCity[];
  countries: PlannerCountry[];
  /** On a programme page: nothing about the place or the fees to choose. */
  withProgram: boolean;
};

const euros = (cents: number | null) => (cents === null ? '' : String(Math.round(cents / 100)));
const toCents = (text: string) => (/^\d{1,7}$/.test(text) ? Number(text) * 100 : null);

export function PlannerChoices({ idPrefix, planner, cities, countries, withProgram }: Props) {
  const { choices, housing, currency, city, update } = planner;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {!withProgram && <PlaceAndFees idPrefix={idPrefix} planner={planner} cities={cities} countries={countries} />}
      <SelectField
        id={`${idPrefix}-housing`}
        label={texts.housing}
        value={housing}
        onChange={(event) => update({ housing: event.target.value as HousingType })}
      >
        {HOUSING_TYPES.map((type) => (
          <option key={type} value={type}>
            {HOUSING_LABELS[type]}
            {city && city[`housing_${type}`].state === 'unchecked' ? texts.rentNotChecked : ''}
          </option>
        ))}
      </SelectField>
      <Field
        id={`${idPrefix}-months`}
        label={texts.months(choices.months)}
        type="range"
        min={1}
        max={12}
        className="w-full accent-brand-600"
        value={choices.months}
        onChange={(event) => update({ months: Number(event.target.value) })}
      />
      <SelectField
        id={`${idPrefix}-currency`}
        label={texts.currency}
        value={currency}
        onChange={(event) => planner.chooseCurrency(event.target.value as Currency)}
      >
        {VISITOR_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** On /plan: the country and city (whose living costs count) and the tuition and fees the student types. */
function PlaceAndFees({ idPrefix, planner, cities, countries }: Omit<Props, 'withProgram'>) {
  const { choices, countryCode, update } = planner;
  return (
    <>
      <SelectField
        id={`${idPrefix}-country`}
        label={texts.country}
        value={countryCode}
        onChange={(event) => planner.chooseCountry(event.target.value)}
      >
        <option value="">{texts.chooseCountry}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${idPrefix}-city`}
        label={texts.city}
        value={choices.city ?? ''}
        onChange={(event) => update({ city: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">{texts.chooseCity}</option>
        {cities
          .filter((c) => !countryCode || c.country_code === countryCode)
          .map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
      </SelectField>
      <Field
        id={`${idPrefix}-tuition`}
        label={texts.tuition}
        inputMode="numeric"
        value={euros(choices.tuition)}
        onChange={(event) => update({ tuition: toCents(event.target.value.trim()) })}
      />
      <Field
        id={`${idPrefix}-fees`}
        label={texts.fees}
        inputMode="numeric"
        value={euros(choices.fees)}
        onChange={(event) => update({ fees: toCents(event.target.value.trim()) })}
      />
    </>
  );
}
