import Box, { type BoxProps } from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';

// A fixed candle series (open, close, high, low) that trends up with pullbacks: the picture of an
// entry point found after a dip, drawn in the theme's colours so it follows the preset and mode.
const CANDLES: [number, number, number, number][] = [
  [52, 48, 55, 45],
  [48, 50, 53, 46],
  [50, 46, 51, 43],
  [46, 41, 47, 38],
  [41, 44, 46, 39],
  [44, 49, 51, 43],
  [49, 47, 52, 45],
  [47, 53, 55, 46],
  [53, 58, 60, 51],
  [58, 56, 61, 54],
  [56, 62, 64, 55],
  [62, 60, 65, 58],
  [60, 66, 69, 59],
  [66, 71, 73, 64],
  [71, 69, 74, 67],
  [69, 75, 78, 68],
];

export function ChartIllustration({ sx, ...rest }: BoxProps) {
  const theme = useTheme();
  const up = theme.palette.success.main;
  const down = theme.palette.error.main;
  const main = theme.palette.primary.main;
  const W = 480;
  const H = 300;
  const y = (v: number) => H - 30 - ((v - 35) / 45) * (H - 70);
  const step = (W - 60) / CANDLES.length;
  const line = CANDLES.map(([, c], i) => `${i ? 'L' : 'M'}${40 + i * step + step / 2},${y(c) - 12}`).join(
    ' ',
  );
  const entry = 4;

  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-hidden="true"
      sx={{ width: '100%', height: 'auto', display: 'block', ...sx }}
      {...rest}
    >
      <defs>
        <linearGradient id="chart-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={alpha(main, 0.16)} />
          <stop offset="100%" stopColor={alpha(main, 0.02)} />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width={W} height={H} rx="24" fill="url(#chart-bg)" />
      {[0, 1, 2, 3].map((i) => (
        <line
          key={i}
          x1="30"
          x2={W - 20}
          y1={50 + i * 60}
          y2={50 + i * 60}
          stroke={alpha(theme.palette.text.primary, 0.08)}
        />
      ))}
      {CANDLES.map(([o, c, h, l], i) => {
        const x = 40 + i * step + step / 2;
        const color = c >= o ? up : down;
        return (
          <g key={`${o}-${c}-${h}-${l}`}>
            <line x1={x} x2={x} y1={y(h)} y2={y(l)} stroke={color} strokeWidth="2" />
            <rect
              x={x - step * 0.28}
              width={step * 0.56}
              y={y(Math.max(o, c))}
              height={Math.max(3, Math.abs(y(o) - y(c)))}
              rx="2"
              fill={color}
            />
          </g>
        );
      })}
      <path
        d={line}
        fill="none"
        stroke={main}
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="1 0"
        opacity="0.9"
      />
      <circle
        cx={40 + entry * step + step / 2}
        cy={y(CANDLES[entry][2]) + 60}
        r="10"
        fill={main}
        opacity="0.25"
      />
      <circle cx={40 + entry * step + step / 2} cy={y(CANDLES[entry][2]) + 60} r="5" fill={main} />
    </Box>
  );
}
