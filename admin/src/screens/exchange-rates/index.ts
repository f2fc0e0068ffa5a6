import { defineResource } from '../define-resource.ts';

// Set in Settings (settings/ExchangeRatesCard.tsx): no screen or sidebar entry of its own, but react-admin
// and the data provider need to know the table.
export default defineResource({
  name: 'exchange-rates',
  order: 220,
  table: 'exchange_rates',
  label: 'Exchange rates',
  noun: 'Exchange rate',
});
