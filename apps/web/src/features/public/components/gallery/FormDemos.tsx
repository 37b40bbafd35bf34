import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { Cell, GalleryCard } from './GalleryCard';

/** Attachments: one file at most, of these types. */
export const ATTACHMENT_ACCEPT = '.jpeg,.jpg,.png,.xls,.xlsx,.doc,.docx,.pdf,.txt';
const INTERVALS = ['15m', '1h', '4h', '1d', '1w'];

function AttachmentDemo() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  // The gallery shows how progress reads without sending anything: it advances on a timer.
  useEffect(() => {
    if (!file || progress >= 100) return;
    const id = window.setTimeout(() => setProgress((p) => Math.min(100, p + 20)), 200);
    return () => window.clearTimeout(id);
  }, [file, progress]);
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    setFile(e.target.files?.[0] ?? null);
    setProgress(0);
  };
  return (
    <Stack spacing={1.5}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<AttachFileIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('gallery.attachment.choose')}
        <input hidden type="file" accept={ATTACHMENT_ACCEPT} onChange={choose} />
      </Button>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('gallery.attachment.rules')}
      </Typography>
      {file && (
        <Stack spacing={0.5}>
          <Typography variant="body2" noWrap>
            {file.name}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('gallery.attachment.progress')}
          />
          <Typography variant="caption">{t('gallery.attachment.percent', { percent: progress })}</Typography>
        </Stack>
      )}
    </Stack>
  );
}

export function FormDemos() {
  const { t } = useTranslation();
  const [interval, setInterval] = useState('1h');
  return (
    <>
      <Cell key="input">
        <GalleryCard title={t('gallery.input.title')} text={t('gallery.input.text')}>
          <TextField
            label={t('gallery.input.label')}
            placeholder={t('gallery.input.placeholder')}
            helperText={t('gallery.input.helper')}
          />
          <TextField label={t('gallery.input.number')} type="number" defaultValue={14} />
        </GalleryCard>
      </Cell>
      <Cell key="select">
        <GalleryCard title={t('gallery.select.title')} text={t('gallery.select.text')}>
          <TextField
            select
            label={t('gallery.select.label')}
            value={interval}
            onChange={(e) => setInterval(e.target.value)}
          >
            {INTERVALS.map((i) => (
              <MenuItem key={i} value={i}>
                {i}
              </MenuItem>
            ))}
          </TextField>
        </GalleryCard>
      </Cell>
      <Cell key="choice">
        <GalleryCard title={t('gallery.choice.title')} text={t('gallery.choice.text')}>
          <FormGroup>
            <FormControlLabel control={<Checkbox defaultChecked />} label={t('gallery.choice.spot')} />
            <FormControlLabel control={<Checkbox />} label={t('gallery.choice.future')} />
          </FormGroup>
          <RadioGroup defaultValue="long" aria-label={t('gallery.choice.entry')}>
            <FormControlLabel value="long" control={<Radio />} label={t('gallery.choice.long')} />
            <FormControlLabel value="short" control={<Radio />} label={t('gallery.choice.short')} />
          </RadioGroup>
        </GalleryCard>
      </Cell>
      <Cell key="labels">
        <GalleryCard title={t('gallery.labels.title')} text={t('gallery.labels.text')}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip label={t('gallery.labels.win')} color="success" />
            <Chip label={t('gallery.labels.lost')} color="error" />
            <Chip label={t('gallery.labels.pending')} color="warning" variant="outlined" />
            <Chip label={t('gallery.labels.maxItem', { count: 5 })} variant="outlined" />
          </Stack>
          <Link component={RouterLink} to={PATHS.faqs}>
            {t('gallery.labels.link')}
          </Link>
        </GalleryCard>
      </Cell>
      <Cell key="buttons">
        <GalleryCard title={t('gallery.buttons.title')} text={t('gallery.buttons.text')}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained">{t('common.save')}</Button>
            <Button variant="outlined">{t('common.cancel')}</Button>
            <Button variant="text">{t('gallery.buttons.more')}</Button>
            <Button variant="contained" color="error">
              {t('common.delete')}
            </Button>
          </Stack>
        </GalleryCard>
      </Cell>
      <Cell key="editor">
        <GalleryCard title={t('gallery.editor.title')} text={t('gallery.editor.text')}>
          <TextField
            multiline
            minRows={4}
            label={t('gallery.editor.label')}
            defaultValue={t('gallery.editor.sample')}
          />
        </GalleryCard>
      </Cell>
      <Cell key="attachment">
        <GalleryCard title={t('gallery.attachment.title')} text={t('gallery.attachment.text')}>
          <AttachmentDemo />
        </GalleryCard>
      </Cell>
    </>
  );
}
