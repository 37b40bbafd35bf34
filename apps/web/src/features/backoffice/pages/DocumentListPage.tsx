import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCan } from '../../auth';
import { PageHeader } from '../components/PageHeader';
import { LoadFailure, Loading, NotAllowed } from '../components/PageStates';
import { useCollections, useDocuments } from '../hooks';
import { localized } from '../localized';
import { backofficePaths } from '../paths';
import '../texts';

/** /core/document: every document (record type), filtered by collection and searched by code or name. */
export function DocumentListPage() {
  const { t, i18n } = useTranslation();
  const mayView = useCan(RESOURCE.document, PERMISSION_LEVEL.view);
  const mayCreate = useCan(RESOURCE.document, PERMISSION_LEVEL.create);
  const [params, setParams] = useSearchParams();
  const collection = params.get('collection') ?? '';
  const search = params.get('search') ?? '';
  const deferred = useDeferredValue(search.trim());
  const collections = useCollections(mayView);
  const documents = useDocuments(collection, deferred, mayView);
  if (!mayView) return <NotAllowed />;
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <Stack spacing={3} data-testid="document-list-page">
      <PageHeader
        title={t('backoffice:documents.title')}
        subtitle={t('backoffice:documents.subtitle')}
        action={
          mayCreate && (
            <Button
              component={RouterLink}
              to={backofficePaths.documentCreate}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('backoffice:documents.create')}
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={t('backoffice:documents.collection')}
          value={collection}
          onChange={(event) => setParam('collection', event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('backoffice:documents.allCollections')}</MenuItem>
          {collections.data?.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {localized(c.name, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('backoffice:documents.search')}
          value={search}
          onChange={(event) => setParam('search', event.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
      </Stack>
      {documents.isError && <LoadFailure error={documents.error} onRetry={() => void documents.refetch()} />}
      {documents.isLoading && <Loading />}
      {documents.data && (
        <Card>
          <List disablePadding>
            {documents.data.map((doc) => (
              <ListItem
                key={doc.code}
                divider
                disablePadding
                secondaryAction={
                  doc.operations.list && (
                    <Button size="small" component={RouterLink} to={backofficePaths.records(doc.code)}>
                      {t('backoffice:documents.records')}
                    </Button>
                  )
                }
              >
                <ListItemButton
                  component={RouterLink}
                  to={backofficePaths.document(doc.code)}
                  sx={{ pr: 14 }}
                >
                  <ListItemText
                    primary={localized(doc.name, i18n.language)}
                    secondary={
                      <Stack
                        component="span"
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <span>{doc.code}</span>
                        <span>{doc.collection}</span>
                        <span>{t('backoffice:documents.fieldCount', { count: doc.fields.length })}</span>
                        {doc.builtIn && (
                          <Chip component="span" size="small" label={t('backoffice:builtIn')} />
                        )}
                      </Stack>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
            {documents.data.length === 0 && (
              <ListItem>
                <ListItemText secondary={t('backoffice:documents.empty')} />
              </ListItem>
            )}
          </List>
        </Card>
      )}
    </Stack>
  );
}
