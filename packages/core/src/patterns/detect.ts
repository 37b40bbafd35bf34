/**
 * Candle-pattern detectors. Thresholds follow TA-Lib's default candle settings, judged against the
 * average of the 10 (or 5) candles before the pattern's first candle:
 * - long body: body > average body; short body: body <= average body;
 * - doji: body <= 0.1 × average range (high - low);
 * - very short shadow: shadow < 0.1 × average range; long shadow: shadow > the candle's own body;
 * - near: within 0.2 × average range of the last 5 candles; equal: within 0.05 × that average.
 * Crypto trades around the clock, so a candle opens at the previous close and the body gaps TA-Lib asks
 * for (stars, piercing line, abandoned baby, shooting star) almost never happen; "gap" is read here as
 * "at or beyond" the previous body. Trend context: a down trend before candle f means close[f-1] <
 * close[f-6], an up trend the reverse.
 *
 * Every detector reads only candles i-12..i, so the streaming form can run the same code over a
 * 13-candle window and the two forms agree exactly.
 */
export const PATTERN_LOOKBACK = 12;

/** Averages over the candles before each index (filled by `fillAverages`). */
export interface PatternInputs {
  open: ArrayLike<number>;
  high: ArrayLike<number>;
  low: ArrayLike<number>;
  close: ArrayLike<number>;
  /** mean |close - open| of the 10 candles before i */
  avgBody: ArrayLike<number>;
  /** mean high - low of the 10 candles before i */
  avgRange: ArrayLike<number>;
  /** mean high - low of the 5 candles before i */
  avgRange5: ArrayLike<number>;
}

/** Writes the three averages for index i from candles i-10..i-1, summed oldest first. */
export function averagesAt(
  o: ArrayLike<number>,
  h: ArrayLike<number>,
  l: ArrayLike<number>,
  c: ArrayLike<number>,
  i: number,
  avgBody: { [k: number]: number },
  avgRange: { [k: number]: number },
  avgRange5: { [k: number]: number },
): void {
  let b = 0;
  let r = 0;
  let r5 = 0;
  for (let j = i - 10; j < i; j++) {
    b += Math.abs(c[j] - o[j]);
    const rg = h[j] - l[j];
    r += rg;
    if (j >= i - 5) r5 += rg;
  }
  avgBody[i] = b / 10;
  avgRange[i] = r / 10;
  avgRange5[i] = r5 / 5;
}

/**
 * Detects every pattern at candle i (i >= PATTERN_LOOKBACK); bit k set = pattern k of PATTERN_IDS.
 * The shared quantities (bodies, shadows, thresholds) are derived once, and every rule is evaluated in
 * full and combined with `&` rather than `&&`: on real candles each first test is close to a coin toss
 * (green or red?), so short-circuit branches were mispredicted about half the time.
 */
