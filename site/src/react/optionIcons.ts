import { BedDouble, Building2, Home } from 'lucide-react';

/** The accommodation options' icons (docs/product.md section 7: Home by default). */
export const OPTION_ICONS = { Home, Building2, BedDouble } as const;
