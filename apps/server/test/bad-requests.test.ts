import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, type TestApp } from './harness.ts';

/**
 * What a broken client or an attacker can send before any route runs — a bad address, a body that is
 * not JSON, too large, of another type, a request line Node cannot parse — is answered in the envelope
 * with its own status and a message in the caller's language, never Fastify's bare JSON or a 500.
 */
let t: TestApp;
let token: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database, 'Bozuk');
  token = await t.login(company.admin.email, company.admin.password);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const send = (options: {
  url: string;
  method?: 'GET' | 'POST';
  type?: string;
  body?: string;
  language?: string;
}) =>
  t.app.inject({
    method: options.method ?? 'POST',
    url: options.url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(options.type ? { 'content-type': options.type } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body } : {}),
  });

const envelopeOf = (answer: { body: string }) => JSON.parse(answer.body).Response;

/** Raw bytes on a socket, for what never reaches Fastify: answers what the server wrote back. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('refusals before a route runs answer in the envelope', () => {
  it('a malformed percent-encoding in the path: 400, in the language asked for', async () => {
    const answer = await send({ method: 'GET', url: '/api/items/%ED%A0%80' });
    expect(answer.statusCode).toBe(400);
    expect(envelopeOf(answer)).toMatchObject({
      data: null,
      kiboMessage: 'Adres okunamadı: geçersiz karakter kodlaması',
      errorCode: 'TR10000',
    });
    // Fastify answers these without its hooks: the security headers are set there all the same.
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    const english = await send({ method: 'GET', url: '/api/items/%ED%A0%80', language: 'en' });
    expect(envelopeOf(english).kiboMessage).toBe('The address could not be read: invalid character encoding');
    const german = await send({ method: 'GET', url: '/api/items/%ED%A0%80', language: 'de' });
    expect(envelopeOf(german).kiboMessage).toBe(
      'Die Adresse konnte nicht gelesen werden: ungültige Zeichenkodierung',
    );
  });

  it('JSON that does not parse, an empty JSON body, a poisoned prototype: 400 each with its reason', async () => {
    const broken = await send({ url: '/api/categories', type: 'application/json', body: '{"name":' });
    expect(broken.statusCode).toBe(400);
    expect(envelopeOf(broken)).toMatchObject({
      kiboMessage: 'Gönderilen JSON okunamadı',
      messages: ['Gönderilen JSON okunamadı'],
    });
    const empty = await send({ url: '/api/categories', type: 'application/json', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(envelopeOf(empty).kiboMessage).toBe('İstek gövdesi boş gönderildi');
    const poisoned = await send({
      url: '/api/categories',
      type: 'application/json',
      body: '{"name":"a","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(envelopeOf(poisoned).kiboMessage).toBe('Gönderilen JSON okunamadı');
  });

  it('a Content-Length that does not match the body: 400', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': '5',
      },
      payload: '{"name":"Kırtasiye"}',
    });
    expect(answer.statusCode).toBe(400);
    expect(envelopeOf(answer).kiboMessage).toBe(
      'İsteğin uzunluk bilgisi (Content-Length) gönderilen veriyle uyuşmuyor',
    );
  });

  it('a content type the API does not take: 415', async () => {
    const answer = await send({ url: '/api/categories', type: 'application/xml', body: '<a/>' });
    expect(answer.statusCode).toBe(415);
    expect(envelopeOf(answer)).toMatchObject({
      kiboMessage: 'Bu içerik türü kabul edilmiyor; veriyi JSON olarak gönderiniz',
      errorCode: 'TR10000',
    });
  });

  it('a body over the limit: 413', async () => {
    const answer = await send({
      url: '/api/categories',
      type: 'application/json',
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(answer.statusCode).toBe(413);
    expect(envelopeOf(answer)).toMatchObject({
      kiboMessage: 'Gönderilen veri çok büyük',
      errorCode: 'VL10022',
    });
  });

  it('JSON nested two hundred thousand deep is a validation error, not a crash', async () => {
    const deep = `{"name":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const answer = await send({ url: '/api/categories', type: 'application/json', body: deep });
    expect(answer.statusCode).toBe(422);
    expect(envelopeOf(answer).errors).toHaveProperty('name');
  });
});

describe("requests Node's HTTP parser cannot read are answered on the socket, in the envelope", () => {
  const answerOf = (text: string) => {
    const [head, body] = text.split('\r\n\r\n');
    return { status: Number(head!.split(' ')[1]), head: head!, envelope: JSON.parse(body!).Response };
  };

  it('a Content-Length that is no number', async () => {
    const answer = answerOf(
      await raw('POST /api/categories HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}'),
    );
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.head).toMatch(/x-content-type-options: nosniff/i);
    expect(answer.head).toMatch(/content-security-policy: default-src 'self'/i);
    expect(answer.head).toMatch(/cache-control: no-store/i);
    expect(answer.envelope).toMatchObject({
      data: null,
      kiboMessage: 'İstek okunamadı',
      errorCode: 'TR10000',
    });
  });

  it('a request line that is not HTTP', async () => {
    const answer = answerOf(await raw('HELLO THERE\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.envelope.kiboMessage).toBe('İstek okunamadı');
  });

  it('headers beyond the limit: 431', async () => {
    const answer = answerOf(
      await raw(`GET /api/brand HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.envelope.kiboMessage).toBe('İstek başlıkları çok büyük');
  });
});
