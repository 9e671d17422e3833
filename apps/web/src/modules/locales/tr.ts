import { REPORT_LABELS, RESOURCE_LABELS } from '@kibo/contracts/resources';

/** Every module's strings in this language; a chunk of its own, loaded when the language is used. */
export default [
  RESOURCE_LABELS.tr,
  REPORT_LABELS.tr,
  ...Object.values(import.meta.glob<object>('../*/i18n/tr.json', { eager: true, import: 'default' })),
];
