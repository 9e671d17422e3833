import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// What every fake integrator shares: a local HTTP server on a free port, a log of the calls it
// answered, and trouble on demand (down with a 503, or silent until the client gives up).

export type Trouble = 'down' | 'silent';

export interface FakeBase {
  url: string;
  calls: { method: string; path: string; action: string }[];
  /** The next `count` requests (whose path holds `path`, when given) fail this way. */
  trouble(count: number, kind: Trouble, path?: string): void;
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => unknown;

export async function startFake(handle: Handler): Promise<FakeBase> {
  const calls: FakeBase['calls'] = [];
  const troubles: { kind: Trouble; path: string }[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    calls.push({
      method: request.method ?? '',
      path: request.url ?? '',
      action: String(request.headers.soapaction ?? ''),
    });
    // A SOAP service answers every operation at one address: its SOAPAction tells them apart.
    const called = `${request.url ?? ''} ${request.headers.soapaction ?? ''}`;
    const at = troubles.findIndex((entry) => called.includes(entry.path));
    const trouble = at >= 0 ? troubles.splice(at, 1)[0]!.kind : undefined;
    if (trouble === 'down') {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (trouble === 'silent') {
      hanging.add(response);
      return;
    }
    try {
      await handle(request, Buffer.concat(chunks).toString('utf8'), response);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    trouble: (count, kind, path = '') =>
      troubles.push(...Array.from({ length: count }, () => ({ kind, path }))),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the shared integrator tests need of each fake, whatever its protocol. */
export interface FakeIntegrator extends FakeBase {
  username: string;
  password: string;
  /** What it was sent, by ETTN, and how many times it was offered the same ETTN. */
  received: Map<string, { number: string; profile: string; kind: string; xml: string; times: number }>;
  /** The status the service will report, in the spec's words. */
  setStatus(
    uuid: string,
    status: 'approved' | 'awaitingApproval' | 'rejected' | 'notApproved' | 'cancelled',
  ): void;
  /** A send of this ETTN is refused with this message. */
  refuse(uuid: string, message: string): void;
  /** e-Arşiv invoices cancelled there: ETTN → the day given. */
  cancelled: Map<string, string>;
  /** Tokens or sessions issued so far stop working. */
  expireSessions(): void;
  /** Registered e-invoice users: VKN/TCKN → title. */
  users: Map<string, string>;
  /** Invoices waiting in our inbox there. */
  incoming: Map<string, IncomingInvoice>;
  /** Waybills waiting in our inbox there (where the service has e-despatch). */
  incomingDespatches?: Map<string, IncomingDespatch>;
  /** A part of the send call's path or SOAPAction, to aim trouble at it. */
  sendCall: string;
}

export interface IncomingInvoice {
  uuid: string;
  number: string;
  date: string;
  profile: string;
  type: string;
  senderTaxId: string;
  senderName: string;
  payable: string;
  xml: string;
  taken?: boolean;
  answer?: { accepted: boolean; reason: string };
}

export interface IncomingDespatch {
  uuid: string;
  number: string;
  date: string;
  senderTaxId: string;
  senderName: string;
  xml: string;
  taken?: boolean;
}

/** Remembers a sent document, counting repeats of its ETTN; answers whether it was new. */
export function receive(
  received: FakeIntegrator['received'],
  kind: string,
  xml: string,
): { fresh: boolean; header: ReturnType<typeof headerOf> } {
  const header = headerOf(xml);
  const found = received.get(header.uuid);
  if (found) {
    found.times += 1;
    return { fresh: false, header };
  }
  received.set(header.uuid, { ...header, kind, xml, times: 1 });
  return { fresh: true, header };
}

/** What a fake hands out as a document's PDF: a tiny real PDF naming the document. */
export const pdfOf = (number: string): Buffer =>
  Buffer.from(
    `%PDF-1.4\n% ${number}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

export const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/** The ETTN, number and profile of a UBL document, read as the integrators read them. */
export function headerOf(xml: string) {
  const pick = (name: string) => new RegExp(`<cbc:${name}>([^<]*)</cbc:${name}>`).exec(xml)?.[1] ?? '';
  return { uuid: pick('UUID'), number: pick('ID'), profile: pick('ProfileID') };
}
