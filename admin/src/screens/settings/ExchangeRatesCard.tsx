// Exchange rates, set by staff with the date a central bank published them: one row per currency
// families choose on the site (INR, NPR, BDT, LKR, PKR) and per currency the countries' figures are
// published in (SEK, CZK, ...). Saving one rebuilds the site (the table's rebuild trigger).

import type { Country } from '@app/shared/entities/country';
import { type ExchangeRate, exchangeRateInputSchema } from '@app/shared/entities/exchange-rate';
import { figureColumns } from '@app/shared/figures';
import { VISITOR_CURRENCIES } from '@app/shared/living-costs';
import { adminMessages } from '@app/shared/messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCreate, useGetList, useUpdate } from 'react-admin';
import { Spinner } from '../../common/ListPage.tsx';
import { useNotices } from '../../common/notices.tsx';
import { StaleRateBadge } from '../../common/StaleBadge.tsx';
import { VisuallyHidden } from '../../common/VisuallyHidden.tsx';

const messages = adminMessages.exchangeRates;
type Draft = { units_per_eur: string; rate_date: string; source_url: string };
type Errors = Partial<Record<keyof Draft, string>>;

const RateRow = ({ currency, rate }: { currency: string; rate: ExchangeRate | undefined }) => {
  const notices = useNotices();
  const [draft, setDraft] = useState<Draft>({
    units_per_eur: rate ? String(rate.units_per_eur) : '',
    rate_date: rate?.rate_date ?? '',
    source_url: rate?.source_url ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [update, { isPending: updating }] = useUpdate();
  const [create, { isPending: creating }] = useCreate();
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [name]: event.target.value }),
    error: !!errors[name],
    helperText: errors[name] ?? ' ',
    size: 'small' as const,
  });

  const save = () => {
    const parsed = exchangeRateInputSchema.safeParse({ currency, ...draft });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    // What was typed stays in the row when the save fails.
    const options = {
      onSuccess: () => notices.success(messages.saved),
      onError: (error: unknown) => notices.error(messages.saveError, error),
    };
    if (rate) update('exchange-rates', { id: rate.id, data: parsed.data, previousData: rate }, options);
    else create('exchange-rates', { data: parsed.data }, options);
  };

  return (
    <Box
      component="section"
      aria-label={`${currency} rate`}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', md: '4rem 1fr 1fr 2fr auto' },
        alignItems: 'start',
      }}
    >
      <Typography sx={{ pt: 1, fontWeight: 600 }}>{currency}</Typography>
      <TextField label={`${currency} per euro`} inputMode="decimal" {...field('units_per_eur')} />
      <TextField label="Rate date" type="date" slotProps={{ inputLabel: { shrink: true } }} {...field('rate_date')} />
      <TextField label="Official source" type="url" {...field('source_url')} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', pt: 0.5 }}>
        <Button variant="contained" onClick={save} disabled={updating || creating}>
          Save<VisuallyHidden> {currency} rate</VisuallyHidden>
        </Button>
        <StaleRateBadge day={rate?.rate_date} />
      </Box>
    </Box>
  );
};

export const ExchangeRatesCard = () => {
  const notices = useNotices();
  const { data: rates, isPending } = useGetList<ExchangeRate>(
    'exchange-rates',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'currency', order: 'ASC' } },
    { onError: (error) => notices.error(messages.fetchError, error) },
  );
  const { data: countries } = useGetList<Country>('countries', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (isPending) return <Spinner />;
  const published = (countries ?? []).flatMap((country) => [
    country.currency,
    ...figureColumns('countries').flatMap((column) => {
      const figure = country[column];
      return figure.state === 'known' ? [figure.currency] : [];
    }),
  ]);
  const stored = (rates ?? []).map((r) => r.currency);
  const currencies = [
    ...VISITOR_CURRENCIES,
    ...[...new Set([...published, ...stored])]
      .filter((c) => c !== 'EUR' && !VISITOR_CURRENCIES.some((v) => v === c))
      .sort(),
  ];
  return (
    <Card sx={{ mt: 3 }}>
      <CardHeader
        title={messages.title}
        subheader="Euro to the families' currencies and those figures are published in"
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {messages.help}
        </Typography>
        {currencies.map((currency) => (
          <RateRow key={currency} currency={currency} rate={rates?.find((r) => r.currency === currency)} />
        ))}
      </CardContent>
    </Card>
  );
};
