import { useEffect, useState } from 'react';
import styles from './qr-code.module.css';

/**
 * A QR code of a text, drawn in the browser by the `qrcode` library (loaded only by the screens
 * that show one), or as the server drew it (`drawn`, an image of that very text: a page answered
 * to a form posted without scripts). Dark on light in both colour schemes.
 */
export const QrCode = ({
  value,
  label,
  drawn,
}: {
  value: string;
  label: string;
  drawn?: { value: string; image: string } | null;
}) => {
  const given = drawn?.value === value ? drawn.image : null;
  const [image, setImage] = useState<string | null>(given);

  useEffect(() => {
    if (given !== null) {
      setImage(given);
      return undefined;
    }
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
  }, [value, given]);

  return image ? (
    <img className={styles.qr} src={image} alt={label} width={208} height={208} />
  ) : (
    <span className={`${styles.qr} ${styles.placeholder}`} role="img" aria-label={label} />
  );
};
