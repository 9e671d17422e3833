import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

// Integrators carry documents as base64 of a zip holding one file.

/** One XML file, named after its ETTN, zipped and base64-encoded. */
export const zipBase64 = (name: string, content: string): string =>
  Buffer.from(zipSync({ [name]: strToU8(content) })).toString('base64');

/** The first file of a base64 zip. */
export function unzipBase64(data: string): Buffer {
  const files = unzipSync(new Uint8Array(Buffer.from(data, 'base64')));
  const first = Object.values(files)[0];
  if (!first) throw new Error('Boş zip');
  return Buffer.from(first);
}

export const unzipText = (data: string): string => strFromU8(new Uint8Array(unzipBase64(data)));
