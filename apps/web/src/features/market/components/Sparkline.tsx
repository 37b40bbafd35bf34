import Box from '@mui/material/Box';

/** A small SVG line of closes (oldest first); no chart library needed for 24 points. */
export function Sparkline({
  values,
  color,
  height = 48,
}: {
  values: number[];
  color: string;
  height?: number;
}) {
  if (values.length < 2) return <Box sx={{ height }} />;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const w = 100;
  const pts = values.map(
    (v, i) => `${((i / (values.length - 1)) * w).toFixed(2)},${(((max - v) / span) * 90 + 5).toFixed(2)}`,
  );
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${w} 100`}
      preserveAspectRatio="none"
      aria-hidden="true"
      sx={{ width: 1, height, display: 'block' }}
    >
      <polygon points={`0,100 ${pts.join(' ')} ${w},100`} fill={color} opacity={0.12} />
      <polyline
        points={pts.join(' ')}
        fill="none"
        stroke={color}
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </Box>
  );
}
