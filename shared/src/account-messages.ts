// Texts of the account pages and the payment return: apart from the shared catalogue (messages.ts),
// which every island loads, so that pages without accounts do not carry them.
import { notice } from './notice.ts';

export const accountMessages = {
  passwordResetFailed: notice('Password reset failed'),
  passwordChangeFailed: notice('Password not changed'),
  passwordChanged: notice('Password changed', 'You are signed in with your new password.'),
  purchasesFetchError: notice('Error fetching your purchases'),
  sessionExpired: notice(
    'Please log in again',
    'Your session has ended. What you typed is kept and will be back after you log in.',
  ),
  accountSaved: notice('Saved', 'Your name is updated.'),
  accountSaveFailed: notice('Not saved'),
  signedOutEverywhere: notice('Signed out everywhere', 'Every device signed in to your account has been signed out.'),
  accountDeleted: notice('Account deleted', 'Your account and personal data are gone. Thank you for studying with us.'),
  accountDeleteFailed: notice('Account not deleted'),
  dataDownloadFailed: notice('Download failed'),
  /** Back from Stripe, before the webhook has recorded the purchase. */
  paymentSucceeded: notice(
    'Payment Successful!',
    'Thank you for your purchase. Your access may take a few seconds to appear: this page tells you when it is ready.',
  ),
  /** Back from Stripe, with the purchase already recorded by the webhook. */
  paymentConfirmed: notice(
    'Payment Successful!',
    'Thank you for your purchase. Your plan is active: premium resources are open to you on the Resources page.',
  ),
  /** The webhook has recorded the purchase the buyer came back from, a few seconds later. */
  purchaseArrived: notice(
    'Your plan is active',
    'Premium resources are open to you on the Resources page and in My account.',
  ),
  /** The webhook has not recorded it after a short wait. */
  purchaseDelayed: notice(
    'Your payment is still on its way',
    'Stripe has not told us about it yet; this can take a few minutes. Do not pay again: check My account later, and if the plan is not there within an hour, write to us from the Contact page with the e-mail you paid with.',
  ),
} as const;
