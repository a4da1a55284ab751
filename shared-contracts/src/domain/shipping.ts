/**
 * Carriers a parcel leaves with, and where its customer follows it. The admin picks one when
 * marking an order shipped; My orders and the shipped e-mail link to the carrier's own tracking
 * page, built here from the tracking number, so a changed page address is fixed in one place.
 */
export const CARRIERS = {
  india_post: { name: 'India Post', trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber={number}' },
  blue_dart: { name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={number}' },
  delhivery: { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{number}' },
  dtdc: { name: 'DTDC', trackingUrl: 'https://www.dtdc.in/trace.asp?strCnno={number}' },
} as const satisfies Record<string, { name: string; trackingUrl: string }>;

export type CarrierId = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as [CarrierId, ...CarrierId[]];

/** What the shop records when a parcel leaves: who carries it and the number to follow it by. */
export type Shipment = {
  carrier: CarrierId;
  trackingNumber: string;
  /** When the admin marked it shipped. */
  shippedAt: string;
};

/** The carrier's page that shows this parcel. */
export function trackingUrl(carrier: CarrierId, trackingNumber: string): string {
  return CARRIERS[carrier].trackingUrl.replace('{number}', encodeURIComponent(trackingNumber));
}

export function carrierName(carrier: CarrierId): string {
  return CARRIERS[carrier].name;
}

export function isCarrierId(value: unknown): value is CarrierId {
  return typeof value === 'string' && Object.hasOwn(CARRIERS, value);
}
