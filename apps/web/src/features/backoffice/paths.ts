import { PATHS } from '../../app/paths';

/** Addresses of the back office's data screens, under the service prefix. */
const at = (...parts: string[]) => [PATHS.service, ...parts.map(encodeURIComponent)].join('/');

export const backofficePaths = {
  collections: at('collection'),
  collectionCreate: at('collection', 'create'),
  collection: (code: string) => at('collection', code),
  documents: at('document'),
  documentCreate: at('document', 'create'),
  document: (code: string) => at('document', code),
  records: (document: string) => at(document),
  recordCreate: (document: string) => at(document, 'create'),
  record: (document: string, id: string) => at(document, id),
  masterData: (collection: string, document?: string) =>
    `${at('master-data', collection)}${document ? `?document=${encodeURIComponent(document)}` : ''}`,
  masterDataCreate: (collection: string, document?: string) =>
    document ? at('master-data', 'create', collection, document) : at('master-data', 'create', collection),
  masterDataRecord: (collection: string, document: string, id: string) =>
    `${at('master-data', collection, id)}?document=${encodeURIComponent(document)}`,
};

/** Where a document's list, create and edit screens are: its collection's master-data pages, or the generic ones. */
export interface RecordScreens {
  list: string;
  create: string;
  edit: (id: string) => string;
}

export const genericScreens = (document: string): RecordScreens => ({
  list: backofficePaths.records(document),
  create: backofficePaths.recordCreate(document),
  edit: (id) => backofficePaths.record(document, id),
});

export const masterDataScreens = (collection: string, document: string): RecordScreens => ({
  list: backofficePaths.masterData(collection, document),
  create: backofficePaths.masterDataCreate(collection, document),
  edit: (id) => backofficePaths.masterDataRecord(collection, document, id),
});
