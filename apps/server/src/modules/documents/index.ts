export { documentLines, documents } from './documents.tables.ts';
export { applyStock } from './postings.ts';
export { type DocumentRecord, documentsFrom, getDocument, listDocuments } from './read.ts';
export { cancelDocument } from './reverse.ts';
export { DOCUMENT_MENUS, mayUse as mayUseDocument, registerDocumentRoutes } from './routes.ts';
export { saveDocument } from './save.ts';
