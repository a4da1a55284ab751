/**
 * Shipping (issue 32 item 2): the zone table an admin keeps in Settings › Shipping, judged here by
 * the same rules in the form and in the API (per-field messages in the caller's language), and the
 * delivery estimate every product page and cart asks for a PIN code.
 */
import { z } from 'zod';
import {
  MAX_HOLIDAYS,
  MAX_PIN_ENTRIES,
  MAX_SLABS,
  MAX_TRANSIT_DAYS,
  MAX_ZONES,
  parseEstimateItems,
  pinRange,
  zoneTableProblems,
  type ShippingTable,
  type Weekday,
} from 'shared-contracts/domain/delivery';
import { GST_STATE_CODES } from 'shared-contracts/domain/gst';
import { isEmpty, max, maxNumber, minNumber, noControlChars, required, spaceOnlyBetween, type Rule } from 'shared-contracts/validation/rules';
import { translate } from 'shared-contracts/validation/translate';
import { withRules } from 'shared-contracts/validation/zod';
import { gstStateCodeSchema, idSchema, token } from './common';
import { defineRoute, type ApiRoute } from './define';
import { LIGHT_ROUTE_HEADS } from './light-route-heads';

/** A PIN-code prefix ('560') or range ('560001-560099'). */
export const pinEntry: Rule = (value) => (isEmpty(value) || (typeof value === 'string' && pinRange(value) !== null) ? true : translate('pinEntry'));
/** 'HH:MM', 24-hour clock. */
export const timeOfDay: Rule = (value) => (isEmpty(value) || (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) ? true : translate('timeOfDay'));
/** 'YYYY-MM-DD', a day that exists. */
export const calendarDay: Rule = (value) => {
  if (isEmpty(value)) return true;
  const valid = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  return valid ? true : translate('calendarDay');
};

/** The rules of each field, for the form and the schema alike (amounts in paise, weights in grams). */
export const SHIPPING_RULES = {
  name: [required, max(60), spaceOnlyBetween],
  pin: [required, pinEntry],
  fee: [required, minNumber(0)],
  upToGrams: [required, minNumber(1)],
  fromValue: [required, minNumber(0)],
  freeAbove: [minNumber(0)],
  transitDays: [required, minNumber(0), maxNumber(MAX_TRANSIT_DAYS)],
  cutoff: [required, timeOfDay],
  holiday: [required, calendarDay],
  /** A product's or variant's weight: never below 0 (null: a variant weighs what its product does). */
  weightGrams: [minNumber(0), maxNumber(1_000_000)],
} satisfies Record<string, Rule[]>;

const whole = (...rules: Rule[]) => withRules(z.number().int(), ...rules);

export const weightSlabSchema = z.object({ upToGrams: whole(...SHIPPING_RULES.upToGrams), fee: whole(...SHIPPING_RULES.fee) });
export const valueSlabSchema = z.object({ fromValue: whole(...SHIPPING_RULES.fromValue), fee: whole(...SHIPPING_RULES.fee) });

export const shippingZoneSchema = z.object({
  id: idSchema,
  name: withRules(z.string(), noControlChars, ...SHIPPING_RULES.name),
  states: withRules(z.array(gstStateCodeSchema), max(GST_STATE_CODES.length)),
  pins: withRules(z.array(withRules(z.string().trim(), noControlChars, ...SHIPPING_RULES.pin)), max(MAX_PIN_ENTRIES)),
  weightSlabs: withRules(z.array(weightSlabSchema), max(MAX_SLABS)),
  extraPerKg: whole(...SHIPPING_RULES.fee),
  valueSlabs: withRules(z.array(valueSlabSchema), max(MAX_SLABS)),
  freeAbove: withRules(z.number().int().nullable(), ...SHIPPING_RULES.freeAbove),
  transitDays: whole(...SHIPPING_RULES.transitDays),
});

const WEEKDAY_VALUES = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly Weekday[];

export const dispatchRulesSchema = z.object({
  days: z.array(z.literal(WEEKDAY_VALUES)).max(7),
  cutoff: withRules(z.string(), ...SHIPPING_RULES.cutoff),
  holidays: withRules(z.array(withRules(z.string(), ...SHIPPING_RULES.holiday)), max(MAX_HOLIDAYS)),
});

