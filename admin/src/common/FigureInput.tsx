// One figure shown to families (shared/src/figures.ts), edited as its three states: Known (the amount,
// date, or scores and CEFR level, with where and when it was read and the year it is for), Confirmed none (the official
// page says there is none) or Not checked yet. Only the chosen state's inputs show; the values of the
// others stay in the form, so switching back loses nothing, and the shared schema stores only what the
// state holds. Its inputs are nested under the column (`tuition_non_eu.source_url`), where the schema's
// messages land too; FigureFields is the same group for a figure inside a JSON column (a scholarship's
// award part: `covers.0.amount`), also inside a repeating editor.
import { CEFR_LEVELS, FIGURE_COLUMNS, type FigureKind, type FigureState, type FigureTable } from '@app/shared/figures';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DateInput, NumberInput, RadioButtonGroupInput, SelectInput, TextInput, useWrappedSource } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FIGURE_STATE_LABELS } from './figures.ts';
import { FormGrid, MoneyInput } from './inputs.tsx';

const STATE_CHOICES = Object.entries(FIGURE_STATE_LABELS).map(([id, name]) => ({ id, name }));
const CEFR_CHOICES = CEFR_LEVELS.map((level) => ({ id: level, name: level }));

const ValueInputs = ({ kind, source }: { kind: FigureKind; source: string }) => {
  if (kind === 'money') {
    return (
      <>
        <MoneyInput source={`${source}.low_cents`} label="Amount" helperText="Or the low end of a range" />
        <MoneyInput source={`${source}.high_cents`} label="Up to" helperText="Blank: one amount" />
        <TextInput source={`${source}.currency`} label="Currency" defaultValue="EUR" helperText="ISO code, e.g. SEK" />
      </>
    );
  }
  if (kind === 'date') return <DateInput source={`${source}.date`} label="Date" />;
  return (
    <>
      <NumberInput source={`${source}.ielts`} label="Minimum IELTS (overall)" min={0} max={9} step={0.5} />
      <NumberInput source={`${source}.toefl`} label="Minimum TOEFL iBT" min={0} max={120} step={1} />
      <SelectInput
        source={`${source}.cefr`}
        label="Minimum CEFR level"
        choices={CEFR_CHOICES}
        emptyText="No level named"
        helperText="Only the level the page names"
      />
    </>
  );
};

const SourceInputs = ({ source }: { source: string }) => (
  <>
    <TextInput source={`${source}.source_url`} label="Official page" type="url" className="span-2" />
    <DateInput source={`${source}.checked_on`} label="Checked on" />
    <TextInput source={`${source}.applies_to`} label="Applies to" helperText="Academic year or intake, e.g. 2026/27" />
  </>
);

type FigureFieldsProps = { source: string; kind: FigureKind; label: string };

/** A figure's inputs under `source` (inside a repeating editor, relative to its row). */
export const FigureFields = ({ source, kind, label }: FigureFieldsProps) => {
  // The state's full path: inside an ArrayInput the inputs' sources are relative to their row.
  const state = (useWatch({ name: useWrappedSource(`${source}.state`) }) as FigureState | undefined) ?? 'unchecked';
  return (
    <Box
      component="fieldset"
      className="span-2"
      sx={{ border: 0, borderTop: 1, borderColor: 'divider', m: 0, mt: 1, p: 0, pt: 1, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0 }}>
        {label}
      </Typography>
      <FormGrid>
        <RadioButtonGroupInput
          source={`${source}.state`}
          label="Status"
          choices={STATE_CHOICES}
          defaultValue="unchecked"
          row
          helperText={false}
          className="span-2"
        />
        {state === 'known' && <ValueInputs kind={kind} source={source} />}
        {state !== 'unchecked' && <SourceInputs source={source} />}
        <TextInput source={`${source}.note`} label="Note" multiline className="span-2" />
      </FormGrid>
    </Box>
  );
};

type FigureInputProps<T extends FigureTable> = { table: T; column: keyof (typeof FIGURE_COLUMNS)[T] & string };

/** A figure column's inputs, across both columns of a FormGrid, as a group named by its label. */
export const FigureInput = <T extends FigureTable>({ table, column }: FigureInputProps<T>) => {
  const { kind, label } = FIGURE_COLUMNS[table][column] as { kind: FigureKind; label: string };
  return <FigureFields source={column} kind={kind} label={label} />;
};
