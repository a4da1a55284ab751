/**
 * Where this browser keeps its remote preview overrides (localStorage, a JSON object `{ remote: url }`):
 * the admin's form writes them (remotes/previews.ts), the host reads them at page start
 * (host/src/federation/preview.ts). The host reads them before shared modules are negotiated, so
 * this module is not shared (webpack.common.ts: NOT_SHARED): each app bundles the constant.
 */
export const PREVIEWS_STORAGE_KEY = 'shop-previews';
