import { render, screen } from '@testing-library/react';
import { ProductImage } from './ProductImage';

const photo = {
  url: '/media/products/p1/ab12.jpg',
  alt: 'A brass diya, lit',
  variants: [
    { width: 320, url: '/media/products/p1/ab12-320.webp' },
    { width: 640, url: '/media/products/p1/ab12-640.webp' },
  ],
};

describe('a product image', () => {
  it('offers its webp variants for the width the page draws it at, in a box of its final size', () => {
    render(<ProductImage image={photo} width={640} height={640} sizes="(max-width: 991px) 100vw, 38rem" />);
    const img = screen.getByRole('img', { name: 'A brass diya, lit' });
    // the largest variant for a browser without srcset: the original is the zoomed view's alone
    expect(img).toHaveAttribute('src', '/media/products/p1/ab12-640.webp');
    expect(img).toHaveAttribute('srcset', '/media/products/p1/ab12-320.webp 320w, /media/products/p1/ab12-640.webp 640w');
    expect(img).toHaveAttribute('sizes', '(max-width: 991px) 100vw, 38rem');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '640');
  });

  it('loads lazily and decodes off the main thread unless it is the first screen’s main image', () => {
    render(<ProductImage image={photo} width={320} height={320} sizes="50vw" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('fetchpriority', 'low'); // never competing with the first screen's pictures
  });

  it('the first screen’s main image is fetched at once, with high priority', () => {
    render(<ProductImage image={photo} width={640} height={640} sizes="100vw" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('decoding');
  });

  it('an image without variants (a drawing) is just its file', () => {
    render(<ProductImage image={{ url: '/media/seed/products/diya.svg', alt: '' }} width={320} height={320} sizes="50vw" />);
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute('src', '/media/seed/products/diya.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  describe('a photo the storage made AVIF and webp variants of', () => {
    const widths = [96, 160, 320, 640, 960, 1200];
    const uploaded = {
      url: '/media/products/p1/cd34.jpg?token=t',
      alt: 'A kantha quilt',
      color: '#8a5a3c',
      variants: widths.map((width) => ({ width, url: `/media/products/p1/cd34-${width}.webp?token=t` })),
      avif: widths.map((width) => ({ width, url: `/media/products/p1/cd34-${width}.avif?token=t` })),
    };
    const set = (format: string) => widths.map((width) => `/media/products/p1/cd34-${width}.${format}?token=t ${width}w`).join(', ');

    it('offers AVIF first in a <picture>, webp to the others, for the width drawn; its colour shows until the file arrives', () => {
      const { container } = render(<ProductImage image={uploaded} width={64} height={64} sizes="64px" />);
      const source = container.querySelector('picture > source')!;
      expect(source).toHaveAttribute('type', 'image/avif');
      expect(source).toHaveAttribute('srcset', set('avif'));
      expect(source).toHaveAttribute('sizes', '64px');
      const img = container.querySelector('picture > img')!;
      expect(img).toHaveAttribute('srcset', set('webp'));
      expect(img).toHaveAttribute('sizes', '64px');
      expect(img).toHaveStyle({ backgroundColor: '#8a5a3c' });
      expect(img.getAttribute('src')).not.toContain('cd34.jpg');
      // a 64 px thumbnail: the smallest candidate a 2x screen needs is 160 px, a few KB, never the photo
      const candidates = (source.getAttribute('srcset') ?? '').split(', ').map((each) => Number(each.split(' ')[1]!.slice(0, -1)));
      console.log(`thumbnail srcset: ${candidates.length} widths per format (${candidates.join(', ')}), sizes 64px; original in it: ${String(source.outerHTML.includes('cd34.jpg') || img.outerHTML.includes('cd34.jpg'))}`);
    });

    it('the zoomed view fetches the original, alone', () => {
      const { container } = render(<ProductImage image={uploaded} width={1280} height={1280} sizes="92vw" original priority />);
      expect(container.querySelector('picture')).toBeNull();
      const img = container.querySelector('img')!;
      expect(img).toHaveAttribute('src', '/media/products/p1/cd34.jpg?token=t');
      expect(img).not.toHaveAttribute('srcset');
    });

    it('the first screen’s photo is preloaded from the head with its AVIF imagesrcset and sizes', () => {
      render(<ProductImage image={uploaded} width={640} height={640} sizes="(max-width: 991px) 100vw, 38rem" priority />);
      const preload = document.head.querySelector('link[rel="preload"][as="image"]')!;
      expect(preload).not.toBeNull();
      expect(preload).toHaveAttribute('type', 'image/avif');
      expect(preload).toHaveAttribute('imagesrcset', set('avif'));
      expect(preload).toHaveAttribute('imagesizes', '(max-width: 991px) 100vw, 38rem');
      expect(preload).toHaveAttribute('fetchpriority', 'high');
    });
  });
});
