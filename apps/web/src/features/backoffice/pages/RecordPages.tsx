import { useParams } from 'react-router';
import { RecordListScreen } from '../components/RecordScreens';
import { genericScreens } from '../paths';

/** /core/{document}: the generic list of any document's records. */
export function RecordListPage() {
  const { document = '' } = useParams();
  return <RecordListScreen key={document} documentCode={document} screens={genericScreens(document)} />;
}
