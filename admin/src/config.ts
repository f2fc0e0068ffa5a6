// Build-time configuration of the console. The brand is read and validated from PUBLIC_* variables
// when Vite builds (vite.config.ts), so the bundle carries only the resulting values.
import type { Brand } from '@app/shared/brand';

export const brand: Readonly<Brand> = __ADMIN_BRAND__;

/** The console lives under this path, as the spec's routes (/admin, /admin/universities, ...) say. */
export const BASENAME = '/admin';
