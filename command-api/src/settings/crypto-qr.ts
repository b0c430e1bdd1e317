import QRCode from 'qrcode';

/**
 * The QR image a visitor scans to pay to an address: a PNG data URL holding the bare address,
 * which every wallet reads (a payment URI would need a scheme per coin and network).
 */
export const qrCodeOf = (address: string): Promise<string> =>
  QRCode.toDataURL(address, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
