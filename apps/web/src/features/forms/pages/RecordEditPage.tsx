import { useParams } from 'react-router';
import { genericScreens } from '../../backoffice';
import { DesignedRecordScreen } from '../DesignedRecordScreen';

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
