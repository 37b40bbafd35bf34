import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useCan } from '../../auth';
import { DashboardNotFoundPage } from '../../dashboard';
import { PageHeader } from '../components/PageHeader';
import { LoadFailure, Loading, NotAllowed } from '../components/PageStates';
import { RecordEditScreen, RecordListScreen } from '../components/RecordScreens';
import { useCollection, useDocuments } from '../hooks';
import { localized } from '../localized';
import { masterDataScreens } from '../paths';
import '../texts';

/** The collection's documents, and the one the address names (`?document=` or the path), else the first. */
function useCollectionDocuments(collection: string, named: string | undefined) {
  const mayView = useCan(RESOURCE.document, PERMISSION_LEVEL.view);
  const documents = useDocuments(collection, undefined, mayView);
  const chosen = documents.data?.find((d) => d.code === named) ?? (named ? undefined : documents.data?.[0]);
  return { mayView, documents, chosen };
}

/** /core/master-data/{collection}: its documents as tabs, each with the generic list. */
export function MasterDataPage() {
  const { t, i18n } = useTranslation();
  const { collection = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { mayView, documents, chosen } = useCollectionDocuments(
    collection,
    params.get('document') ?? undefined,
  );
  const info = useCollection(mayView ? collection : undefined);
  if (!mayView) return <NotAllowed />;
  if (documents.isError || info.isError)
    return <LoadFailure error={info.error ?? documents.error} onRetry={() => void documents.refetch()} />;
  if (!documents.data || !info.data) return <Loading />;
  const tabs = (
    <Tabs
      value={chosen?.code ?? false}
      onChange={(_, code: string) => setParams({ document: code })}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('backoffice:masterData.documents')}
    >
      {documents.data.map((doc) => (
        <Tab key={doc.code} value={doc.code} label={localized(doc.name, i18n.language)} />
      ))}
    </Tabs>
  );
  if (!chosen)
    return (
      <Stack spacing={3}>
        <PageHeader title={localized(info.data.name, i18n.language)} />
        {documents.data.length > 0 && tabs}
        <Card sx={{ p: 4 }}>
          <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {t(
              documents.data.length === 0
                ? 'backoffice:masterData.empty'
                : 'backoffice:masterData.noSuchDocument',
            )}
          </Typography>
        </Card>
      </Stack>
    );
  return (
    <RecordListScreen
      key={chosen.code}
      documentCode={chosen.code}
      screens={masterDataScreens(collection, chosen.code)}
      above={tabs}
    />
  );
}

/** /core/master-data/create/{collection}/{document?}: a new record of the named (else first) document. */
export function MasterDataCreatePage() {
  const { collection = '', document } = useParams();
  const { mayView, documents, chosen } = useCollectionDocuments(collection, document);
  if (!mayView) return <NotAllowed />;
  if (documents.isError)
    return <LoadFailure error={documents.error} onRetry={() => void documents.refetch()} />;
  if (!documents.data) return <Loading />;
  if (!chosen) return <DashboardNotFoundPage />;
  return (
    <RecordEditScreen
      key={chosen.code}
      documentCode={chosen.code}
      screens={masterDataScreens(collection, chosen.code)}
    />
  );
}

/** /core/master-data/{collection}/{id}?document=: one record of the collection's document. */
export function MasterDataRecordPage() {
  const { collection = '', id } = useParams();
  const [params] = useSearchParams();
  const { mayView, documents, chosen } = useCollectionDocuments(
    collection,
    params.get('document') ?? undefined,
  );
  if (!mayView) return <NotAllowed />;
  if (documents.isError)
    return <LoadFailure error={documents.error} onRetry={() => void documents.refetch()} />;
  if (!documents.data) return <Loading />;
  if (!chosen) return <DashboardNotFoundPage />;
  return (
    <RecordEditScreen
      key={`${chosen.code}/${id}`}
      documentCode={chosen.code}
      id={id}
      screens={masterDataScreens(collection, chosen.code)}
    />
  );
}
