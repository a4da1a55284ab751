import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Product } from 'shared-contracts/domain/catalogue';
import { downloadUrl } from 'shared-contracts/api/storage';
import { i18n } from 'shared-contracts/platform/i18n';
import { ShopProviders } from 'shared-contracts/ui/ShopProviders';
import './ListingPage.messages';
import ImageUpload from './ImageUpload';

const call = jest.fn();
jest.mock('shared-contracts/platform/api', () => ({ shopApi: async () => ({ call }) }));
jest.mock('shared-contracts/platform/toast', () => ({ notify: jest.fn() }));
jest.mock('shared-contracts/platform/auth', () => ({ getIdToken: async () => 'admin-token', checkSession: jest.fn() }));
jest.mock('shared-contracts/platform/app-check', () => ({ getAppToken: async () => 'app-token' }));
jest.mock('shared-contracts/platform/config', () => ({ loadRuntimeConfig: async () => ({ apiBaseUrl: '/api' }) }));

/** XMLHttpRequest as the storage client uses it; each request waits for the test to answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const product = { id: 'p1', title: 'Silk stole', images: [{ url: '/media/products/p1/x.png?token=t', alt: 'Silk stole' }] } as Product;
const object = (name: string) => ({
  name,
  contentType: 'image/png',
  size: 4,
  md5Hash: 'm',
  sha256Hash: 's',
  timeCreated: '2026-11-24T10:00:00.000Z',
  updated: '2026-11-24T10:00:00.000Z',
  customMetadata: { productId: 'p1', alt: 'Silk stole' },
  downloadTokens: '6f1c2a4e-0000-4000-8000-000000000001',
});
const nextRequest = async (n: number) => {
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThanOrEqual(n));
  return FakeXhr.sent[n - 1]!;
};
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function choose(onUploaded = jest.fn()) {
  const { container } = render(
    <ShopProviders>
      <ImageUpload productId="p1" alt="Silk stole" onUploaded={onUploaded} />
    </ShopProviders>,
  );
  const input = container.querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' })] } });
  return onUploaded;
}

describe('ImageUpload', () => {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(async () => {
    cleanup();
    call.mockReset();
    globalThis.XMLHttpRequest = original;
    await i18n.changeLanguage('en');
  });

  it('uploads one multipart POST by name with the JSON metadata, shows progress, then builds the link from the token', async () => {
    call.mockResolvedValue(product);
    const onUploaded = choose();
    const upload = await nextRequest(1);
    expect(upload.method).toBe('POST');
    const name = decodeURIComponent(new URL(upload.url, 'http://shop').searchParams.get('name')!);
    expect(upload.url.startsWith('/api/storage/o?name=products%2Fp1%2F')).toBe(true);
    expect(name).toMatch(/^products\/p1\/[A-Za-z0-9_-]+\.png$/);
    expect(upload.headers.authorization).toBe('Bearer admin-token');
    expect(upload.headers['X-Firebase-AppCheck']).toBe('app-token');
    const form = upload.body as FormData;
    expect([...form.keys()]).toEqual(['metadata', 'file']);
    expect(JSON.parse(await readBlob(form.get('metadata') as Blob))).toMatchObject({
      contentType: 'image/png',
      size: 4,
      customMetadata: { productId: 'p1', alt: 'Silk stole' },
    });

    act(() => upload.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 4 }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading photo.png…');

    act(() => upload.respond(200, object(name)));
    const metadata = await nextRequest(2);
    expect([metadata.method, metadata.url]).toEqual(['GET', `/api/storage/o/${encodeURIComponent(name)}`]);
    act(() => metadata.respond(200, object(name)));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(product));
    expect(screen.getByRole('status')).toHaveTextContent('photo.png uploaded.');
    expect(document.querySelector('[data-testid="image-upload"] img')).toHaveAttribute('src', downloadUrl(name, '6f1c2a4e-0000-4000-8000-000000000001'));
  });

  it("shows a refusal as 'message (storage/code)' in the admin's language, without trying again", async () => {
    await i18n.changeLanguage('es');
    const onUploaded = choose();
    const upload = await nextRequest(1);
    act(() => upload.respond(403, { error: { code: 'forbidden', message: '…', details: { storage: 'storage/unauthorized' } } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'photo.png no se ha subido: El usuario no tiene permiso para acceder a esta ruta. (storage/unauthorized)',
    );
    expect(FakeXhr.sent).toHaveLength(1);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("waits to try a 503 again, and says 'canceled' when cancelled meanwhile", async () => {
    const onUploaded = choose();
    const upload = await nextRequest(1);
    act(() => upload.respond(503, {}));
    expect(await screen.findByText(/Trying again in 1 s \(attempt 1 failed\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of photo.png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('photo.png was not uploaded: User canceled the upload/download. (storage/canceled)');
    expect(FakeXhr.sent).toHaveLength(1);
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
