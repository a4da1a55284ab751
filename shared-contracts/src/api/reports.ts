/**
 * The admin's GST reports (issue 33 item 4): GSTR-1 for a month or a quarter, section by section as
 * the GST offline tool and the portal take them, and the sales register (every invoice and credit
 * note line with its tax split). Amounts in paise; the files are written from these answers in the
 * browser (shared-contracts/domain/gstr1-files.ts), through the one CSV module.
 */
import { z } from 'zod';
import { parseGstPeriod } from 'shared-contracts/domain/gst-period';
import { SUPPLY_TYPES } from 'shared-contracts/domain/gst';
import { isEmpty, required, type Rule } from 'shared-contracts/validation/rules';
import { translate } from 'shared-contracts/validation/translate';
import { withRules } from 'shared-contracts/validation/zod';
import { gstRateSchema, gstStateCodeSchema, paiseSchema, token } from './common';
import { defineRoute, type ApiRoute } from './define';

/** A month ('2026-07') or a quarter of the financial year ('2026-27-Q2'), from July 2017 on. */
export const gstPeriod: Rule = (value) => (isEmpty(value) || (typeof value === 'string' && parseGstPeriod(value) !== null) ? true : translate('gstPeriod'));

export const reportPeriodQuerySchema = z.object({ period: withRules(token(), required, gstPeriod) });

const day = z.string();
const taxSplit = { taxable: paiseSchema, igst: paiseSchema, cgst: paiseSchema, sgst: paiseSchema };

export const reportPeriodSchema = z.object({ id: z.string(), kind: z.enum(['month', 'quarter']), from: day, to: day, fp: z.string() });

/** B2B: one row per invoice and rate, the buyer gave a GSTIN. `value` is the whole invoice's. */
const b2bRowSchema = z.object({ gstin: z.string(), name: z.string(), invoice: z.string(), date: day, value: paiseSchema, pos: gstStateCodeSchema, rate: gstRateSchema, ...taxSplit });
/** B2C large: inter-state invoices above the threshold to buyers without a GSTIN, one row per invoice and rate. */
const b2clRowSchema = z.object({ invoice: z.string(), date: day, value: paiseSchema, pos: gstStateCodeSchema, rate: gstRateSchema, taxable: paiseSchema, igst: paiseSchema });
/** B2C small: the rest of the sales to buyers without a GSTIN, net of their credit notes, by place of supply and rate. */
const b2csRowSchema = z.object({ supply: z.enum(SUPPLY_TYPES), pos: gstStateCodeSchema, rate: gstRateSchema, ...taxSplit });
/** Credit notes to registered buyers, one row per note and rate. */
const cdnrRowSchema = z.object({ gstin: z.string(), name: z.string(), note: z.string(), date: day, invoice: z.string(), invoiceDate: day, pos: gstStateCodeSchema, value: paiseSchema, rate: gstRateSchema, ...taxSplit });
/** Credit notes to unregistered buyers against B2C large invoices. */
const cdnurRowSchema = z.object({ urType: z.literal('B2CL'), note: z.string(), date: day, invoice: z.string(), invoiceDate: day, pos: gstStateCodeSchema, value: paiseSchema, rate: gstRateSchema, taxable: paiseSchema, igst: paiseSchema });
/** Table 12, by HSN and rate, net of credit notes; B2B (buyers with a GSTIN) and B2C apart. */
const hsnRowSchema = z.object({ table: z.enum(['b2b', 'b2c']), hsn: z.string(), description: z.string(), uqc: z.string(), quantity: z.number().int(), value: paiseSchema, rate: gstRateSchema, ...taxSplit });
/** Table 13: each number series used in the period. */
const docRowSchema = z.object({ nature: z.enum(['invoices', 'creditNotes']), from: z.string(), to: z.string(), total: z.number().int(), cancelled: z.number().int() });
const totalsSchema = z.object({ count: z.number().int(), value: paiseSchema, ...taxSplit });

export const gstr1ReportSchema = z.object({
  period: reportPeriodSchema,
  seller: z.object({ name: z.string(), gstin: z.string(), stateCode: gstStateCodeSchema }),
  b2b: z.array(b2bRowSchema),
  b2cl: z.array(b2clRowSchema),
  b2cs: z.array(b2csRowSchema),
  cdnr: z.array(cdnrRowSchema),
  cdnur: z.array(cdnurRowSchema),
  hsn: z.array(hsnRowSchema),
  docs: z.array(docRowSchema),
  /** The period's invoices and credit notes as issued, before any section: what the sections must add up to. */
  totals: z.object({ invoices: totalsSchema, creditNotes: totalsSchema }),
});
export type Gstr1Report = z.infer<typeof gstr1ReportSchema>;
export type Gstr1Section = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur' | 'hsn' | 'docs';
export const GSTR1_SECTIONS: readonly Gstr1Section[] = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'docs'];

/** One line of an invoice or a credit note (a credit note's amounts negative, so a column's sum is the net). */
const registerRowSchema = z.object({
  document: z.enum(['invoice', 'creditNote']),
  number: z.string(),
  date: day,
  order: z.string(),
  /** A credit note's invoice; null on an invoice. */
  invoice: z.string().nullable(),
  buyer: z.string(),
  gstin: z.string().nullable(),
  pos: gstStateCodeSchema,
  /** The good's title; null: the shipping. */
  item: z.string().nullable(),
  hsn: z.string().nullable(),
  quantity: z.number().int(),
  rate: gstRateSchema,
  ...taxSplit,
  total: paiseSchema,
});
export const salesRegisterSchema = z.object({ period: reportPeriodSchema, rows: z.array(registerRowSchema) });
export type SalesRegister = z.infer<typeof salesRegisterSchema>;
export type SalesRegisterRow = SalesRegister['rows'][number];

export const reportRoutes = {
  adminGstr1: defineRoute({
    method: 'GET',
    path: '/admin/reports/gstr1',
    access: 'admin',
    permission: 'reports',
    query: reportPeriodQuerySchema,
    response: gstr1ReportSchema,
    summary: "GSTR-1 for a month ('2026-07') or a quarter ('2026-27-Q2'): B2B, B2CL, B2CS, credit notes, HSN summary, documents",
  }),
  adminSalesRegister: defineRoute({
    method: 'GET',
    path: '/admin/reports/sales-register',
    access: 'admin',
    permission: 'reports',
    query: reportPeriodQuerySchema,
    response: salesRegisterSchema,
    summary: 'Every invoice and credit note line of a month or a quarter with its tax split',
  }),
} as const satisfies Record<string, ApiRoute>;
