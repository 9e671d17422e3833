export { documentLines, documents } from './documents.tables.ts';
export { applyAccount, applyStock } from './postings.ts';
export { type DocumentRecord, getDocument, listDocuments } from './read.ts';
export { registerDocumentRoutes } from './routes.ts';
export { cancelDocument, saveDocument } from './save.ts';
