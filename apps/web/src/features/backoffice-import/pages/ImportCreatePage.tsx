import type { ImportMapping, ImportMode, ImportRecord } from '@bitdata/contracts/backoffice/imports';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../../app/config/ConfigContext';
import { useErrorText } from '../../../components/form/useErrorText';
import { saveBlob } from '../../../components/save-blob';
import { useDocument, useDocuments } from '../../backoffice';
import { ImportResult } from '../components/ImportResult';
import { MappingTable } from '../components/MappingTable';
import { useImport } from '../hooks';
import { importsApi } from '../imports.api';
import { IMPORT_PATHS } from '../paths';
import { IMPORT_NS } from '../texts';

/**
 * /core/import/create: choose a document, upload a workbook, check the guessed mapping, dry run
 * (errors by row and column), choose the mode and run; the run's progress is followed until done.
 */
export function ImportCreatePage() {
  const { t, i18n } = useTranslation(IMPORT_NS);
  const errorText = useErrorText();
  const config = useConfig();
  const [document, setDocument] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [current, setCurrent] = useState<ImportRecord | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [mode, setMode] = useState<ImportMode>('validOnly');
  const [runId, setRunId] = useState<string>();
  const documents = useDocuments();
  const chosen = useDocument(document || undefined);
  const running = useImport(runId);
  const vi = i18n.language.startsWith('vi');

  const upload = useMutation({
    mutationFn: () => importsApi.upload(config, document, file as File),
    onSuccess: (r) => {
      setCurrent(r);
      setMapping(r.mapping);
    },
  });
  const check = useMutation({
    mutationFn: () => importsApi.check(current?.id ?? '', mapping),
    onSuccess: setCurrent,
  });
  const run = useMutation({
    mutationFn: () => importsApi.run(current?.id ?? '', mapping, mode),
    onSuccess: (r) => setRunId(r.id),
  });
  const template = useMutation({
    mutationFn: async () => {
      const blob = await importsApi.template(config, document, vi ? 'vi' : 'en');
      saveBlob(blob, `${document}-template.xlsx`);
    },
  });
  const fields = (chosen.data?.fields ?? []).filter(
    (f) => f.reference?.mode !== 'function' && f.reference?.mode !== 'readonly',
  );
  const failure = upload.error ?? check.error ?? run.error ?? template.error;
  const shown = running.data ?? current;

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography variant="h5" component="h1">
        {t('new')}
      </Typography>
      {documents.isError && <Alert severity="error">{errorText(documents.error)}</Alert>}
      <TextField
        select
        label={t('document')}
        value={document}
        disabled={Boolean(current)}
        onChange={(e) => setDocument(e.target.value)}
      >
        {(documents.data ?? []).map((d) => (
          <MenuItem key={d.code} value={d.code}>
            {vi ? d.name.vi : d.name.en}
          </MenuItem>
        ))}
      </TextField>
      {!current && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button variant="outlined" component="label">
            {t('chooseFile')}
            <input
              hidden
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="import-file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Button
            variant="text"
            startIcon={<DownloadIcon />}
            disabled={!document}
            loading={template.isPending}
            onClick={() => template.mutate()}
            data-testid="import-template"
          >
            {t('template')}
          </Button>
          <Typography sx={{ wordBreak: 'break-all' }}>{file?.name ?? t('noFile')}</Typography>
          <Button
            variant="contained"
            disabled={!document || !file}
            loading={upload.isPending}
            onClick={() => upload.mutate()}
          >
            {t('upload')}
          </Button>
        </Stack>
      )}
      {failure && <Alert severity="error">{errorText(failure)}</Alert>}
      {current && !runId && (
        <>
          <MappingTable headers={current.headers} fields={fields} mapping={mapping} onChange={setMapping} />
          <Button variant="outlined" loading={check.isPending} onClick={() => check.mutate()}>
            {t('dryRun')}
          </Button>
        </>
      )}
      {current?.state === 'checked' && !runId && (
        <>
          <ImportResult record={current} />
          <RadioGroup
            value={mode}
            onChange={(e) => setMode(e.target.value as ImportMode)}
            aria-label={t('mode')}
          >
            <FormControlLabel value="validOnly" control={<Radio />} label={t('modes.validOnly')} />
            <FormControlLabel value="allOrNothing" control={<Radio />} label={t('modes.allOrNothing')} />
          </RadioGroup>
          <Button variant="contained" loading={run.isPending} onClick={() => run.mutate()}>
            {t('run')}
          </Button>
        </>
      )}
      {runId && shown && (
        <>
          <Typography>{t(`states.${shown.state}`)}</Typography>
          <ImportResult record={shown} />
          <Button component={Link} to={IMPORT_PATHS.one(runId)}>
            {t('details')}
          </Button>
        </>
      )}
    </Stack>
  );
}
