import type { cargoTr } from './messages.tr.ts';

export const cargoEn: Record<keyof typeof cargoTr, string> = {
  'cargo.trackingUrlCode': 'Write {code} where the tracking number goes in the address',
  'cargo.barcodeRange': 'Enter both the first and the last barcode of the range',
  'cargo.barcodeDigits': 'A barcode has 12 or 13 digits',
  'cargo.barcodeOrder': 'The end of the range cannot come before its start',
  'cargo.notConfigured': 'No {carrier} account: enter it under Cargo definitions or {carrier} settings',
  'cargo.notActive': 'The {carrier} account is not set up or not active: activate it in {carrier} settings',
  'cargo.secretsLost':
    "The {carrier} account's saved password cannot be opened on this server (another server's key); enter it again",
  'cargo.authFailed': '{carrier} refused the credentials: {message}',
  'cargo.unreachable': 'Could not reach the {carrier} service: {message}',
  'cargo.refused': '{carrier} refused the request: {message}',
  'cargo.notShippable': 'Only sales waybills, sales invoices and sales orders can be shipped',
  'cargo.documentForbidden': 'You may not open document {number}',
  'cargo.documentCancelled': 'Document {number} is cancelled',
  'cargo.alreadyShipped': 'Document {number} is already shipped with {carrier}',
  'cargo.noAccount': 'Document {number} has no account: the receiver is unknown',
  'cargo.noPlace':
    "{number}: the province and district of {account}'s address are missing or not in the list; correct the account card",
  'cargo.noAddress':
    "{number}: {account}'s street address is empty; enter it on the account card or the document's delivery address",
  'cargo.noPhone': '{number}: {account} has no phone number; the courier must be able to reach the receiver',
  'cargo.codNotAllowed': 'Cash on delivery is off for the {carrier} account (Cargo definitions)',
  'cargo.retypeSecret': 'The address or account changed: enter the password again',
  'cargo.tooManyLabels': 'At most {max} labels are printed at once; choose fewer shipments',
  'cargo.codCurrency':
    '{number}: cash on delivery is not possible on a foreign-currency document; couriers collect Turkish lira only',
  'cargo.codAbovePayable': '{number}: the cash on delivery amount cannot exceed the amount payable',
  'cargo.barcodeRangeUsed': 'The PTT barcode range is used up: enter the new range in PTT Kargo settings',
  'cargo.pttOneParcel':
    '{number}: PTT takes each parcel under its own barcode as a shipment of its own; set the parcels to 1',
  'cargo.cancelLate': 'A parcel cannot be cancelled once the carrier has picked it up',
  'cargo.cancelled': 'Shipment cancelled',
  'cargo.noLabels': 'The chosen shipments have no labels: they must be handed to the carrier first',
  'cargo.packageTypeUsed': 'A package type with this name exists',
};
