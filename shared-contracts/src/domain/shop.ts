/**
 * The demo shop's own details: its name in page titles, the seller the API invoices as by default
 * (config.ts: SELLER_NAME, SELLER_GSTIN, SELLER_STATE), the contact page and the policies. Kept here
 * once so that a name, an address or an email changes in one place, in every language and app.
 */
import { DEFAULT_SELLER_STATE } from 'shared-contracts/domain/gst';

export const SHOP = {
  /** The trading name: page titles, the copyright line, the quick sign-in page. */
  name: 'Haat',
  legalName: 'Haat Crafts Private Limited',
  email: 'support@haat.example',
  phone: '+91 141 400 1234',
  /** The phone number as a tel: URL (no spaces). */
  phoneHref: 'tel:+911414001234',
  gstin: '08AAHCH1234K1Z2',
  /** The GST state the shop is registered in (Rajasthan): CGST+SGST inside it, IGST across. */
  stateCode: DEFAULT_SELLER_STATE,
  grievanceOfficer: 'Meera Sharma',
  grievanceEmail: 'grievance@haat.example',
  /** Postal address lines; the country line is translated ('address.country'). */
  addressLines: ['2nd floor, 18 Artisan Lane, C-Scheme', 'Jaipur, Rajasthan 302001'],
  city: 'Jaipur',
} as const;

/** Values every content text may interpolate: {{email}}, {{phone}}, {{gstin}}, ... */
export const SHOP_VALUES = {
  legalName: SHOP.legalName,
  email: SHOP.email,
  phone: SHOP.phone,
  gstin: SHOP.gstin,
  grievanceOfficer: SHOP.grievanceOfficer,
  grievanceEmail: SHOP.grievanceEmail,
  city: SHOP.city,
};

/** When the policies last changed (ISO date), shown at the top of each policy page. */
export const POLICIES_UPDATED = '2026-11-20';
