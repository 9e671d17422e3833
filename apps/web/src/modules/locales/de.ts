import { REPORT_LABELS, RESOURCE_LABELS } from '@kibo/contracts/resources';

/** Every module's strings in this language; a chunk of its own, loaded when the language is used. */
export default [
  RESOURCE_LABELS.de,
  REPORT_LABELS.de,
  ...Object.values(import.meta.glob<object>('../*/i18n/de.json', { eager: true, import: 'default' })),
];