export function detectPatterns(x: PatternInputs, i: number): number {
  const { open: o, high: h, low: l, close: c, avgBody, avgRange, avgRange5 } = x;
  const p = i - 1; // previous candle (the star s of the three-candle patterns)
  const f = i - 2; // first candle of the three-candle patterns
  const oi = o[i];
  const hi = h[i];
  const li = l[i];
  const ci = c[i];
  const op = o[p];
  const hp = h[p];
  const lp = l[p];
  const cp = c[p];
  const of = o[f];
  const cf = c[f];
  const c6 = c[i - 6];
  const c7 = c[i - 7];
  const body = Math.abs(ci - oi);
  const top = Math.max(oi, ci);
  const bot = Math.min(oi, ci);
  const upper = hi - top;
  const lower = bot - li;
  const ar = avgRange[i];
  const tiny = 0.1 * ar; // very short shadow / doji body
  const pBody = Math.abs(cp - op);
  const pTop = Math.max(op, cp);
  const pBot = Math.min(op, cp);
  const abI = avgBody[i];
  const abP = avgBody[p];
  const arP = avgRange[p];
  const near = 0.2 * avgRange5[p];
  const bull = Number(ci >= oi);
  const bear = Number(!(ci >= oi));
  const pBull = Number(cp >= op);
  const pBear = Number(!(cp >= op));

  // 0 doji: the open and close are practically equal
  const doji = Number(body <= tiny);
  // 1 bullish engulfing: a green body covers the previous red body (TA-Lib: one edge may be equal)
  const bullEngulf =
    bull & pBear & ((Number(ci >= op) & Number(oi < cp)) | (Number(ci > op) & Number(oi <= cp)));
  // 2 bearish engulfing: the mirror image
  const bearEngulf =
    bear & pBull & ((Number(oi >= cp) & Number(ci < op)) | (Number(oi > cp) & Number(ci <= op)));
  // 3 piercing line: long red, then a long green opening at or below its close and closing above the
  // middle of its body but below its open
  const pLongRed = pBear & Number(pBody > abP);
  const piercing =
    pLongRed & bull & Number(body > abP) & Number(oi <= cp) & Number(ci > cp + pBody * 0.5) & Number(ci < op);
  // 4 bullish harami: long red, then a short green body inside it
  const harami = pLongRed & bull & Number(body <= abP) & Number(top <= pTop) & Number(bot >= pBot);
  // 5 hammer: short body at the low of the prior candle, long lower shadow, almost no upper shadow
  const shortBody = Number(body <= abI) & Number(body > 0);
  const hammer = shortBody & Number(lower > body) & Number(upper < tiny) & Number(bot <= lp + near);
  // 6 inverted hammer: after a decline, short body at the bottom of the prior body, long upper shadow
  const upShadow = shortBody & Number(upper > body) & Number(lower < tiny);
  const invHammer = upShadow & Number(top <= pBot + near) & Number(cp < c6);
  // 7/8/9 three-candle reversals: first f = i - 2, star s = i - 1
  const fBody = Math.abs(cf - of);
  const fLong = Number(fBody > avgBody[f]);
  const fRed = Number(cf < of);
  const sShort = Number(pBody <= abP);
  const thirdNotShort = Number(body > abI);
  const into = cf + fBody * 0.3;
  // 7 morning star: long red, short star at or below its close, green closing 30 % into the first body
  const morning = fLong & fRed & sShort & Number(pTop <= cf) & bull & thirdNotShort & Number(ci > into);
  // 8 evening star: the mirror image
  const evening =
    fLong &
    Number(cf > of) &
    sShort &
    Number(pBot >= cf) &
    bear &
    thirdNotShort &
    Number(ci < cf - fBody * 0.3);
  // 9 bullish abandoned baby: long red, a doji star trading entirely below the middle of the first body
  // (the "abandoned" low point), then a green closing 30 % into the first body
  const baby =
    fLong &
    fRed &
    Number(pBody <= 0.1 * arP) &
    Number(hp < cf + fBody * 0.5) &
    Number(lp < l[f]) &
    Number(lp < li) &
    bull &
    Number(ci > into);
  // 10 tweezer bottom: after a decline, a red then a green candle with equal lows
  const eq = 0.05 * avgRange5[p];
  const pReal = Number(pBody > 0.1 * arP);
  const tweezerBottom = pBear & bull & Number(Math.abs(li - lp) <= eq) & Number(cf < c7) & pReal;
  // 11 tweezer top: after a rise, a green then a red candle with equal highs
  const tweezerTop = pBull & bear & Number(Math.abs(hi - hp) <= eq) & Number(cf > c7) & pReal;
  // 12 shooting star: after a rise, short body at or above the prior body, long upper shadow
  const shooting = upShadow & Number(bot >= pTop - near) & Number(cp > c6);
  // 13 gravestone doji: doji with no lower shadow and a real upper shadow
  const gravestone = doji & Number(lower < tiny) & Number(upper >= tiny);
  // 14 dragonfly doji: doji with no upper shadow and a real lower shadow
  const dragonfly = doji & Number(upper < tiny) & Number(lower >= tiny);
  // 15 marubozu: long body, both shadows very short
  const marubozu = Number(body > abI) & Number(upper < tiny) & Number(lower < tiny);
  return (
    doji |
    (bullEngulf << 1) |
    (bearEngulf << 2) |
    (piercing << 3) |
    (harami << 4) |
    (hammer << 5) |
    (invHammer << 6) |
    (morning << 7) |
    (evening << 8) |
    (baby << 9) |
    (tweezerBottom << 10) |
    (tweezerTop << 11) |
    (shooting << 12) |
    (gravestone << 13) |
    (dragonfly << 14) |
    (marubozu << 15)
  );
}
