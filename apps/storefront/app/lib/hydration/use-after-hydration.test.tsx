// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterHydration } from './use-after-hydration';

afterEach(cleanup);

/** A loader whose promise the test settles. */
function deferredLoader<T>() {
  const settle: { resolve?: (value: T) => void; reject?: (error: Error) => void } = {};
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        settle.resolve = resolve;
        settle.reject = reject;
      }),
  );
  return { load, settle };
}

function Slot({ load, name }: { load: () => Promise<string>; name: string }) {
  const label = useAfterHydration(load);
  return label ? <button type="button">{`${label} ${name}`}</button> : <span>waiting</span>;
}

describe('useAfterHydration', () => {
  it('loads once for every caller and gives each the value (one commit: the compare e2e checks that in a browser)', async () => {
    const { load, settle } = deferredLoader<string>();
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(document.querySelectorAll('button').length));
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <>
        {['a', 'b', 'c'].map((name) => (
          <Slot key={name} load={load} name={name} />
        ))}
      </>,
    );
    expect(screen.getAllByText('waiting')).toHaveLength(3);
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => settle.resolve!('Compare'));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Compare a', 'Compare b', 'Compare c']);
    observer.disconnect();
    expect(counts.filter((n) => n > 0 && n < 3)).toEqual([]);
  });

  it('gives a component mounted later the loaded value without loading again', async () => {
    const { load, settle } = deferredLoader<string>();
    const first = render(<Slot load={load} name="a" />);
    await act(async () => settle.resolve!('Compare'));
    first.unmount();
    render(<Slot load={load} name="b" />);
    expect(await screen.findByRole('button', { name: 'Compare b' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs a failed load and tries again for the next component that asks', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, settle } = deferredLoader<string>();
    const first = render(<Slot load={load} name="a" />);
    await act(async () => settle.reject!(new Error('chunk failed')));
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Could not load a control after hydration', expect.any(Error));
    first.unmount();

    render(<Slot load={load} name="b" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => settle.resolve!('Compare'));
    expect(screen.getByRole('button', { name: 'Compare b' })).toBeTruthy();
    error.mockRestore();
  });
});
