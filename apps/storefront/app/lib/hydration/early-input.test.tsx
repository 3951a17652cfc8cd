// @vitest-environment happy-dom
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteFieldsBeforeHydration, replayEarlyInput } from './early-input';
import { EARLY_INPUT_GLOBAL, holdEarlyInput } from './inline-scripts';

/** A form whose every field React controls; it logs what React was told, in order. */
function SignUp({ log }: { log: string[] }) {
  const [email, setEmail] = useState('');
  const [news, setNews] = useState(false);
  const [size, setSize] = useState('m');
  const [quantity, setQuantity] = useState('1');
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
      <input aria-label="Quantity" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
      <button type="button" aria-label="More" onClick={() => setQuantity(String(Number(quantity) + 1))}>
        +
      </button>
      <button
        type="button"
        aria-label="Check"
        onMouseEnter={() => log.push('enter')}
        onClick={() => log.push(`click ${email} ${news} ${size} ${quantity}`)}
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

const field = (name: string) => document.querySelector<HTMLInputElement & HTMLSelectElement>(`[aria-label="${name}"]`)!;

function type(name: string, text: string) {
  field(name).value = text;
  field(name).dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Serves the form as the server would, lets `shopper` act on it, then hydrates it as the client
 * entry does (React scheduling as in a browser, no `act`), letting `whileHydrating` act between
 * `hydrateRoot` and the replay, and waits for the replay.
 */
async function hydrateAfter(shopper: () => void, whileHydrating = async () => {}): Promise<string[]> {
  const log: string[] = [];
  document.body.innerHTML = `<div id="root">${renderToString(<SignUp log={log} />)}</div>`;
  holdEarlyInput(EARLY_INPUT_GLOBAL);
  shopper();
  expect(log).toEqual([]);
  noteFieldsBeforeHydration();
  let acting = Promise.resolve();
  await new Promise<void>((done) => {
    root = hydrateRoot(
      document.getElementById('root')!,
      <>
        <SignUp log={log} />
        <Replay done={done} />
      </>,
    );
    acting = whileHydrating();
  });
  await acting;
  // What the last replayed event changed is rendered too.
  await Promise.resolve();
  return log;
}

describe('replayEarlyInput', () => {
  it('tells React of fields changed before hydration, then replays the clicks in order', async () => {
    const log = await hydrateAfter(() => {
      type('Email', 'early@example.com');
      field('News').click();
      field('Size').value = 's';
      field('Size').dispatchEvent(new Event('change', { bubbles: true }));
      field('Check').click();
    });
    expect(log).toEqual(['click early@example.com true s 1']);
    expect(document.documentElement.dataset.hydrated).toBe('');
    expect(field('Email').value).toBe('early@example.com');
    expect(field('News').checked).toBe(true);
  });

  it('replays each field at its last change among the clicks', async () => {
    const log = await hydrateAfter(() => {
      field('More').click();
      type('Quantity', '5');
      field('Check').click();
      field('More').click();
      field('Check').click();
    });
    expect(log).toEqual(['click  false m 5', 'click  false m 6']);
  });

  it('keeps what is typed and pressed while the page hydrates, after what came before', async () => {
    const log = await hydrateAfter(
      () => type('Email', 'ear'),
      async () => {
        type('Email', 'early@example.com');
        // Each in a task of its own, as a browser dispatches them.
        await new Promise((next) => setTimeout(next));
        field('Check').click();
      },
    );
    expect(log).toEqual(['click early@example.com false m 1']);
  });

  it('leaves a field React has taken newer text for once hydrated, rather than put back the earlier', async () => {
    const log = await hydrateAfter(
      () => type('Email', 'ea'),
      async () => {
        // Hydrated (React's work runs in tasks of its own), before the replay (at the next idle time).
        await new Promise((next) => setTimeout(next, 20));
        type('Email', 'early@example.com');
        await new Promise((next) => setTimeout(next));
        field('Check').click();
      },
    );
    expect(log).toEqual(['click early@example.com false m 1']);
    expect(field('Email').value).toBe('early@example.com');
  });

  it('tells React of a field changed with no event seen (the browser put it back)', async () => {
    const log = await hydrateAfter(() => {
      field('Email').value = 'restored@example.com';
      field('Check').click();
    });
    expect(log).toEqual(['click restored@example.com false m 1']);
  });

  it('replays a submission with what was typed', async () => {
    const log = await hydrateAfter(() => {
      type('Email', 'submit@example.com');
      document.querySelector('form')!.requestSubmit(document.querySelector<HTMLButtonElement>('[type="submit"]'));
    });
    expect(log).toEqual(['submit submit@example.com']);
  });

  it('tells React where focus and the pointer still are, once each', async () => {
    const log = await hydrateAfter(() => {
      field('Email').focus();
      field('Email').blur();
      field('Email').focus();
      vi.spyOn(field('Check'), 'matches').mockImplementation((selector) => selector === ':hover');
      field('Check').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      field('Check').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(log).toEqual(['focus', 'enter']);
  });

  it('leaves out focus and the pointer that have moved on', async () => {
    const log = await hydrateAfter(() => {
      field('Email').focus();
      field('Email').blur();
      field('Check').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(log).toEqual([]);
  });
});
