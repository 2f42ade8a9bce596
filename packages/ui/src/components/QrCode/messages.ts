/** QrCode's English. */
export const qrCodeMessages = {
  'qr.preparing': 'Preparing the QR code',
} as const;
