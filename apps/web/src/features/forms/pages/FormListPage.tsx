import { can, PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RetryAlert, SkeletonRows } from '../../../components/PageStates';
import { useAuth } from '../../auth';
import { localized, NotAllowed, PageHeader } from '../../backoffice';
import { useForms } from '../hooks';
import { FORM_PATHS } from '../paths';
import { FORMS_NS } from '../texts';

/** /core/form: the forms, which document each is for and whether its screens use it. */
export function FormListPage() {
  const { t, i18n } = useTranslation(FORMS_NS);
  const grants = useAuth().user?.grants;
  const mayView = can(grants, RESOURCE.form, PERMISSION_LEVEL.view);
  const list = useForms(mayView);
  if (!mayView) return <NotAllowed />;
  return (
    <Stack spacing={3} data-testid="form-list-page">
      <PageHeader
        title={t('list.title')}
        action={
          can(grants, RESOURCE.form, PERMISSION_LEVEL.create) && (
            <Button component={RouterLink} to={FORM_PATHS.create} variant="contained" startIcon={<AddIcon />}>
              {t('list.new')}
            </Button>
          )
        }
      />
      {list.isPending ? (
        <SkeletonRows rows={3} testId="form-list-loading" />
      ) : list.isError ? (
        <RetryAlert error={list.error} onRetry={() => void list.refetch()} testId="form-list-error" />
      ) : list.data.length === 0 ? (
        <Alert severity="info" data-testid="form-list-empty">
          {t('list.empty')}
        </Alert>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('list.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.name')}</TableCell>
                <TableCell>{t('list.formTitle')}</TableCell>
                <TableCell>{t('list.document')}</TableCell>
                <TableCell>{t('list.components')}</TableCell>
                <TableCell>{t('list.inUse')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((f) => (
                <TableRow key={f.id} hover>
                  <TableCell>
                    <RouterLink to={FORM_PATHS.one(f.id)}>{f.name}</RouterLink>
                  </TableCell>
                  <TableCell>{localized(f.title, i18n.language)}</TableCell>
                  <TableCell>{f.document}</TableCell>
                  <TableCell>{f.layout.length}</TableCell>
                  <TableCell>
                    {f.assigned && <Chip size="small" color="success" label={t('list.assigned')} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
