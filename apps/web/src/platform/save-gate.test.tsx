// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveGate } from './forms.ts';

describe('useSaveGate', () => {
  it('lets one save through when two are asked for in the same moment', () => {
    const { result } = renderHook(() => useSaveGate());
    const save = vi.fn();
    // Both from the same render, as two Enter presses answered before React re-renders.
    const gate = result.current;
    gate.enter(save);
    gate.enter(save);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('takes the next save once the first was answered and the form stays', () => {
    const { result } = renderHook(() => useSaveGate());
    const save = vi.fn();
    result.current.enter(save);
    result.current.release();
    result.current.enter(save);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('takes nothing more from a new record’s form once it is saved and leaving', () => {
    const { result } = renderHook(() => useSaveGate());
    const save = vi.fn();
    result.current.enter(save);
    act(() => result.current.handOver());
    expect(result.current.handedOver).toBe(true);
    result.current.enter(save);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
