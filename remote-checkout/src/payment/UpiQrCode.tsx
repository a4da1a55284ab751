/** The UPI QR code (qrcode.react, as SVG): its own chunk, loaded only when a laptop shows it. */
import { QRCodeSVG } from 'qrcode.react';

export default function UpiQrCode({ link, label }: { link: string; label: string }) {
  return <QRCodeSVG value={link} size={176} marginSize={2} title={label} role="img" aria-label={label} data-testid="upi-qr" data-link={link} />;
}
