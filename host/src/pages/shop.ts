/**
 * The shop's own details, shown on the contact page and quoted by the policies. Kept here once so
 * that an address or an email changes in one place, in every language.
 */
export const SHOP = {
  legalName: 'Haat Crafts Private Limited',
  email: 'support@haat.example',
  phone: '+91 141 400 1234',
  /** The phone number as a tel: URL (no spaces). */
  phoneHref: 'tel:+911414001234',
  gstin: '08AAHCH1234K1Z2',
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
