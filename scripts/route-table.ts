/**
 * The route table as the current sources make it: the host's pages and each remote's page manifest
 * (remote-<x>/src/pages.ts), put together by the host's assembleRouteTable, as the host does at run
 * time from the builds' pages.json. For the tests that walk every route (scripts/route-table.test.ts,
 * e2e/routes.e2e.ts, e2e/a11y.e2e.ts).
 */
import { assembleRouteTable } from '../host/src/routes/table';
import { pages as admin } from '../remote-admin/src/pages';
import { pages as checkout } from '../remote-checkout/src/pages';
import { pages as shop } from '../remote-shop/src/pages';

export const remotePages = { shop, checkout, admin };

export const routeTable = assembleRouteTable(remotePages);
