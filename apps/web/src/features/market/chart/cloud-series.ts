import type {
  CustomSeriesOptions,
  CustomSeriesPricePlotValues,
  ICustomSeriesPaneRenderer,
  ICustomSeriesPaneView,
  PaneRendererCustomData,
  PriceToCoordinateConverter,
  Time,
  WhitespaceData,
} from 'lightweight-charts';
import { customSeriesDefaultOptions } from 'lightweight-charts';
import type { CloudPoint } from './chart-data';

/** The Ichimoku cloud: the area between leading spans A and B, green where A >= B, red where A < B. */
export interface CloudOptions extends CustomSeriesOptions {
  upFill: string;
  downFill: string;
  upLine: string;
  downLine: string;
}

type Target = Parameters<ICustomSeriesPaneRenderer['draw']>[0];

class CloudRenderer implements ICustomSeriesPaneRenderer {
  data: PaneRendererCustomData<Time, CloudPoint> | null = null;
  options: CloudOptions | null = null;

  draw(target: Target, toY: PriceToCoordinateConverter): void {
    const data = this.data;
    const o = this.options;
    if (!data || !o || !data.visibleRange) return;
    // biome-ignore lint/correctness/useHookAtTopLevel: a canvas API of fancy-canvas, not a React hook
    target.useBitmapCoordinateSpace(({ context: ctx, horizontalPixelRatio: hr, verticalPixelRatio: vr }) => {
      const pts: { x: number; a: number; b: number }[] = [];
      const from = Math.max(0, data.visibleRange!.from - 1);
      const to = Math.min(data.bars.length, data.visibleRange!.to + 1);
      for (let i = from; i < to; i++) {
        const bar = data.bars[i];
        const d = bar.originalData as Partial<CloudPoint>;
        if (d.a === undefined || d.b === undefined) continue;
        const a = toY(d.a);
        const b = toY(d.b);
        if (a === null || b === null) continue;
        pts.push({ x: bar.x * hr, a: a * vr, b: b * vr });
      }
      // one quad per step, coloured by which span is on top at its start
      for (let i = 1; i < pts.length; i++) {
        const p = pts[i - 1];
        const q = pts[i];
        const up = p.a <= p.b; // y grows downwards: A above B on screen means A >= B in price
        ctx.fillStyle = up ? o.upFill : o.downFill;
        ctx.beginPath();
        ctx.moveTo(p.x, p.a);
        ctx.lineTo(q.x, q.a);
        ctx.lineTo(q.x, q.b);
        ctx.lineTo(p.x, p.b);
        ctx.closePath();
        ctx.fill();
      }
      ctx.lineWidth = Math.max(1, hr);
      for (const [key, color] of [
        ['a', o.upLine],
        ['b', o.downLine],
      ] as const) {
        ctx.strokeStyle = color;
        ctx.beginPath();
        for (let i = 0; i < pts.length; i++) {
          if (i === 0) ctx.moveTo(pts[i].x, pts[i][key]);
          else ctx.lineTo(pts[i].x, pts[i][key]);
        }
        ctx.stroke();
      }
    });
  }
}

export class CloudSeries implements ICustomSeriesPaneView<Time, CloudPoint, CloudOptions> {
  private readonly r = new CloudRenderer();

  renderer(): ICustomSeriesPaneRenderer {
    return this.r;
  }
  update(data: PaneRendererCustomData<Time, CloudPoint>, options: CloudOptions): void {
    this.r.data = data;
    this.r.options = options;
  }
  priceValueBuilder(d: CloudPoint): CustomSeriesPricePlotValues {
    return [Math.min(d.a, d.b), Math.max(d.a, d.b), d.a];
  }
  isWhitespace(d: CloudPoint | WhitespaceData<Time>): d is WhitespaceData<Time> {
    return (d as Partial<CloudPoint>).a === undefined || (d as Partial<CloudPoint>).b === undefined;
  }
  defaultOptions(): CloudOptions {
    return {
      ...customSeriesDefaultOptions,
      upFill: 'rgba(34,197,94,0.15)',
      downFill: 'rgba(239,68,68,0.15)',
      upLine: 'rgba(34,197,94,0.7)',
      downLine: 'rgba(239,68,68,0.7)',
    };
  }
}
