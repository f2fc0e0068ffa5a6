import { ADMIN_PRICING_FEATURE_PREVIEW, FALLBACK_PRICE_ID } from '@app/shared/constants';
import { formatInr } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { RecordCard } from '../../common/RecordCard.tsx';

const PricingForm = lazy(() => import('./PricingForm.tsx'));

const messages = adminMessages.pricing;

type Plan = {
  name: string;
  price_inr: number | string;
  features: string[] | null;
  is_most_popular: boolean;
  stripe_price_id: string | null;
};

const PlanCard = () => {
  const plan = useRecordContext<Plan>();
  if (!plan) return null;
  const features = plan.features ?? [];
  return (
    <RecordCard
      highlight={plan.is_most_popular}
      badges={plan.is_most_popular ? <Chip label="Popular" color="primary" size="small" /> : undefined}
      title={plan.name}
      messages={messages}
    >
      <Typography variant="h5" component="p">
        {formatInr(Number(plan.price_inr))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Stripe price ID: {plan.stripe_price_id || FALLBACK_PRICE_ID}
      </Typography>
      {features.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {features.slice(0, ADMIN_PRICING_FEATURE_PREVIEW).map((feature) => (
            <Typography component="li" variant="body2" key={feature}>
              {feature}
            </Typography>
          ))}
          {features.length > ADMIN_PRICING_FEATURE_PREVIEW && (
            <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none' }}>
              ...and more
            </Typography>
          )}
        </Box>
      )}
    </RecordCard>
  );
};

export const PricingList = () => (
  <ListPage
    fetchError={messages.fetchError}
    dialog={<PricingForm />}
    sort={{ field: 'price_inr', order: 'ASC' }}
    perPage={24}
  >
    <CardGrid empty={messages.empty} columns={3}>
      <PlanCard />
    </CardGrid>
  </ListPage>
);

export default PricingList;
