// Why a receipt did not reach the printer, in words the cashier can act on (the till then prints
// it on the print page instead).

export type PrinterProblemKind =
  /** The browser has no Web Serial / WebUSB (only Chromium browsers do). */
  | 'unsupported'
  /** No printer was chosen on this device yet. */
  | 'notChosen'
  /** The chosen printer is not among the granted ones: unplugged, or its permission was revoked. */
  | 'notFound'
  /** It could not be opened: another tab or program, or the system's own driver, holds it. */
  | 'busy'
  /** The USB device has no printer interface to send to. */
  | 'notPrinter'
  /** It went away or refused while the job was being sent. */
  | 'failed';

export class PrinterProblem extends Error {
  constructor(
    readonly kind: PrinterProblemKind,
    detail = '',
  ) {
    super(detail || kind);
  }
}

/** A device API's failure as our kind: DOMException names per the Web Serial and WebUSB specs. */
export function problemOf(error: unknown): PrinterProblem {
  if (error instanceof PrinterProblem) return error;
  const name = error instanceof Error ? error.name : '';
  const detail = error instanceof Error ? error.message : String(error);
  if (name === 'NotFoundError') return new PrinterProblem('notFound', detail);
  // Already open (another tab), claimed by the system's driver, or a class the browser protects.
  if (name === 'InvalidStateError' || name === 'NetworkError' || name === 'SecurityError')
    return new PrinterProblem('busy', detail);
  return new PrinterProblem('failed', detail);
}
