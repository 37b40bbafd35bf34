import Box from '@mui/material/Box';
import { QRCodeSVG } from 'qrcode.react';

/**
 * The receiving address as a QR code for a phone wallet. Its own module, loaded lazily by the payment
 * screen only once an invoice exists, so the QR library is in no other chunk.
 */
export function AddressQr({ value, label }: { value: string; label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="pay-qr"
      sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, display: 'inline-flex', lineHeight: 0 }}
    >
      <QRCodeSVG value={value} size={168} level="M" />
    </Box>
  );
}
