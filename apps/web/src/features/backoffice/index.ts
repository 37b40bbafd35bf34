/**
 * The back office's door: what the forms, imports and event rules screens draw records with (the
 * document and record queries, the list grid, the generated form's inputs, the page states), the
 * addresses of a document's screens, and what their writes make stale.
 */
export { BACKOFFICE_READS, recordsApi, refreshBackoffice } from './api';
export { ExportButton } from './components/ExportButton';
export { PageHeader } from './components/PageHeader';
export { LoadFailure, Loading, NotAllowed } from './components/PageStates';
export { RecordGrid } from './components/RecordGrid';
export { RecordEditScreen } from './components/RecordScreens';
export { useDocument, useDocuments, useRecord, useRecords } from './hooks';
export { localized } from './localized';
export { genericScreens, type RecordScreens } from './paths';
export { FieldInput } from './record-form/FieldInput';
export { type FormValues, recordFormSchema, toFormValues } from './record-form/form-values';
export { issueText } from './record-form/issue-text';
export { BACKOFFICE_NS } from './texts';
