/**
 * Support contacts, set per deployment at build time (VITE_SUPPORT_EMAIL, VITE_SUPPORT_PHONE). Without a phone number
 * the call option is not offered; the e-mail defaults to the product's own domain (see src/platform/env.ts).
 */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@lokasi.app';
export const SUPPORT_PHONE: string | null = import.meta.env.VITE_SUPPORT_PHONE || null;
