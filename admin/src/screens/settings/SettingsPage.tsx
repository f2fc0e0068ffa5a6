// 'Site Settings': the Stripe publishable key, kept in the publicly readable `settings` row 'stripe'.
// The key is checked to look like a publishable key before saving (the database refuses secret keys
// too), and the page says why a secret key must never be entered here. Payments do not depend on it:
// hosted Checkout is created server-side with the secret key (README "Payments").
import { STRIPE_SETTINGS_KEY, stripePublishableKeySchema } from '@app/shared/entities/settings';
import { adminMessages } from '@app/shared/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { EditBase, SaveButton, SimpleForm, TextInput, Title, Toolbar, useEditContext } from 'react-admin';
import { z } from 'zod';
import { KEEP_TYPED_VALUES } from '../../common/FormDialog.tsx';
import { Spinner } from '../../common/ListPage.tsx';
import { useNotices } from '../../common/notices.tsx';
import { schemaResolver } from '../../common/schemaResolver.ts';
import { ExchangeRatesCard } from './ExchangeRatesCard.tsx';
import { StoryReviewCard } from './StoryReviewCard.tsx';

const STRIPE_KEYS_URL = 'https://dashboard.stripe.com/apikeys';
const messages = adminMessages.settings;
const resolver = schemaResolver(z.object({ value: z.object({ publishableKey: stripePublishableKeySchema }) }));

const SettingsForm = () => {
  const { isPending, record } = useEditContext();
  if (isPending) return <Spinner />;
  if (!record) return null;
  return (
    <SimpleForm
      noValidate
      resolver={resolver}
      warnWhenUnsavedChanges={false}
      // A refetch (say on returning from Stripe's dashboard with the key) must not wipe what was typed.
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={
        <Toolbar>
          <SaveButton label="Save Settings" />
        </Toolbar>
      }
    >
      <TextInput
        source="value.publishableKey"
        label="Publishable Key"
        placeholder="pk_live_..."
        fullWidth
        helperText="Starts with pk_live_ (or pk_test_ while testing). Optional."
      />
      <Alert severity="warning" sx={{ width: '100%' }}>
        {messages.secretKeyWarning}
      </Alert>
      <Typography variant="body2">
        Payments do not use this key. 'Get Started' on the pricing page sends buyers to Stripe's hosted Checkout, which
        the server creates with the secret key (a secret of the Supabase functions, never entered here), so saving or
        clearing this key neither enables nor disables payments. Nothing in the product reads it today: it is kept for
        browser-side Stripe.js features (such as an embedded payment form) and is public by design.
      </Typography>
      <Typography variant="body2">
        Find your keys in the{' '}
        <Link href={STRIPE_KEYS_URL} target="_blank" rel="noopener noreferrer">
          Stripe API keys dashboard
        </Link>
        .
      </Typography>
    </SimpleForm>
  );
};

export const SettingsPage = () => {
  const notices = useNotices();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={messages.title} />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {messages.title}
      </Typography>
      <Card>
        <CardHeader title="Stripe" subheader="Publishable key" />
        <CardContent sx={{ p: 0 }}>
          <EditBase
            resource="settings"
            id={STRIPE_SETTINGS_KEY}
            redirect={false}
            mutationMode="pessimistic"
            queryOptions={{ onError: (error) => notices.error(messages.fetchError, error) }}
            mutationOptions={{
              onSuccess: () => notices.success(messages.saved),
              onError: (error) => notices.error(messages.saveError, error),
            }}
          >
            <SettingsForm />
          </EditBase>
        </CardContent>
      </Card>
      <ExchangeRatesCard />
      <StoryReviewCard />
    </Box>
  );
};

export default SettingsPage;
