// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreSearchData } from '~/lib/stores/store-search.server';
import { renderInShop } from '~/test/render';
import type { StoreHit } from './store-card';
import { StoreLocator } from './store-locator';

afterEach(cleanup);

const store = (i: number): StoreHit => ({
  id: `s${i}`,
  name: `Store ${i}`,
  inventoryId: `inv-${i}`,
  address1: `${i} Main Street`,
  city: 'Boulder',
  stateCode: 'CO',
  postalCode: '80302',
  phone: '(303) 555-0100',
  distance: i,
  distanceUnit: 'mi',
  storeHours: '<p>Mon–Fri 10–6</p>',
});

const data = (count: number): StoreSearchData => ({
  query: { kind: 'postal', countryCode: 'US', postalCode: '80302' },
  stores: Array.from({ length: count }, (_, i) => store(i + 1)),
  total: count,
  maxDistance: 100,
  unit: 'mi',
});

function renderLocator(props: Partial<Parameters<typeof StoreLocator>[0]> = {}) {
  const search = vi.fn();
  const onChoose = vi.fn();
  renderInShop(
    <StoreLocator
      data={data(25)}
      loading={false}
      search={search}
      action="/store-locator"
      chosen={undefined}
      onChoose={onChoose}
      autoLocate={false}
      {...props}
    />,
  );
  return { search, onChoose };
}

describe('StoreLocator', () => {
  it('shows 10 stores per load, up to what was fetched', () => {
    renderLocator();
    expect(screen.getByRole('status').textContent).toBe('Viewing stores within 100mi of 80302 in United States');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('article')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('says when it is loading and when nothing is near', () => {
    renderLocator({ loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading locations...');
    cleanup();
    renderLocator({ data: data(0) });
    expect(screen.getByRole('status').textContent).toBe('Sorry, there are no locations in this area');
  });

  it('validates the postal code, then searches by country and postal code', () => {
    const { search } = renderLocator();
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Please enter a postal code.')).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'CA' } });
    fireEvent.change(screen.getByLabelText('Postal Code'), { target: { value: ' M5V 2T6 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(search).toHaveBeenCalledOnce();
    expect(String(search.mock.calls[0]![0])).toBe('countryCode=CA&postalCode=M5V+2T6');
  });

  it('asks to share the location when the browser refuses', () => {
    const getCurrentPosition = vi.fn((_ok: unknown, fail: (e: { code: number; PERMISSION_DENIED: number }) => void) =>
      fail({ code: 1, PERMISSION_DENIED: 1 }),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    try {
      renderLocator();
      fireEvent.click(screen.getByRole('button', { name: 'Use My Location' }));
      expect(screen.getByRole('alert').textContent).toBe('Please agree to share your location');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
