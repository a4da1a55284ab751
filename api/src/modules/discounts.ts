/**
 * Discount codes: the payment page's preview of a code on the shopper's lines (discounts/apply.ts,
 * judged again when the order is placed), and the admin's Discounts section (list with uses,
 * create, edit, deactivate; discounts/admin-workflows.ts).
 */
import type { FastifyInstance } from 'fastify';
import { routes } from 'shared-contracts/api/routes';
import { lineKey, MAX_QUANTITY_PER_LINE, type CartLine } from 'shared-contracts/domain/cart';
import type { GstRate } from 'shared-contracts/domain/gst';
import { catalogueFor, priceLine } from '../cart/repository';
import { applyCode, checkUsesForPreview, loadCode, refusal } from '../discounts/apply';
import { createDiscount, listDiscounts, updateDiscount } from '../discounts/admin-workflows';
import { requestLanguage } from '../http/language';
import { mount } from '../http/mount';
import { readSettings } from '../settings/store';

export default async function discounts(app: FastifyInstance) {
  mount(
    app,
    routes.previewDiscount,
    async ({ request, user, body }) => {
      const lng = requestLanguage(request);
      const { db } = app.services;
      // one line per product or variant, as checkout adds them up, at the server's prices (a variant's own)
      const wanted = new Map<string, { productId: string; variantId?: string; quantity: number }>();
      for (const { productId, variantId, quantity } of body.lines) {
        const seen = wanted.get(lineKey({ productId, variantId }));
        wanted.set(lineKey({ productId, variantId }), { productId, ...(variantId ? { variantId } : {}), quantity: Math.min(MAX_QUANTITY_PER_LINE, (seen?.quantity ?? 0) + quantity) });
      }
      const catalogue = await catalogueFor(db, [...wanted.values()]);
      const lines: CartLine[] = [...wanted.values()].flatMap((line) => {
        const found = priceLine(catalogue, line);
        return found ? [{ ...line, unitPrice: found.price, gstRate: found.product.gstRate as GstRate }] : [];
      });
      const code = await loadCode(db, body.code, lines.map((line) => line.productId), lng);
      if (!lines.length) throw refusal('not_applicable', lng);
      const sellerState = (await readSettings(app.services, 'store')).stateCode;
      const { applied } = applyCode(code, lines, { sellerState, deliveryState: body.stateCode ?? sellerState }, lng);
      await checkUsesForPreview(db, code.row, { uid: user.uid, email: user.anonymous ? null : user.email }, lng);
      return { discount: applied, eligible: Object.fromEntries(lines.map((line) => [line.productId, code.applies(line.productId)])) };
    },
    { rateLimit: app.services.config.checkout.rateLimit },
  );

  const context = (request: Parameters<typeof requestLanguage>[0], actor: Parameters<typeof createDiscount>[0]['actor']) => ({
    services: app.services,
    actor,
    lng: requestLanguage(request),
  });

  mount(app, routes.adminListDiscounts, async () => ({ items: await listDiscounts(app.services) }));
  mount(app, routes.adminCreateDiscount, async ({ request, user, body }) => createDiscount(context(request, user), body), { status: 201 });
  mount(app, routes.adminUpdateDiscount, async ({ request, user, params, body }) => updateDiscount(context(request, user), params.id, body));
}
