import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverReadyLazy } from './server-ready-lazy';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serverReadyLazy (on the server)', () => {
  it('draws the part in place once its module has loaded, without waiting (no fallback, no streamed copy)', async () => {
    const Part = serverReadyLazy(() => Promise.resolve(({ text }: { text: string }) => <p>{text}</p>));
    await settle();
    const html = renderToString(
      <Suspense fallback={<p>waiting</p>}>
        <Part text="drawn" />
      </Suspense>,
    );
    expect(html).toContain('<p>drawn</p>');
    expect(html).not.toContain('waiting');
  });

  it('waits like React.lazy for a module that has not come yet', () => {
    const Part = serverReadyLazy(() => new Promise<ComponentType>(() => {}));
    const html = renderToString(
      <Suspense fallback={<p>waiting</p>}>
        <Part />
      </Suspense>,
    );
    expect(html).toContain('waiting');
  });
});
