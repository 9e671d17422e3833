import { ensureRules } from './rules.ts';

/** Vitest global setup: GİB's rules compiled once before test files run side by side. */
export default function setup(): void {
  ensureRules((message) => process.stdout.write(`${message}\n`));
}
