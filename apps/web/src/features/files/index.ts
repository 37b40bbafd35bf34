/** The files feature's door: a record's attachment field. */
export { Attachment } from './components/Attachment';
