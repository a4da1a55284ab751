import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COLORS } from 'shared-contracts/ui/theme';
import { ModalDialog } from '../ui/ModalDialog';

/** The drawer's look; loaded with it, on a phone's first press of "Filters". */
const CSS = `
.filters-drawer { margin: 0 0 0 auto; height: 100dvh; max-height: 100dvh; width: min(24rem, 92vw); max-width: none; padding: 0; border: 0; background: ${COLORS.surface}; color: inherit; }
.filters-drawer::backdrop { background: ${COLORS.backdrop}; }
.filters-drawer[open] { display: flex; flex-direction: column; }
@media (prefers-reduced-motion: no-preference) { .filters-drawer[open] { animation: filters-drawer-in .2s ease-out; } }
@keyframes filters-drawer-in { from { transform: translateX(100%); } }
.filters-drawer__head { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: .5rem .5rem .5rem 1rem; border-bottom: 1px solid ${COLORS.border}; }
.filters-drawer__head h2 { margin: 0; font-size: 1.15rem; }
.filters-drawer__close { width: 44px; height: 44px; border: 0; border-radius: 6px; background: none; font-size: 1.5rem; line-height: 1; cursor: pointer; color: inherit; }
.filters-drawer__body { overflow-y: auto; padding: 1rem; flex: 1; }
.filters-drawer__body .filters { border: 0; padding: 0; }
`;

/**
 * The phone's filters (ShopPage, below the mobile breakpoint): a modal dialog (ui/ModalDialog: focus
 * stays inside, Escape closes it, the page behind is inert) sliding in from the side. The form is the
 * page's own (children). A chunk of its own: most visits never open it.
 */
export default function FiltersDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('shop');
  return (
    <ModalDialog className="filters-drawer" title={t('filters.title')} closeLabel={t('filters.close')} onClose={onClose}>
      <style href="shop-filters-drawer" precedence="default">
        {CSS}
      </style>
      <div className="filters-drawer__body">{children}</div>
    </ModalDialog>
  );
}
