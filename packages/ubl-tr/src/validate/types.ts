export type RootName = 'Invoice' | 'DespatchAdvice' | 'ReceiptAdvice' | 'ApplicationResponse';

/** One thing GİB's rules (or the kit's sums) found wrong in a document. */
export interface Finding {
  source: 'XSD' | 'GIB' | 'KIT' | 'XML';
  rule: string;
  severity: 'error' | 'warning';
  /** Where in the document, as GİB's rules name it (schematron findings). */
  xpath?: string;
  line?: number;
  /** GİB's (or libxml2's) own words. */
  message: string;
}
