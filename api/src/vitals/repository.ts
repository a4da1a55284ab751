/**
 * Real visits' Core Web Vitals (issue 34): each beacon's figures stored as rows of web_vitals, and
 * their 75th percentile (Google's way of reading field data: three visits in four were at least
 * this good), computed by the database (percentile_cont) per page type and device class over 7 and
 * 28 days, and per day (in the shop's time zone) for the plot. Read by the admin's dashboard
 * (GET /api/admin/vitals) and by the Prometheus metrics.
 */
import { sql } from 'drizzle-orm';
import type { VitalsBeacon, VitalsReport } from 'shared-contracts/api/vitals';
import { VITAL_METRICS, VITALS_WINDOWS, type VitalMetric } from 'shared-contracts/domain/vitals';
import { SHOP_TIME_ZONE } from 'shared-contracts/i18n/dates';
import type { Db } from '../db/database';
import { webVitals } from '../db/schema';

/** The longest window read: rows older than it are deleted. */
export const VITALS_KEPT_DAYS = Math.max(...VITALS_WINDOWS);
/** Old rows are deleted after this many beacons (one statement, now and then). */
const SWEEP_EVERY = 500;
let recorded = 0;

/** Stores one beacon's figures; every SWEEP_EVERY beacons, drops the rows past the longest window. */
export async function recordVitals(db: Db, beacon: VitalsBeacon): Promise<void> {
  const rows = VITAL_METRICS.flatMap((metric) => (beacon[metric] === undefined ? [] : [{ page: beacon.page, device: beacon.device, metric, value: beacon[metric] }]));
  await db.insert(webVitals).values(rows);
  if (++recorded % SWEEP_EVERY === 0) await sweepVitals(db);
}

export async function sweepVitals(db: Db): Promise<void> {
  await db.execute(sql`delete from ${webVitals} where recorded_at < now() - make_interval(days => ${VITALS_KEPT_DAYS})`);
}

type Rows<T> = { rows: T[] };
const p75 = sql`percentile_cont(0.75) within group (order by value)`;

/** p75 per window, page type, device class and metric: only the combinations that have samples. */
export async function vitalsByGroup(db: Db): Promise<VitalsReport['groups']> {
  const groups: VitalsReport['groups'] = [];
  for (const days of VITALS_WINDOWS) {
    const { rows } = (await db.execute(sql`
      select page, device, metric, ${p75} as p75, count(*)::int as samples
        from ${webVitals}
       where recorded_at >= now() - make_interval(days => ${days})
       group by page, device, metric
       order by page, device, metric`)) as unknown as Rows<{ page: VitalsReport['groups'][number]['page']; device: VitalsReport['groups'][number]['device']; metric: VitalMetric; p75: number | string; samples: number }>;
    for (const row of rows) groups.push({ days, page: row.page, device: row.device, metric: row.metric, p75: rounded(row.metric, Number(row.p75)), samples: Number(row.samples) });
  }
  return groups;
}

const tz = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** p75 per day (shop time) and metric over the longest window, every page and device together; days without visits are left out. */
export async function vitalsByDay(db: Db): Promise<VitalsReport['byDay']> {
  const { rows } = (await db.execute(sql`
    select to_char((recorded_at at time zone ${tz})::date, 'YYYY-MM-DD') as date, metric, ${p75} as p75, count(*)::int as samples
      from ${webVitals}
     where recorded_at >= ((now() at time zone ${tz})::date - ${sql.raw(String(VITALS_KEPT_DAYS - 1))})::timestamp at time zone ${tz}
     group by 1, metric
     order by 1, metric`)) as unknown as Rows<{ date: string; metric: VitalMetric; p75: number | string; samples: number }>;
  return rows.map((row) => ({ date: row.date, metric: row.metric, p75: rounded(row.metric, Number(row.p75)), samples: Number(row.samples) }));
}

/** Whole milliseconds; CLS to three decimals (its thresholds are 0.1 and 0.25). */
export const rounded = (metric: VitalMetric, value: number) => (metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value));

export async function vitalsReport(db: Db): Promise<VitalsReport> {
  const [groups, byDay] = await Promise.all([vitalsByGroup(db), vitalsByDay(db)]);
  return { groups, byDay };
}
