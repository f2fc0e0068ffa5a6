// Small input helpers shared by the resource forms.
import { joinList } from '@app/shared/validation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NumberInput, TextInput, type TextInputProps } from 'react-admin';

/** A text-array column typed as comma-separated text; the form schema splits it on save. */
export const ListTextInput = (props: TextInputProps) => (
  <TextInput
    helperText="Separate items with commas"
    fullWidth
    {...props}
    format={(value: unknown) => (Array.isArray(value) ? joinList(value) : ((value as string | null) ?? ''))}
  />
);

/** Two columns of inputs from the `sm` breakpoint up; full-width children span both. */
export const FormGrid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      width: '100%',
      display: 'grid',
      columnGap: 2,
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      '& > .span-2': { gridColumn: '1 / -1' },
    }}
  >
    {children}
  </Box>
);

// An empty field may hold null or '' (react-admin's empty value): both show as blank, never as 0.
const toAmount = (cents: number | string | null | undefined) =>
  cents == null || cents === '' ? '' : Number(cents) / 100;
const toCents = (typed: string | number | null | undefined) => {
  if (typed === '' || typed == null) return null;
  const amount = Number(typed);
  return Number.isFinite(amount) ? Math.round(amount * 100) : typed;
};

type MoneyInputProps = { source: string; label: string; className?: string; helperText?: string };

/** Money held in cents (minor units); staff type whole amounts (4000 or 4000.50). */
export const MoneyInput = ({ source, label, className, helperText }: MoneyInputProps) => (
  <NumberInput
    source={source}
    label={label}
    min={0}
    step={100}
    format={toAmount}
    parse={toCents}
    className={className}
    helperText={helperText}
  />
);

/** A heading over a group of inputs, across both columns of a FormGrid. */
export const FormHeading = ({ children }: { children: string }) => (
  <Typography variant="subtitle2" component="h3" className="span-2" sx={{ mt: 1 }}>
    {children}
  </Typography>
);
