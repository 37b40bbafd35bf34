import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../auth';
import { PageHeader } from '../components/PageHeader';
import { LoadFailure, Loading, NotAllowed } from '../components/PageStates';
import { useCollections } from '../hooks';
import { localized } from '../localized';
import { backofficePaths } from '../paths';
import '../texts';

/** /core/collection: the groups of documents, each opening its edit screen or its master data. */
export function CollectionListPage() {
  const { t, i18n } = useTranslation();
  const mayView = useCan(RESOURCE.collection, PERMISSION_LEVEL.view);
  const mayCreate = useCan(RESOURCE.collection, PERMISSION_LEVEL.create);
  const collections = useCollections(mayView);
  if (!mayView) return <NotAllowed />;
  return (
    <Stack spacing={3} data-testid="collection-list-page">
      <PageHeader
        title={t('backoffice:collections.title')}
        subtitle={t('backoffice:collections.subtitle')}
        action={
          mayCreate && (
            <Button
              component={RouterLink}
              to={backofficePaths.collectionCreate}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('backoffice:collections.create')}
            </Button>
          )
        }
      />
      {collections.isError && (
        <LoadFailure error={collections.error} onRetry={() => void collections.refetch()} />
      )}
      {collections.isLoading && <Loading />}
      {collections.data && (
        <Card>
          <List disablePadding>
            {collections.data.map((collection) => (
              <ListItem
                key={collection.code}
                divider
                disablePadding
                secondaryAction={
                  <Button
                    size="small"
                    component={RouterLink}
                    to={backofficePaths.masterData(collection.code)}
                  >
                    {t('backoffice:collections.openData')}
                  </Button>
                }
              >
                <ListItemButton
                  component={RouterLink}
                  to={backofficePaths.collection(collection.code)}
                  sx={{ pr: 14 }}
                >
                  <ListItemText
                    primary={localized(collection.name, i18n.language)}
                    secondary={
                      <Stack
                        component="span"
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <span>{collection.code}</span>
                        <span>
                          {t('backoffice:collections.documentCount', { count: collection.documentCount })}
                        </span>
                        {collection.builtIn && (
                          <Chip component="span" size="small" label={t('backoffice:builtIn')} />
                        )}
                      </Stack>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
            {collections.data.length === 0 && (
              <ListItem>
                <ListItemText secondary={t('backoffice:collections.empty')} />
              </ListItem>
            )}
          </List>
        </Card>
      )}
    </Stack>
  );
}
