import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';

/** A read-only value with a copy button: the member pastes it into a wallet, so it is never retyped. */
export function CopyField({
  label,
  value,
  testId,
  helperText,
}: {
  label: string;
  value: string;
  testId: string;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the field stays selectable by hand.
      setCopied(false);
    }
  };
  const tip = copied ? t('payments:pay.copied') : t('payments:pay.copy', { what: label });

  return (
    <TextField
      label={label}
      value={value}
      helperText={helperText}
      fullWidth
      data-testid={testId}
      slotProps={{
        htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={tip}>
                <IconButton
                  onClick={() => void copy()}
                  aria-label={tip}
                  edge="end"
                  data-testid={`${testId}-copy`}
                >
                  {copied ? <CheckIcon color="success" /> : <ContentCopyIcon />}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