/**
 * The whole table. Beyond each field: no PIN code in two entries (in one zone or two), no state in
 * two zones, weight slabs rising; each told on its zone's field, naming the other zone.
 */
export const shippingTableSchema = z
  .object({
    zones: withRules(z.array(shippingZoneSchema), max(MAX_ZONES)),
    dispatch: dispatchRulesSchema,
  })
  .superRefine((table, ctx) => {
    for (const problem of zoneTableProblems(table.zones)) {
      switch (problem.kind) {
        case 'pin_overlap':
          ctx.addIssue({ code: 'custom', path: ['zones', problem.zone, 'pins'], message: translate('pinOverlap', { other: problem.other }) });
          break;
        case 'pin_invalid':
          ctx.addIssue({ code: 'custom', path: ['zones', problem.zone, 'pins'], message: translate('pinEntry') });
          break;
        case 'state_repeated':
          ctx.addIssue({ code: 'custom', path: ['zones', problem.zone, 'states'], message: translate('stateRepeated', { other: problem.other }) });
          break;
        case 'slabs_order':
          ctx.addIssue({ code: 'custom', path: ['zones', problem.zone, 'weightSlabs', problem.slab, 'upToGrams'], message: translate('slabOrder') });
      }
    }
  }) satisfies z.ZodType<ShippingTable, unknown>;

// ---------------------------------------------------------------------------------------------
// The delivery estimate

/** An estimate's goods (domain/delivery: 'productId[/variantId]*quantity', comma-separated). */
export { formatEstimateItems, parseEstimateItems, type EstimateItem } from 'shared-contracts/domain/delivery';

export const deliveryEstimateQuerySchema = z.object({
  pin: token().regex(/^[1-9]\d{5}$/),
  /** The delivery address's state when the shopper chose one (the payment page); else the PIN code's own. */
  state: gstStateCodeSchema.optional(),
  items: token().max(8_000).transform((value, ctx) => {
    const items = parseEstimateItems(value);
    if (!items) ctx.addIssue({ code: 'custom', message: 'items: productId[/variantId]*quantity, comma-separated' });
    return items ?? [];
  }),
});

const zoneRateSchema = z.object({
  weightSlabs: z.array(z.object({ upToGrams: z.number(), fee: z.number() })),
  extraPerKg: z.number(),
  valueSlabs: z.array(z.object({ fromValue: z.number(), fee: z.number() })),
  freeAbove: z.number().nullable(),
});

/**
 * What a shopper learns for a PIN code: whether the shop delivers there, by when, at what cost
 * for these goods (GST included, before any discount code), and whether cash on delivery is
 * possible there. `parcel` is the zone's rate and the goods' weight, so the payment page works out
 * the shipping after a discount by the same rule as the server (domain/delivery shippingCharge).
 */
export const deliveryEstimateSchema = z.object({
  pin: z.string(),
  served: z.boolean(),
  zone: z.object({ id: z.string(), name: z.string() }).nullable(),
  shipping: z.number().int().nullable(),
  parcel: z.object({ rate: zoneRateSchema, weightGrams: z.number().int() }).nullable(),
  /** 'YYYY-MM-DD'. */
  deliveryBy: z.string().nullable(),
  codAvailable: z.boolean(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const shippingRoutes = {
  adminGetShipping: defineRoute({ method: 'GET', path: '/admin/settings/shipping', access: 'admin', permission: 'settings', response: shippingTableSchema, summary: 'The shipping zones, rates and dispatch days' }),
  adminSaveShipping: defineRoute({
    method: 'PUT',
    path: '/admin/settings/shipping',
    access: 'admin',
    permission: 'settings',
    body: shippingTableSchema,
    response: shippingTableSchema,
    summary: 'Change the shipping zones, rates and dispatch days',
  }),
  // the product page and the cart call it through lightRoutes (no zod on a first visit)
  getDeliveryEstimate: defineRoute({
    ...LIGHT_ROUTE_HEADS.getDeliveryEstimate,
    query: deliveryEstimateQuerySchema,
    response: deliveryEstimateSchema,
    summary: 'Whether, when and at what cost the shop delivers these goods to a PIN code',
  }),
} as const satisfies Record<string, ApiRoute>;
