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
    expect(img).toHaveAttribute('src', '/media/products/p1/ab12.jpg');
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
    expect(img).not.toHaveAttribute('fetchpriority');
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
});
