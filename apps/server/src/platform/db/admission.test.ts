import { describe, expect, it } from 'vitest';
import { createAdmission, isAdmissionTimeout } from './admission.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('admission', () => {
  it('runs at most the limit at once and gives turns in arrival order', async () => {
    const admission = createAdmission(2, 1000);
    const gates: (() => void)[] = [];
    const started: number[] = [];
    const runs = [0, 1, 2, 3, 4].map((n) =>
      admission.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => gates.push(resolve));
        return n;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(admission.state()).toEqual({ running: 2, waiting: 3 });
    gates[1]!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!();
    gates[2]!();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    gates[3]!();
    gates[4]!();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(admission.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a run that waited too long, which then takes no turn; a failed run gives its turn back', async () => {
    const admission = createAdmission(1, 20);
    let open = () => {};
    const first = admission.run(() => new Promise<void>((resolve) => (open = resolve)));
    const late = await admission.run(async () => 'ran').catch((error: unknown) => error);
    expect(isAdmissionTimeout(late)).toBe(true);
    expect(admission.state()).toEqual({ running: 1, waiting: 0 });
    open();
    await first;
    await expect(admission.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await admission.run(async () => 'next')).toBe('next');
    expect(admission.state()).toEqual({ running: 0, waiting: 0 });
  });
});
