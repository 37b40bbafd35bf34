import { PRICING_PATH } from '@bitdata/contracts/constants';
import { FILE_ACCEPT, FILE_MAX_ITEMS, type UploadedFile } from '@bitdata/contracts/files';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorText } from '../../../components/form/useErrorText';
import { formatSize } from '../format-size';
import { storageRefusalOf, useAttachment } from '../hooks/useAttachment';

export interface AttachmentProps {
  /** The document the file belongs to (its create or edit permission decides the upload). */
  document: string;
  /** The record being edited, if it exists already. */
  recordId?: string;
  /** The stored file (a record's attachment field), or null. */
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  label?: string;
  disabled?: boolean;
}

/**
 * An attachment field (at most one file of jpeg, png, jpg, Excel, Word, pdf or
 * plain text): pick or drop a file, watch its upload in percent, then see its name and size with
 * download and remove. Checks type and size before sending; the server judges the content.
 */
export function Attachment({ document, recordId, value, onChange, label, disabled }: AttachmentProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const a = useAttachment({ document, ...(recordId ? { recordId } : {}) }, onChange);
  const size = (bytes: number) => formatSize(bytes, i18n.language);
  const error = a.refusal
    ? t(`messages.${a.refusal}`)
    : a.uploadError
      ? errorText(a.uploadError)
      : a.downloadError
        ? errorText(a.downloadError)
        : null;
  // out of room: what the member's files take, and where a larger plan is offered
  const storage = a.refusal ? null : storageRefusalOf(a.uploadError);
  const busy = disabled || a.uploading;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy && !value) a.choose([...event.dataTransfer.files]);
  };

  return (
    <Stack spacing={1} data-testid="attachment">
      <Typography variant="subtitle2" component="span">
        {label ?? t('files.label')}
      </Typography>
      {value ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
        >
          <InsertDriveFileOutlinedIcon color="action" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap title={value.name} data-testid="attachment-name">
              {value.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {size(value.size)}
            </Typography>
          </Box>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            loading={a.downloading}
            onClick={() => a.download(value)}
          >
            {t('files.download')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={disabled}
            onClick={a.remove}
          >
            {t('files.remove')}
          </Button>
        </Stack>
      ) : (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="attachment-drop"
          sx={{
            p: 2,
            border: '1px dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            bgcolor: dragging ? 'action.hover' : 'transparent',
            textAlign: 'center',
          }}
        >
          {a.uploading ? (
            <Stack spacing={1}>
              <Typography variant="body2" role="status">
                {t('files.uploading', { percent: a.progress })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={a.progress}
                aria-label={t('files.progressLabel')}
              />
              <Box>
                <Button size="small" onClick={a.cancel}>
                  {t('files.cancel')}
                </Button>
              </Box>
            </Stack>
          ) : (
            <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
              <Button
                variant="outlined"
                startIcon={<AttachFileIcon />}
                disabled={busy}
                aria-describedby={hintId}
                onClick={() => input.current?.click()}
              >
                {t('files.choose')}
              </Button>
              <Typography variant="caption" color="text.secondary" id={hintId}>
                {t('files.dropHere')} · {t('files.maxItem', { count: FILE_MAX_ITEMS })} ·{' '}
                {t('files.types', { size: size(a.maxBytes) })}
              </Typography>
            </Stack>
          )}
          <input
            ref={input}
            type="file"
            hidden
            accept={FILE_ACCEPT}
            data-testid="attachment-input"
            onChange={(event) => {
              a.choose([...(event.target.files ?? [])]);
              // the same file chosen again after a refusal must fire a change again
              event.target.value = '';
            }}
          />
        </Box>
      )}
      {error && (
        <Alert
          severity="error"
          data-testid="attachment-error"
          action={
            storage ? (
              <Button component={RouterLink} to={PRICING_PATH} color="inherit" size="small">
                {t('files.upgrade')}
              </Button>
            ) : undefined
          }
        >
          {error}
          {storage && (
            <Typography variant="body2" data-testid="attachment-storage">
              {t('files.storageUsed', { used: size(storage.used), limit: size(storage.limit) })}
            </Typography>
          )}
        </Alert>
      )}
    </Stack>
  );
}
