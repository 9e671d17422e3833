import type { Address, DocumentReference, Party } from './model.ts';
import { group, text } from './xml.ts';

// Pieces every UBL-TR document shares: namespaces, the extension GİB's schema demands, the
// signature reference and parties.

export const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

const rootOpen = (root: string, namespace: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${namespace}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ext="${NS.ext}">`;

/**
 * The integrator signs the document with the company's seal and puts the signature here; until
 * then GİB's schema needs something in the extension, and GİB's own samples carry this stand-in.
 */
const unsignedExtension =
  '<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent><n4:auto-generated_for_wildcard xmlns:n4="http://www.altova.com/samplexml/other-namespace"/></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>';

export interface Opening {
  root: 'Invoice' | 'DespatchAdvice' | 'ReceiptAdvice';
  customization: string;
  profile: string;
  number: string;
  uuid: string;
  issueDate: string;
  issueTime?: string;
}

/** Every document's start: the root, the extension, versions, profile, number, ETTN, date and time. */
export const opening = (document: Opening): string =>
  [
    rootOpen(document.root, `urn:oasis:names:specification:ubl:schema:xsd:${document.root}-2`),
    unsignedExtension,
    text('cbc:UBLVersionID', '2.1'),
    text('cbc:CustomizationID', document.customization),
    text('cbc:ProfileID', document.profile),
    text('cbc:ID', document.number),
    text('cbc:CopyIndicator', 'false'),
    text('cbc:UUID', document.uuid),
    text('cbc:IssueDate', document.issueDate),
    text('cbc:IssueTime', document.issueTime ? withSeconds(document.issueTime) : undefined),
  ]
    .filter(Boolean)
    .join('\n');

export const notes = (values: readonly string[] = []): string =>
  values
    .filter((note) => note.trim())
    .map((note) => text('cbc:Note', note.slice(0, 4000)))
    .join('\n');

export const address = (name: string, value: Address): string =>
  group(
    name,
    text('cbc:StreetName', value.street),
    text('cbc:BuildingNumber', value.buildingNumber),
    text('cbc:CitySubdivisionName', value.district),
    text('cbc:CityName', value.city),
    text('cbc:PostalZone', value.postalZone),
    group('cac:Country', text('cbc:Name', value.country || 'Türkiye')),
  );

const identification = (scheme: string, id: string): string =>
  group('cac:PartyIdentification', text('cbc:ID', id, { schemeID: scheme }));

/** A party as GİB models it: its VKN/TCKN first, a person's names last. */
export const party = (value: Party): string =>
  group(
    'cac:Party',
    text('cbc:WebsiteURI', value.website),
    identification(value.scheme, value.id),
    ...Object.entries(value.otherIds ?? {})
      .filter(([, id]) => id)
      .map(([scheme, id]) => identification(scheme, id)),
    value.name ? group('cac:PartyName', text('cbc:Name', value.name)) : '',
    address('cac:PostalAddress', value.address),
    value.taxOffice
      ? group('cac:PartyTaxScheme', group('cac:TaxScheme', text('cbc:Name', value.taxOffice)))
      : '',
    group('cac:Contact', text('cbc:Telephone', value.phone), text('cbc:ElectronicMail', value.email)),
    value.scheme === 'TCKN'
      ? group('cac:Person', text('cbc:FirstName', value.firstName), text('cbc:FamilyName', value.familyName))
      : '',
  );

/** The reference to the integrator's signature (its Id is "Signature_" + the number). */
export const signature = (supplier: Party, number: string): string =>
  group(
    'cac:Signature',
    text('cbc:ID', supplier.id, { schemeID: 'VKN_TCKN' }),
    group(
      'cac:SignatoryParty',
      identification(supplier.scheme, supplier.id),
      address('cac:PostalAddress', supplier.address),
    ),
    group(
      'cac:DigitalSignatureAttachment',
      group('cac:ExternalReference', text('cbc:URI', `#Signature_${number}`)),
    ),
  );

export const documentReference = (name: string, reference: DocumentReference, ...extra: string[]): string =>
  group(name, text('cbc:ID', reference.id), text('cbc:IssueDate', reference.date), ...extra);

/** "10:30" → "10:30:00": UBL times carry seconds. */
export const withSeconds = (time: string): string => (time.length === 5 ? `${time}:00` : time);
