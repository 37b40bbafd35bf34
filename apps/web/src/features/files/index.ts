/** The files feature's door: a record's attachment field, and the upload the content editor sends its images by. */
export { Attachment } from './components/Attachment';
export { filesApi } from './files.api';
