import { useEffect, useRef } from 'react';

interface QrCodeProps {
  /** What the picture holds: the otpauth:// address an authenticator app reads. */
  value: string;
  /** What a screen reader says instead of the picture. */
  label: string;
}

/** A QR code drawn in the browser (the `qrcode` library, loaded when first needed): the secret never leaves the page. */
export function QrCode({ value, label }: QrCodeProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toCanvas }) => {
      if (current && canvas.current) return toCanvas(canvas.current, value, { margin: 2, width: 208, errorCorrectionLevel: 'M' });
    });
    return () => {
      current = false;
    };
  }, [value]);
  return <canvas ref={canvas} className="two-step__qr" role="img" aria-label={label} width={208} height={208} data-otpauth={value} />;
}
