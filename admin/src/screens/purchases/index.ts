import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'purchases',
  order: 200,
  // Written by the Stripe webhook only; admins read every row through RLS. Read only here.
  table: 'purchases',
  label: 'Purchases',
  searchFields: { email: 'e-mail', stripe_session_id: 'Stripe session', stripe_payment_intent_id: 'payment id' },
  listSelect: { columns: ['*', 'pricing_plans(name)'] },
  icon: ReceiptLongIcon,
  list: lazyScreen(() => import('./PurchaseList.tsx')),
});
