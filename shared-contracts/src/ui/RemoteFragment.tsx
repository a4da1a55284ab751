/**
 * A place in one app's page where another remote's fragment goes (the checkout's add-to-cart on
 * the shop's product page). Remotes never import each other: the page names the module from
 * `remotes/contracts`, and the host, which loads remotes, renders it through the slot it provides
 * (with its loading skeleton and fallback). Without a host (a remote's standalone page or a unit
 * test) the slot is empty and `fallback` shows.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RemoteModules, RemoteName } from 'shared-contracts/remotes/contracts';

type PropsOf<R extends RemoteName, M extends keyof RemoteModules[R]> = RemoteModules[R][M] extends { default: ComponentType<infer P> }
  ? P
  : never;

export type FragmentSlotProps = { remote: RemoteName; module: string; props?: Record<string, unknown> };

const FragmentSlot = createContext<ComponentType<FragmentSlotProps> | null>(null);

/** Given by the host around its routes: how to render another remote's module. */
export const RemoteFragmentProvider = FragmentSlot.Provider;

export function RemoteFragment<R extends RemoteName, M extends keyof RemoteModules[R] & string>({
  remote,
  module,
  props,
  fallback = null,
}: {
  remote: R;
  module: M;
  props: PropsOf<R, M>;
  fallback?: ReactNode;
}) {
  const Slot = useContext(FragmentSlot);
  if (!Slot) return <>{fallback}</>;
  return <Slot remote={remote} module={module} props={props as Record<string, unknown>} />;
}
