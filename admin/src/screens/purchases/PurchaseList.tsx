// Purchases: what Stripe reported through the webhook, newest first, searchable by the buyer's e-mail
// or Stripe's ids, to answer "did my payment arrive?". Read only: refunds and disputes are handled in
// the Stripe Dashboard and reach this list through the webhook.
import { PURCHASE_STATUS_LABELS } from '@app/shared/constants';
import { formatAdminDateTime, formatPaidAmount } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Link from '@mui/material/Link';
import { Datagrid, FunctionField, TextField } from 'react-admin';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';

const messages = adminMessages.purchases;

type Purchase = {
  email: string | null;
  amount_total: number | null;
  currency: string | null;
  status: string;
  created_at: string;
  receipt_url: string | null;
  account_deleted_at: string | null;
  pricing_plans: { name: string } | null;
};

const buyer = (p: Purchase) => p.email ?? (p.account_deleted_at ? 'Account deleted' : '—');

const PurchaseList = () => (
  <ListPage fetchError={messages.fetchError} sort={{ field: 'created_at', order: 'DESC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <FunctionField<Purchase>
        label="Date"
        sortBy="created_at"
        render={(p) => formatAdminDateTime(p.created_at, '—')}
      />
      <FunctionField<Purchase> label="E-mail" sortBy="email" render={buyer} />
      <FunctionField<Purchase> label="Plan" render={(p) => p.pricing_plans?.name ?? '—'} />
      <FunctionField<Purchase>
        label="Amount"
        sortBy="amount_total"
        render={(p) => formatPaidAmount(p.amount_total, p.currency)}
      />
      <FunctionField<Purchase>
        label="Status"
        sortBy="status"
        render={(p) => PURCHASE_STATUS_LABELS[p.status as keyof typeof PURCHASE_STATUS_LABELS] ?? p.status}
      />
      <TextField source="stripe_session_id" label="Stripe session" sx={{ overflowWrap: 'anywhere' }} />
      <TextField source="stripe_payment_intent_id" label="Payment id" emptyText="—" sx={{ overflowWrap: 'anywhere' }} />
      <FunctionField<Purchase>
        label="Receipt"
        render={(p) =>
          p.receipt_url ? (
            <Link href={p.receipt_url} target="_blank" rel="noopener noreferrer">
              Receipt
            </Link>
          ) : (
            '—'
          )
        }
      />
    </Datagrid>
  </ListPage>
);

export default PurchaseList;
