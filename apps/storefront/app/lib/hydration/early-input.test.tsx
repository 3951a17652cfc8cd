// @vitest-environment happy-dom
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput, stopHoldingEarlyInput } from './early-input';
import { EARLY_INPUT_GLOBAL, holdEarlyInput } from './inline-scripts';

/** A form whose every field React controls; it logs what React was told, in order. */
function SignUp({ log }: { log: string[] }) {
  const [email, setEmail] = useState('');
  const [news, setNews] = useState(false);
  const [size, setSize] = useState('m');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        log.push(`submit ${email}`);
      }}
    >
      <input
        aria-label="Email"
        value={email}
        onFocus={() => log.push('focus')}
        onChange={(e) => setEmail(e.target.value)}
      />
      <input aria-label="News" type="checkbox" checked={news} onChange={(e) => setNews(e.target.checked)} />
      <select aria-label="Size" value={size} onChange={(e) => setSize(e.target.value)}>
        <option value="s">S</option>
        <option value="m">M</option>
      </select>
      <button
        type="button"
        onMouseEnter={() => log.push('enter')}
        onClick={() => log.push(`click ${email} ${news} ${size}`)}
      >
        Check
      </button>
      <button type="submit">Join</button>
    </form>
  );
}

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/** What `ReplayEarlyInput` does, telling the test when the replay is over. */
function Replay({ done }: { done: () => void }) {
  useEffect(() => void replayEarlyInput().then(done), [done]);
  return null;
}

/**
 * Serves the form as the server would, lets `shopper` act on it, then hydrates it as the client
 * entry does (React scheduling as in a browser, no `act`) and waits for the replay.
 */
async function hydrateAfter(shopper: (form: HTMLFormElement) => void): Promise<string[]> {
  const log: string[] = [];
  document.body.innerHTML = `<div id="root">${renderToString(<SignUp log={log} />)}</div>`;
  holdEarlyInput(EARLY_INPUT_GLOBAL);
  shopper(document.querySelector('form')!);
  expect(log).toEqual([]);
  stopHoldingEarlyInput();
  await new Promise<void>((done) => {
    root = hydrateRoot(
      document.getElementById('root')!,
      <>
        <SignUp log={log} />
        <Replay done={done} />
      </>,
    );
  });
  // What the last replayed event changed is rendered too.
  await Promise.resolve();
  return log;
}

const field = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement & HTMLSelectElement>(`[aria-label="${name}"]`)!;

describe('replayEarlyInput', () => {
  it('tells React of fields changed before hydration, then replays the clicks in order', async () => {
    const log = await hydrateAfter((form) => {
      const email = field(form, 'Email');
      email.value = 'early@example.com';
      email.dispatchEvent(new Event('input', { bubbles: true }));
      field(form, 'News').click();
      field(form, 'Size').value = 's';
      field(form, 'Size').dispatchEvent(new Event('change', { bubbles: true }));
      form.querySelector('button')!.click();
    });
    expect(log).toEqual(['click early@example.com true s']);
    const form = document.querySelector('form')!;
    expect(field(form, 'Email').value).toBe('early@example.com');
    expect(field(form, 'News').checked).toBe(true);
  });

  it('replays a submission with what was typed', async () => {
    const log = await hydrateAfter((form) => {
      const email = field(form, 'Email');
      email.value = 'submit@example.com';
      email.dispatchEvent(new Event('input', { bubbles: true }));
      form.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]'));
    });
    expect(log).toEqual(['submit submit@example.com']);
  });

  it('tells React where focus and the pointer still are, once each', async () => {
    const log = await hydrateAfter((form) => {
      const email = field(form, 'Email');
      email.focus();
      email.blur();
      email.focus();
      const button = form.querySelector('button')!;
      vi.spyOn(button, 'matches').mockImplementation((selector) => selector === ':hover');
      button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(log).toEqual(['focus', 'enter']);
  });

  it('leaves out focus and the pointer that have moved on', async () => {
    const log = await hydrateAfter((form) => {
      const email = field(form, 'Email');
      email.focus();
      email.blur();
      form.querySelector('button')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(log).toEqual([]);
  });
});
