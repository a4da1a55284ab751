/**
 * The "preview" banner of a browser running remote builds other than the registry's
 * (preview.ts): which remotes, and one button back to the live versions. Plain DOM above the app's
 * root, so it shows whatever a remote's preview build does, and nothing of it is on a normal
 * visitor's page: bootstrap.tsx loads this module only in a preview browser.
 */
import { addAppMessages, i18n } from 'shared-contracts/platform/i18n';
import { COLORS } from 'shared-contracts/ui/theme';
import { activePreviews, leavePreviews } from './preview';
import { messages } from './previewBanner.messages';

addAppMessages('host', messages);

export const PREVIEW_BANNER_ID = 'shop-preview-banner';

export function showPreviewBanner(): void {
  if (document.getElementById(PREVIEW_BANNER_ID)) return;
  const banner = document.createElement('div');
  banner.id = PREVIEW_BANNER_ID;
  banner.setAttribute('role', 'status');
  banner.dataset.testid = 'preview-banner';
  Object.assign(banner.style, {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '.5rem 1rem',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '.5rem 1rem',
    background: COLORS.text,
    color: COLORS.onPrimary,
    fontSize: '.9rem',
  });
  const text = document.createElement('span');
  const leave = document.createElement('button');
  leave.type = 'button';
  leave.addEventListener('click', leavePreviews);
  Object.assign(leave.style, { font: 'inherit', padding: '.25rem .75rem', cursor: 'pointer', borderRadius: '4px', border: `1px solid ${COLORS.onPrimary}`, background: 'transparent', color: COLORS.onPrimary });
  const remotes = Object.keys(activePreviews()).join(', ');
  const translateBanner = () => {
    text.textContent = i18n.t('preview.banner', { ns: 'host', remotes });
    leave.textContent = i18n.t('preview.leave', { ns: 'host' });
  };
  translateBanner();
  i18n.on('languageChanged', translateBanner);
  banner.append(text, leave);
  document.body.prepend(banner);
}
