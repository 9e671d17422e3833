export { documentLines, documents } from './documents.tables.ts';
export { applyStock } from './postings.ts';
export { type DocumentRecord, getDocument, listDocuments } from './read.ts';
export { cancelDocument } from './reverse.ts';
export { registerDocumentRoutes } from './routes.ts';
export { saveDocument } from './save.ts';
