import type { FieldType } from '@bitdata/contracts/constants';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { format, isValid, parse, parseISO } from 'date-fns';

type DateType = Extract<FieldType, 'date' | 'time' | 'datetime'>;

/** The stored text of each type (what the server accepts) and how the picker shows it (spec formats). */
const STORED: Record<DateType, string> = { date: 'yyyy-MM-dd', time: 'HH:mm', datetime: '' };
const SHOWN: Record<DateType, string> = { date: 'dd/MM/yyyy', time: 'HH:mm', datetime: 'dd/MM/yyyy HH:mm' };

function toDate(type: DateType, value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date =
    type === 'datetime'
      ? parseISO(value)
      : parse(value, type === 'time' && value.length > 5 ? 'HH:mm:ss' : STORED[type], new Date());
  return isValid(date) ? date : null;
}

/** A picker's date as the stored text: an unfinished or invalid entry stays visible as such. */
function toStored(type: DateType, date: Date | null): string {
  if (date === null) return '';
  if (!isValid(date)) return 'invalid';
  return type === 'datetime' ? date.toISOString() : format(date, STORED[type]);
}

interface Props {
  type: DateType;
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
  name: string;
}

/** Date, time and date-time fields: MUI X pickers storing yyyy-MM-dd, HH:mm and ISO 8601 (UTC). */
export function DateTimeInput({ type, label, value, onChange, onBlur, error, required, name }: Props) {
  const common = {
    label,
    value: toDate(type, value),
    onChange: (date: Date | null) => onChange(toStored(type, date)),
    format: SHOWN[type],
    slotProps: {
      textField: { fullWidth: true, required, onBlur, name, error: Boolean(error), helperText: error },
    },
  };
  if (type === 'date') return <DatePicker {...common} />;
  if (type === 'time') return <TimePicker {...common} ampm={false} />;
  return <DateTimePicker {...common} ampm={false} />;
}
