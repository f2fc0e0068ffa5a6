// What a scholarship pays (`covers`), one row per part: what it pays for, how often, a tuition waiver's
// share or the months of a monthly allowance, and its amount as a money figure (known with its page,
// confirmed none, or not checked yet — never a zero typed for an unknown). Only the inputs a part of
// that kind can have show; the shared schema's messages land next to each part's inputs.
import { AWARD_KIND_LABELS, AWARD_KINDS, AWARD_PERIODS } from '@app/shared/scholarships';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useWrappedSource,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FigureFields } from '../../common/FigureInput.tsx';
import { FormGrid } from '../../common/inputs.tsx';

const KIND_CHOICES = AWARD_KINDS.map((id) => ({ id, name: AWARD_KIND_LABELS[id] }));
const PERIOD_CHOICES = AWARD_PERIODS.map((id) => ({ id, name: id === 'once' ? 'Once' : `Per ${id}` }));

/** A new part: nothing chosen yet, so the schema asks for each choice. */
const NEW_PART = { kind: null, period: null, months: null, waiver_percent: null, amount: { state: 'unchecked' } };

const AddPartButton = () => {
  const { add, total } = useSimpleFormIterator();
  return (
    <Button startIcon={<AddIcon />} onClick={() => add({ ...NEW_PART })} disabled={total >= 8}>
      Add what it pays for
    </Button>
  );
};

const PartInputs = () => {
  const kind = useWatch({ name: useWrappedSource('kind') }) as string | null;
  const period = useWatch({ name: useWrappedSource('period') }) as string | null;
  const waiver = useWatch({ name: useWrappedSource('waiver_percent') }) as number | string | null;
  const waives = kind === 'tuition' && waiver !== null && waiver !== '' && waiver !== undefined;
  return (
    <FormGrid>
      <SelectInput source="kind" label="Pays for" choices={KIND_CHOICES} isRequired />
      <SelectInput source="period" label="How often" choices={PERIOD_CHOICES} emptyText="Not stated" />
      {kind === 'tuition' && (
        <NumberInput
          source="waiver_percent"
          label="Share of tuition waived (%)"
          min={1}
          max={100}
          step={1}
          helperText="100 for all of it; blank when the page gives an amount"
        />
      )}
      {kind === 'stipend' && period === 'month' && (
        <NumberInput
          source="months"
          label="Months a year"
          min={1}
          max={12}
          step={1}
          helperText="Blank: paid every month"
        />
      )}
      {!waives && <FigureFields source="amount" kind="money" label="Amount" />}
      <TextInput source="note" label="Part note" helperText="e.g. for the first two years only" className="span-2" />
    </FormGrid>
  );
};

export const AwardPartsInput = () => (
  <ArrayInput source="covers" label={false} className="span-2">
    <SimpleFormIterator
      inline={false}
      fullWidth
      disableClear
      addButton={<AddPartButton />}
      getItemLabel={(index) => `Part ${index + 1}`}
      // The move and remove buttons stay visible (react-admin shows them on hover only).
      sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
    >
      <PartInputs />
    </SimpleFormIterator>
  </ArrayInput>
);
