/**
 * Where the shop delivers, at what cost and by when (issue 32 item 2), from the merchant's table in
 * Settings › Shipping (settings section `shipping`; domain/delivery.ts holds the rules). The
 * checkout prices every order with `deliveryOf`; the product page and the cart ask `estimateDelivery`
 * (GET /api/delivery/estimate).
 */
import type { DeliveryEstimate, EstimateItem } from 'shared-contracts/api/shipping';
import {
  promisedDay,
  shippingCharge,
  zoneFor,
  type OrderDelivery,
  type Parcel,
  type ShippingTable,
  type ShippingZone,
  type ZoneRate,
} from 'shared-contracts/domain/delivery';
import type { GstStateCode } from 'shared-contracts/domain/gst';
import { addMoney, multiplyMoney, sumMoney } from 'shared-contracts/domain/money';
import { catalogueFor, priceLine, type PricedProduct } from '../cart/repository';
import { codPossible } from '../cod/rules';
import type { PricedVariant } from '../catalogue/variants';
import { lookupPincode } from '../pincodes/directory';
import type { Services } from '../services';
import { readSettings } from '../settings/store';

/** The shipping table every instance reads (cached; dropped on every save). */
export const shippingTable = (services: Pick<Services, 'database' | 'config'>): Promise<ShippingTable> => readSettings(services, 'shipping');

/** What a line weighs: its variant's own weight, else its product's (grams, per item). */
export function itemWeight(found: { product: Pick<PricedProduct, 'weightGrams'>; variant?: Pick<PricedVariant, 'weightGrams'> | undefined }): number {
  return found.variant?.weightGrams ?? found.product.weightGrams;
}

/** Only the rate of a zone: what an order keeps and the browser needs. */
export function rateOf(zone: ZoneRate): ZoneRate {
  return { weightSlabs: zone.weightSlabs, extraPerKg: zone.extraPerKg, valueSlabs: zone.valueSlabs, freeAbove: zone.freeAbove };
}

/**
 * The state a PIN code is in: the one the shopper chose when the PIN code's post offices lie in it
 * (a few PIN codes straddle two states), else the directory's first; undefined for a PIN code the
 * directory does not know.
 */
export function stateOfPin(pin: string, chosen?: GstStateCode): GstStateCode | undefined {
  const known = lookupPincode(pin);
  if (!known) return chosen;
  return chosen && known.stateCodes.includes(chosen) ? chosen : known.stateCodes[0];
}

/** The zone, parcel and promised day of an order of `weightGrams` to `pin` in `stateCode`; undefined: not served. */
export function deliveryOf(table: ShippingTable, place: { pin: string; stateCode: GstStateCode | undefined }, weightGrams: number, now: Date): { zone: ShippingZone; parcel: Parcel; kept: OrderDelivery } | undefined {
  const zone = zoneFor(table.zones, place.pin, place.stateCode);
  if (!zone) return undefined;
  const parcel: Parcel = { rate: rateOf(zone), weightGrams };
  const kept: OrderDelivery = { zoneId: zone.id, zoneName: zone.name, weightGrams, rate: parcel.rate, promisedBy: promisedDay(now, table.dispatch, zone.transitDays) };
  return { zone, parcel, kept };
}

/**
 * Whether cash on delivery can be offered at this place for these goods (before who orders them is
 * known): the merchant's cash-on-delivery rules (cod/rules.ts), on the goods and their shipping.
 */
export async function codAvailableAt(
  services: Services,
  where: { pin: string; stateCode: GstStateCode | undefined; zone: ShippingZone; goodsValue: number; shipping: number; productIds: string[] },
): Promise<boolean> {
  return codPossible(services, { pincode: where.pin, total: addMoney(where.goodsValue, where.shipping), productIds: where.productIds });
}

/**
 * The estimate a shopper gets for a PIN code and some goods (a product page: one item; the cart:
 * its lines): served or not, the promised day, the shipping for the goods' value (before any
 * code), the parcel (rate and weight) and cash on delivery. Goods the shop does not sell (any
 * more) weigh and cost nothing here; the checkout refuses them.
 */
export async function estimateDelivery(services: Services, query: { pin: string; state?: GstStateCode | undefined; items: EstimateItem[] }, now = new Date()): Promise<DeliveryEstimate> {
  const [table, catalogue] = await Promise.all([shippingTable(services), catalogueFor(services.db, query.items)]);
  let weightGrams = 0;
  const values: number[] = [];
  for (const item of query.items) {
    const found = priceLine(catalogue, item);
    if (!found) continue;
    weightGrams += itemWeight(found) * item.quantity;
    values.push(multiplyMoney(found.price, item.quantity));
  }
  const goodsValue = sumMoney(values);
  const stateCode = stateOfPin(query.pin, query.state);
  const delivery = deliveryOf(table, { pin: query.pin, stateCode }, weightGrams, now);
  if (!delivery) return { pin: query.pin, served: false, zone: null, shipping: null, parcel: null, deliveryBy: null, codAvailable: false };
  const shipping = shippingCharge(delivery.parcel, goodsValue);
  const codAvailable = await codAvailableAt(services, {
    pin: query.pin,
    stateCode,
    zone: delivery.zone,
    goodsValue,
    shipping,
    productIds: query.items.map((item) => item.productId),
  });
  return {
    pin: query.pin,
    served: true,
    zone: { id: delivery.zone.id, name: delivery.zone.name },
    shipping,
    parcel: delivery.parcel,
    deliveryBy: delivery.kept.promisedBy,
    codAvailable,
  };
}
