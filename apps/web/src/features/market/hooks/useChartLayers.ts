import { useState } from 'react';
import { type ChartLayers, DEFAULT_LAYERS } from '../chart/layers';

const KEY = 'marketChartLayers';

/** The chart's overlay and pane switches, remembered on this device. */
export function useChartLayers() {
  const [layers, setLayers] = useState<ChartLayers>(() => {
    try {
      const saved = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<ChartLayers> | null;
      return { ...DEFAULT_LAYERS, ...(saved ?? {}) };
    } catch {
      return DEFAULT_LAYERS;
    }
  });
  const update = (next: ChartLayers) => {
    setLayers(next);
    try {
      window.localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // private mode: the switches just are not remembered
    }
  };
  return [layers, update] as const;
}
