// What staff should look at again: every figure (all tables) last checked more than 12 months ago, and
// every exchange rate older than 30 days (the site warns families about those), counted by the database
// (public.figure_staleness). A currency families choose, or a figure is published in, with no rate at
// all is named: the site cannot convert into it.
import { VISITOR_CURRENCIES } from '@app/shared/living-costs';
import { adminMessages } from '@app/shared/messages';
import UpdateIcon from '@mui/icons-material/Update';
import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useProviderRead } from '../common/useProviderRead.ts';
import { StatTile } from './StatTile.tsx';

const messages = adminMessages.dashboard;

export const StaleFiguresTile = () => {
  const { isPending, data } = useProviderRead(
    (provider) => provider.figureStaleness(VISITOR_CURRENCIES),
    messages.staleFiguresFetchError,
  );
  const rates = data?.stale_rates.length ?? 0;
  return (
    <StatTile
      id="tile-stale-figures"
      icon={<UpdateIcon color="primary" />}
      label={messages.staleFigures}
      testId="count-stale-figures"
      value={isPending ? undefined : data ? data.stale_figures + rates : null}
      footer={
        <>
          {data && (
            <Box component="span" sx={{ display: 'block' }}>
              {data.stale_figures} {data.stale_figures === 1 ? 'figure' : 'figures'} older than 12 months · {rates}{' '}
              {rates === 1 ? 'rate' : 'rates'} older than 30 days
            </Box>
          )}
          {data && data.missing_rates.length > 0 && (
            <Box component="strong" data-testid="missing-rates" sx={{ display: 'block', color: 'warning.dark' }}>
              {messages.missingRates(data.missing_rates)}
            </Box>
          )}
          <Link to="/catalogue-health">Catalogue health</Link> · <Link to="/settings">Exchange rates</Link>
        </>
      }
    />
  );
};
