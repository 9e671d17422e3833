import { REPORT_LABELS, RESOURCE_LABELS } from '@kibo/contracts/resources';

/** Every module's strings in this language; a chunk of its own, loaded when the language is used. */
export default [
  RESOURCE_LABELS.en,
  REPORT_LABELS.en,
  ...Object.values(import.meta.glob<object>('../*/i18n/en.json', { eager: true, import: 'default' })),
];
