import { readFileSync } from 'node:fs';
import { envelopeOf, idParam } from '@kibo/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';

export const releaseNote = z.object({
  /** Counted from the first release, so a release keeps its number as new ones are added on top. */
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  items: z.array(z.string()),
});
export type ReleaseNote = z.infer<typeof releaseNote>;

/**
 * Reads the project's CHANGELOG: a `## <version> — <title>` heading per release, newest first,
 * and its `- ` lines. Anything else (the file's own title, blank lines) is left out.
 */
export function parseChangelog(text: string): ReleaseNote[] {
  const notes: Omit<ReleaseNote, 'id'>[] = [];
  for (const line of text.split(/\r?\n/)) {
    const heading = /^##\s+(\d+\.\d+\.\d+)\s*(?:[—-]\s*(.*))?$/.exec(line.trim());
    if (heading) notes.push({ version: heading[1]!, title: heading[2]?.trim() ?? '', items: [] });
    else if (/^\s*-\s+/.test(line) && notes.length > 0)
      notes.at(-1)!.items.push(line.replace(/^\s*-\s+/, '').trim());
  }
  return notes.map((note, index) => ({ id: notes.length - index, ...note }));
}

/** `/sistem/yama`: the release notes, read once when the server starts (they ship with it). */
export function registerReleaseRoutes(app: FastifyInstance, deps: { changelog: string; menu: number }): void {
  let notes: ReleaseNote[] = [];
  try {
    notes = parseChangelog(readFileSync(deps.changelog, 'utf8'));
  } catch {
    app.log.warn({ path: deps.changelog }, 'no CHANGELOG: release notes are empty');
  }
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = { menu: deps.menu };
  api.get('/api/release-notes', {
    config: { access },
    schema: { tags: ['releases'], response: { 200: envelopeOf(z.array(releaseNote)) } },
    handler: async () => ok(notes),
  });
  api.get('/api/release-notes/:id', {
    config: { access },
    schema: { tags: ['releases'], params: idParam, response: { 200: envelopeOf(releaseNote) } },
    handler: async (request) => {
      const note = notes.find((one) => one.id === request.params.id);
      if (!note) throw notFound();
      return ok(note);
    },
  });
}
