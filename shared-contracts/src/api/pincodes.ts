/**
 * Where a PIN code is: what the shop's offline PIN-code directory (api/src/pincodes/directory.ts,
 * from India Post's list of post offices) knows of one PIN code. The API serves it at
 * `GET /api/pincodes/:pincode`; the address form fills city and state from it.
 */
import { z } from 'zod';
import { pincodeSchema } from './address';
import { gstStateCodeSchema } from './common';

export const pincodeParamsSchema = z.object({ pincode: pincodeSchema });

export const pincodeInfoSchema = z.object({
  pincode: z.string(),
  /** The district most of its post offices are in ('Bangalore'): what the form puts in the city field. */
  district: z.string(),
  /**
   * The states (GST state codes) it delivers in, most post offices first: one, except for some
   * thirty PIN codes on a border (160003 serves Chandigarh and Mohali, Punjab).
   */
  stateCodes: z.array(gstStateCodeSchema).min(1),
  /** Its post offices' localities ('Indiranagar'), for the city field's suggestions. */
  places: z.array(z.string()),
});
export type PincodeInfo = z.infer<typeof pincodeInfoSchema>;

/** Looks one PIN code up; `undefined` when India Post has no such PIN code. */
export type PincodeDirectory = (pincode: string) => PincodeInfo | undefined;
