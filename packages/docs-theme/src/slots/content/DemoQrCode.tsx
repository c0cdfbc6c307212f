import { encode } from 'uqr';

/** Quiet zone around the code, in modules, as scanners expect. */
const BORDER = 2;

/**
 * A QR code of `url`, drawn as one SVG path: no canvas, no inline styles, no eval, so it
 * works under the site's Content-Security-Policy. Loaded only when someone asks for it.
 */
export default function DemoQrCode({ url, label }: { url: string; label: string }) {
  const { data, size } = encode(url, { border: BORDER, ecc: 'M' });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width="160" height="160" role="img" aria-label={label}>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" shapeRendering="crispEdges" />
    </svg>
  );
}
