import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import { ProductGallery } from './ProductGallery';

const images = [
  { url: '/img/bowl.svg', alt: 'The bowl from above' },
  { url: '/img/bowl-side.svg', alt: 'The bowl from the side' },
  { url: '/img/bowl-table.svg', alt: 'The bowl on a table' },
];

// jsdom has <dialog> but not its modal methods: open and close as a browser does, close announcing it.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

/** A page that can swap the photos, as the product page does for another product or a variant. */
function Page() {
  const [list, setList] = useState<typeof images>(images);
  return (
    <ShopProviders>
      <ProductGallery images={list} title="Blue pottery bowl" />
      <button type="button" onClick={() => setList([{ url: '/img/plate.svg', alt: '' }, ...images])}>
        other photos
      </button>
    </ShopProviders>
  );
}

const main = () => screen.getByRole('region', { name: 'Photos' }).querySelector<HTMLImageElement>('img.gallery__main')!;
const thumb = (n: number, alt: string) => screen.getByRole('button', { name: `Show photo ${n} of 3: ${alt}` });

describe('the product gallery', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('names each thumbnail by its alt text and keeps only the shown one in the Tab order', async () => {
    render(<Page />);
    expect(main()).toHaveAttribute('alt', 'The bowl from above');
    expect(main()).toHaveAttribute('fetchpriority', 'high');
    expect(thumb(1, 'The bowl from above')).toHaveAttribute('aria-pressed', 'true');
    expect(thumb(1, 'The bowl from above')).toHaveAttribute('tabindex', '0');
    expect(thumb(2, 'The bowl from the side')).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await userEvent.tab();
    expect(thumb(1, 'The bowl from above')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'other photos' })).toHaveFocus();
  });

  it('moves between the photos with the arrow keys, Home and End, wrapping around', async () => {
    render(<Page />);
    thumb(1, 'The bowl from above').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(thumb(2, 'The bowl from the side')).toHaveFocus();
    expect(thumb(2, 'The bowl from the side')).toHaveAttribute('aria-pressed', 'true');
    expect(thumb(2, 'The bowl from the side')).toHaveAttribute('tabindex', '0');
    expect(thumb(1, 'The bowl from above')).toHaveAttribute('aria-pressed', 'false');
    expect(main()).toHaveAttribute('alt', 'The bowl from the side');
    expect(main()).toHaveAttribute('src', '/img/bowl-side.svg');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumb(1, 'The bowl from above')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(thumb(3, 'The bowl on a table')).toHaveFocus();
    expect(main()).toHaveAttribute('alt', 'The bowl on a table');
    await userEvent.keyboard('{Home}');
    expect(main()).toHaveAttribute('alt', 'The bowl from above');
    await userEvent.keyboard('{End}');
    expect(thumb(3, 'The bowl on a table')).toHaveFocus();
    // other keys are the page's (Tab leaves the thumbnails)
    await userEvent.keyboard('a');
    expect(main()).toHaveAttribute('alt', 'The bowl on a table');
  });

  it('shows a clicked thumbnail, and starts again from the first photo of a new list (the title for a blank alt text)', async () => {
    render(<Page />);
    await userEvent.click(thumb(3, 'The bowl on a table'));
    expect(main()).toHaveAttribute('src', '/img/bowl-table.svg');
    await userEvent.click(screen.getByRole('button', { name: 'other photos' }));
    expect(main()).toHaveAttribute('src', '/img/plate.svg');
    expect(main()).toHaveAttribute('alt', 'Blue pottery bowl');
    expect(screen.getByRole('button', { name: 'Show photo 1 of 4: Blue pottery bowl' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the zoomed view on demand, moves in it with the arrows, and leaves the gallery on the photo it closed on', async () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge the photo' }));
    const zoom = await screen.findByRole('dialog', { name: 'Photo 1 of 3' });
    expect(within(zoom).getByRole('img', { name: 'The bowl from above' })).toHaveAttribute('width', '1280');
    fireEvent.keyDown(zoom, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
    expect(within(zoom).getByRole('img', { name: 'The bowl from the side' })).toBeInTheDocument();
    await userEvent.click(within(zoom).getByRole('button', { name: '‹ Previous photo' }));
    await userEvent.click(within(zoom).getByRole('button', { name: '‹ Previous photo' }));
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    await userEvent.click(within(zoom).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(main()).toHaveAttribute('alt', 'The bowl on a table');
    expect(thumb(3, 'The bowl on a table')).toHaveAttribute('aria-pressed', 'true');
    // a click on the photo itself opens it too
    await userEvent.click(main());
    expect(await screen.findByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
  });

  it('speaks the shopper’s language', async () => {
    await i18n.changeLanguage('es');
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Ver la foto 2 de 3: The bowl from the side' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ampliar la foto' }));
    expect(await screen.findByRole('dialog', { name: 'Foto 1 de 3' })).toBeInTheDocument();
  });

  it('says there is no photo yet when there is none', () => {
    render(
      <ShopProviders>
        <ProductGallery images={[]} title="Blue pottery bowl" />
      </ShopProviders>,
    );
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
