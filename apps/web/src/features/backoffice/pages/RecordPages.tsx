import { useParams } from 'react-router';
import { DesignedRecordScreen } from '../../forms/DesignedRecordScreen';
import { RecordListScreen } from '../components/RecordScreens';
import { genericScreens } from '../paths';

/** /core/{document}: the generic list of any document's records. */
export function RecordListPage() {
  const { document = '' } = useParams();
  return <RecordListScreen key={document} documentCode={document} screens={genericScreens(document)} />;
}

/** /core/{document}/create and /core/{document}/{id}: the document's assigned form, else the generated one. */
export function RecordEditPage() {
  const { document = '', id } = useParams();
  return (
    <DesignedRecordScreen
      key={`${document}/${id}`}
      documentCode={document}
      id={id}
      screens={genericScreens(document)}
    />
  );
}
