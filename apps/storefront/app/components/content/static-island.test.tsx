// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { StaticIsland } from './static-island';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** What the server sent for the island `en-US:{name}` (the page's first HTML). */
function serverHtml(name: string, html: string) {
  const element = document.createElement('div');
  element.dataset.island = `en-US:${name}`;
  element.innerHTML = html;
  document.body.append(element);
}

function Switchable({ first, second }: { first: string; second: string }) {
  const [name, setName] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setName(second)}>
        switch
      </button>
      <StaticIsland name={name} render={() => <p>drawn {name}</p>} fallback={<p>fallback {name}</p>} />
    </>
  );
}

describe('StaticIsland', () => {
  it('keeps the server’s HTML for its name and draws nothing itself', async () => {
    serverHtml('landing:a', '<p>as served for a</p>');
    renderInShop(<Switchable first="landing:a" second="landing:b" />);
    expect(await screen.findAllByText('as served for a')).toHaveLength(2);
    expect(screen.queryByText(/fallback|drawn/)).toBeNull();
  });

  it('draws another name with its fallback, never the first one’s HTML', async () => {
    serverHtml('landing:a', '<p>as served for a</p>');
    renderInShop(<Switchable first="landing:a" second="landing:b" />);
    (await screen.findByRole('button', { name: 'switch' })).click();
    expect(await screen.findByText('fallback landing:b')).toBeTruthy();
  });

  it('draws with the fallback when the page came without that island', async () => {
    renderInShop(<Switchable first="footer" second="footer" />);
    expect(await screen.findByText('fallback footer')).toBeTruthy();
  });
});
