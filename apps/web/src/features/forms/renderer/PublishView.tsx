import type { FormComponent } from '@bitdata/contracts/backoffice/forms';
import { DATA_TYPE, EXCHANGE } from '@bitdata/contracts/constants';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import type { FormValues } from '../../backoffice';
import { MarketPicker, type MarketPickerValue, OverviewCards } from '../../market';
import { PlansView, Timer } from '../../payments';

/** What a publish component reads of its form: the live values and the stored record. */
export interface PublishContext {
  control: Control<FormValues>;
  data: Record<string, unknown> | undefined;
}

/**
 * The site's own widgets placed in a form (spec: publish components): the market picker, the BTC/ETH
 * overview, the plans and a countdown are the app's components themselves, not copies; the ones the
 * app does not have stay listed as not yet available (constants/forms.ts).
 */
export function PublishView({
  component: c,
  ctx,
  label,
}: {
  component: FormComponent;
  ctx: PublishContext;
  label: string;
}) {
  switch (c.kind) {
    case 'marketPicker':
      return <PickerView label={label} />;
    case 'btcEthOverview':
      return <OverviewCards sideBySide />;
    case 'pricing':
      return <PlansView />;
    case 'timer':
      return <TimerView component={c} ctx={ctx} label={label} />;
    default:
      return null;
  }
}

function PickerView({ label }: { label: string }) {
  const [value, setValue] = useState<MarketPickerValue>({
    exchangeId: EXCHANGE.binance,
    dataType: DATA_TYPE.future,
    interval: '1h',
  });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{label}</Typography>
      <MarketPicker value={value} onChange={setValue} showInterval />
    </Stack>
  );
}

/** A countdown to the bound date field's value (an offer's end, a deadline); a dash without one. */
function TimerView({
  component: c,
  ctx,
  label,
}: {
  component: FormComponent;
  ctx: PublishContext;
  label: string;
}) {
  const value = useWatch({ control: ctx.control, name: c.field ?? '__none' });
  const until = c.field ? (ctx.data?.[c.field] ?? value) : undefined;
  const valid =
    (typeof until === 'string' || typeof until === 'number') && !Number.isNaN(new Date(until).getTime());
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2">{label}</Typography>
      {valid ? <Timer until={until} /> : <Typography>—</Typography>}
    </Stack>
  );
}
