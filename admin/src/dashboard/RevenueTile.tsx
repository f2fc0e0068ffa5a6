// Revenue this month (India time), in rupees: paid INR purchases since the 1st, from
// public.revenue_this_month, which answers admins only. Refunded and disputed payments do not count.
import { formatInr } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useNotices } from '../common/notices.tsx';
import { rest } from '../providers/supabase.ts';
import { StatTile } from './StatTile.tsx';

type Revenue = { amount_total: number; purchases: number; month_start: string };

export const RevenueTile = () => {
  const notices = useNotices();
  const [revenue, setRevenue] = useState<{ isPending: boolean; data: Revenue | null }>({ isPending: true, data: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per visit of the dashboard
  useEffect(() => {
    let active = true;
    void rest
      .rpc('revenue_this_month')
      .single()
      .then(({ data, error }) => {
        if (!active) return;
        if (error) notices.error(adminMessages.revenue.fetchError, error);
        setRevenue({ isPending: false, data: error ? null : (data as Revenue) });
      });
    return () => {
      active = false;
    };
  }, []);
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
