import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import { formScreenProblems } from '@bitdata/contracts/backoffice/form-screen';
import type { FormComponent, FormText } from '@bitdata/contracts/backoffice/forms';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BACKOFFICE_NS, localized } from '../../backoffice';
import { FormRenderer } from '../renderer/FormRenderer';
import { FORMS_NS } from '../texts';
import { issueLines } from './issue-lines';

interface Props {
  open: boolean;
  onClose: () => void;
  document: BackofficeDocument;
  title: FormText;
  layout: readonly FormComponent[];
}

/**
 * The document's create screen as a member would get it from the draft, before the draft is saved or
 * used: the page's title and the form drawn by the renderer the record screens use (it checks the
 * values typed here and sends nothing). Above it, what would keep members from filling in a record
 * (a field shown twice, a required one missing): the server refuses such a form for the screens.
 */
export function MemberPreview({ open, onClose, document, title, layout }: Props) {
  const { t, i18n } = useTranslation(FORMS_NS);
  const problems = formScreenProblems(document.fields, layout).map((p) => ({
    path: 'layout',
    key: p.key,
    message: '',
    field: p.field,
  }));
  const lines = issueLines(problems, document.fields, layout, t, i18n.language);
  const heading =
    localized(title, i18n.language) ||
    t(`${BACKOFFICE_NS}:records.createTitle`, { name: localized(document.name, i18n.language) });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="member-preview-title">
      <DialogTitle id="member-preview-title">{t('memberPreview.title')}</DialogTitle>
      <DialogContent dividers data-testid="member-preview">
        <Stack spacing={2}>
          <Alert severity="info">{t('memberPreview.intro')}</Alert>
          {lines.length > 0 && (
            <Alert severity="warning" data-testid="member-preview-problems">
              {t('memberPreview.problems')}
              <ul style={{ margin: 0 }}>
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Alert>
          )}
          <Typography variant="h5" component="h2" data-testid="member-preview-heading">
            {heading}
          </Typography>
          {open && <FormRenderer document={document} layout={layout} preview />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('popup.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
