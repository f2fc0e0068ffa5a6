// Deno entry of refresh-exchange-rates on hosted Supabase; the handler is shared with the local stack.
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { XMLParser } from 'npm:fast-xml-parser@5.12.1';
import { refreshExchangeRatesHandler } from '../_shared/refresh-exchange-rates.ts';

const handler = refreshExchangeRatesHandler({ createClient, XMLParser });

Deno.serve((request) => handler(request, Deno.env.toObject()));
