/** The market feature's door: the pickers, price cards and number formats other screens show markets with. */
export { IntervalToggle } from './components/IntervalToggle';
export { MarketListPagination } from './components/MarketListControls';
export { MarketPicker, type MarketPickerValue } from './components/MarketPicker';
export { OverviewCards } from './components/OverviewCards';
export { useIntervalHistory } from './hooks/useIntervalHistory';
export { formatNumber, formatPercent, formatPrice, marketDetailPath } from './markets';
