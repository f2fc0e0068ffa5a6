// Revenue this month (India time), in rupees: paid INR purchases since the 1st, from
// public.revenue_this_month, which answers admins only. Refunded and disputed payments do not count.
import { formatInr } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { Link } from 'react-router-dom';
import { useProviderRead } from '../common/useProviderRead.ts';
import { StatTile } from './StatTile.tsx';

export const RevenueTile = () => {
  const revenue = useProviderRead((provider) => provider.revenueThisMonth(), adminMessages.revenue.fetchError);
  return (
    <StatTile
      id="tile-revenue"
      icon={<CurrencyRupeeIcon color="primary" />}
      label={adminMessages.dashboard.revenueThisMonth}
      testId="revenue-this-month"
      value={revenue.isPending ? undefined : revenue.data ? formatInr(revenue.data.amount_total / 100) : null}
      footer={
        <>
          {revenue.data ? `${revenue.data.purchases} paid · ` : ''}
          <Link to="/purchases">Purchases</Link>
        </>
      }
    />
  );
};
