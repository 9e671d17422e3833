import { XMLParser } from 'fast-xml-parser';
import { ServiceError } from './errors.ts';
import { post } from './http.ts';

// SOAP 1.1 as the Turkish integrators' WCF and carriers' ASMX services speak it: envelopes written by hand (their
// WSDLs are not published), answers read with fast-xml-parser, namespace prefixes dropped.

export const SOAP_ENVELOPE = 'http://schemas.xmlsoap.org/soap/envelope/';

export type SoapNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  textNodeName: '#text',
});

export const envelope = (body: string, header = ''): string =>
  `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${SOAP_ENVELOPE}">${header ? `<s:Header>${header}</s:Header>` : ''}<s:Body>${body}</s:Body></s:Envelope>`;

export const asNode = (value: unknown): SoapNode =>
  value && typeof value === 'object' ? (value as SoapNode) : {};
export const asList = (value: unknown): SoapNode[] =>
  Array.isArray(value) ? value.map(asNode) : value === undefined || value === null ? [] : [asNode(value)];
export const asText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? String((value as SoapNode)['#text'] ?? '')
      : String(value);

export interface SoapFault {
  code: string;
  text: string;
  detail: SoapNode;
}

/** The body's first element, or the fault. */
export function readEnvelope(text: string): { body: SoapNode; fault?: SoapFault } {
  let parsed: SoapNode;
  try {
    parsed = asNode(parser.parse(text));
  } catch {
    throw new ServiceError('unreachable', 'PARSE', 'Servisin yanıtı okunamadı');
  }
  const body = asNode(asNode(parsed.Envelope).Body);
  if (!Object.keys(body).length) throw new ServiceError('unreachable', 'PARSE', 'Servisin yanıtı SOAP değil');
  const fault = body.Fault ? asNode(body.Fault) : undefined;
  if (fault)
    return {
      body,
      fault: {
        code: asText(fault.faultcode ?? asNode(fault.Code).Value),
        text: asText(fault.faultstring ?? asNode(fault.Reason).Text),
        detail: asNode(fault.detail ?? fault.Detail),
      },
    };
  return { body };
}

/** Posts an envelope with its SOAPAction and answers the body, or the fault. */
export async function soapCall(
  url: string,
  action: string,
  body: string,
  header: string,
  timeoutMs?: number,
): Promise<{ body: SoapNode; fault?: SoapFault }> {
  const answer = await post(
    url,
    envelope(body, header),
    { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${action}"` },
    timeoutMs,
  );
  return readEnvelope(answer.body);
}

/** A UBL document without its XML declaration, to embed in an envelope. */
export const withoutProlog = (xml: string): string => xml.replace(/^\uFEFF?<\?xml[^>]*\?>\s*/, '');
