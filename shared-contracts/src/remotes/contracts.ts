/**
 * What each remote exposes, typed once. The host loads these through the federation runtime
 * (`loadRemote('shop/HomePage')`); a remote that changes an exposed module's shape changes it here.
 * Remotes never import each other: they compose only through these modules.
 */
import type { ComponentType } from 'react';
import type { StockLevel } from 'shared-contracts/domain/catalogue';
import type { GstRate } from 'shared-contracts/domain/gst';

/** A page: rendered by the host inside the layout its route table gives. */
export type PageModule = { default: ComponentType };

/** Props of the checkout remote's add-to-cart fragment, placed on the product page. */
export interface AddToCartProps {
  /** The product as the product page shows it; a guest's cart keeps this snapshot until sign-in. */
  product: {
    id: string;
    slug: string;
    title: string;
    /** Price of one item in paise, GST included. */
    price: number;
    gstRate: GstRate;
    image: { url: string; alt: string } | null;
    /** The button is disabled when 'sold_out'. */
    stockLevel: StockLevel;
    /** Most items a cart line may hold now (the product's `maxQuantity`); unknown: the per-line limit only. */
    maxQuantity?: number;
    /** The chosen variant of a product sold by variant, and its values ("Size: M, Colour: Red"). */
    variantId?: string;
    variant?: string;
  };
  /** Units the shopper picked on the product page (1 if not given). */
  quantity?: number;
}

export interface RemoteModules {
  shop: {
    './HomePage': PageModule;
    './ShopPage': PageModule;
    './ProductPage': PageModule;
  };
  checkout: {
    './CartPage': PageModule;
    './PaymentPage': PageModule;
    './OrdersPage': PageModule;
    './ConfirmationPage': PageModule;
    './MiniCart': { default: ComponentType };
    './AddToCart': { default: ComponentType<AddToCartProps> };
  };
  admin: {
    './AdminLoginPage': PageModule;
    './DashboardPage': PageModule;
    './ListingPage': PageModule;
    './OrdersPage': PageModule;
    './UsersPage': PageModule;
    './SettingsPage': PageModule;
    './DiscountsPage': PageModule;
  };
}

export type RemoteName = keyof RemoteModules;
export type ExposedModule<R extends RemoteName> = keyof RemoteModules[R] & string;

/**
 * The same modules as values, for what runs without the compiler: each remote's build checks its
 * `exposes` against them (webpack.common.ts, `checkExposes`) and fails on a missing or extra module,
 * so a remote cannot ship what its contract does not say. A module added to RemoteModules must be
 * added here too (the compiler says so).
 */
export const EXPOSED_MODULES: { readonly [R in RemoteName]: { readonly [M in ExposedModule<R>]: true } } = {
  shop: { './HomePage': true, './ShopPage': true, './ProductPage': true },
  checkout: { './CartPage': true, './PaymentPage': true, './OrdersPage': true, './ConfirmationPage': true, './MiniCart': true, './AddToCart': true },
  admin: { './AdminLoginPage': true, './DashboardPage': true, './ListingPage': true, './OrdersPage': true, './UsersPage': true, './SettingsPage': true, './DiscountsPage': true },
};

/** Modules a remote's build exposes that its contract lacks, and the contract's it does not expose. */
export function exposesMismatch(remote: RemoteName, exposed: readonly string[]): { extra: string[]; missing: string[] } {
  const contract = Object.keys(EXPOSED_MODULES[remote]);
  return { extra: exposed.filter((module) => !contract.includes(module)), missing: contract.filter((module) => !exposed.includes(module)) };
}

/** The size a fragment takes, in CSS pixels. */
export interface FragmentBox {
  width?: number;
  height?: number;
  minHeight?: number;
}

/**
 * The box each fragment fills: the host reserves it while the fragment loads, so what is around it
 * (the header's links, the product page's description) does not move when it arrives, and the
 * fragment keeps to it.
 */
export const FRAGMENT_BOXES: { [R in RemoteName]?: { [M in ExposedModule<R>]?: FragmentBox } } = {
  checkout: {
    // a 24 px icon with 10 px of padding (a 44 px touch target, theme TOUCH_TARGET); its count badge overlays it
    './MiniCart': { width: 44, height: 44 },
    // the button, a 44 px touch target
    './AddToCart': { minHeight: 44 },
  },
};

/** The box a remote's module fills while it loads, if it is a fragment with one. */
export function fragmentBox(remote: RemoteName, module: string): FragmentBox | undefined {
  return (FRAGMENT_BOXES[remote] as Record<string, FragmentBox | undefined> | undefined)?.[module];
}

/** `mf-remotes.json`, served no-cache: where each remote's manifest lives right now. Changing one
 *  URL here is how a team deploys its remote; the host is not rebuilt. */
export type RemotesRegistry = Record<RemoteName, string>;

export const REMOTE_NAMES = ['shop', 'checkout', 'admin'] as const satisfies readonly RemoteName[];
