import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

/**
 * A QR code of a text, drawn in the browser by the `qrcode` library (loaded only by the screens
 * that show one). Dark on light in both colour schemes.
 */
export const QrCode = ({ value, label }: { value: string; label: string }) => {
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setImage(null);
    void import('qrcode').then(async (qrcode) => {
      const url = await qrcode.toDataURL(value, {
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 320,
        color: { dark: '#000000', light: '#ffffff' },
      });
      if (current) setImage(url);
    });
    return () => {
      current = false;
    };
  }, [value]);

  return image ? (
    <img className={styles.qr} src={image} alt={label} width={208} height={208} />
  ) : (
    <span className={`${styles.qr} ${styles.placeholder}`} role="img" aria-label={label} />
  );
};
