import { describe, expect, it } from 'vitest';
import {
  chosenStoreKey,
  distanceUnitFor,
  nextVisibleCount,
  parseChosenStore,
  storeQueryFromSearch,
  submittedFormErrors,
  validateStoreForm,
} from './store-locator';

const q = (s: string) => new URLSearchParams(s);

describe('store locator', () => {
  it('defaults to 10178 in Germany', () => {
    expect(storeQueryFromSearch(q(''))).toEqual({
      kind: 'postal',
      countryCode: 'DE',
      postalCode: '10178',
      maxDistance: 100,
    });
  });
  it('searches by postal code and country, or by position', () => {
    expect(storeQueryFromSearch(q('countryCode=us&postalCode=80302'))).toEqual({
      kind: 'postal',
      countryCode: 'US',
      postalCode: '80302',
    });
    expect(storeQueryFromSearch(q('latitude=52.52&longitude=13.40'))).toEqual({
      kind: 'position',
      latitude: 52.52,
      longitude: 13.4,
    });
  });
  it('ignores unsupported countries and impossible coordinates', () => {
    expect(storeQueryFromSearch(q('countryCode=FR&postalCode=75001')).kind).toBe('postal');
    expect(storeQueryFromSearch(q('countryCode=FR&postalCode=75001'))).toMatchObject({ countryCode: 'DE' });
    expect(storeQueryFromSearch(q('latitude=95&longitude=13'))).toMatchObject({ countryCode: 'DE' });
  });
  it('requires a country only when countries are offered, and always a postal code', () => {
    expect(validateStoreForm({ countryCode: '', postalCode: '' }, true)).toEqual({
      countryCode: 'required',
      postalCode: 'required',
    });
    expect(validateStoreForm({ countryCode: '', postalCode: '10178' }, false)).toEqual({});
    expect(validateStoreForm({ countryCode: 'DE', postalCode: '  ' }, true)).toEqual({ postalCode: 'required' });
  });
  it('finds the errors of a form submitted without JavaScript, and none when nothing was submitted', () => {
    expect(submittedFormErrors(q('countryCode=&postalCode=80302'))).toEqual({ countryCode: 'required' });
    expect(submittedFormErrors(q('countryCode=FR&postalCode='))).toEqual({
      countryCode: 'required',
      postalCode: 'required',
    });
    expect(submittedFormErrors(q('countryCode=us&postalCode=80302'))).toBeUndefined();
    expect(submittedFormErrors(q(''))).toBeUndefined();
    expect(submittedFormErrors(q('latitude=52.5&longitude=13.4'))).toBeUndefined();
  });
  it('loads ten more at a time, up to what was found and never beyond 200', () => {
    expect(nextVisibleCount(10, 35)).toBe(20);
    expect(nextVisibleCount(30, 35)).toBe(35);
    expect(nextVisibleCount(195, 500)).toBe(200);
  });
  it('measures in miles in the US and kilometres elsewhere', () => {
    expect(distanceUnitFor('US')).toBe('mi');
    expect(distanceUnitFor('DE')).toBe('km');
  });
  it('keeps the chosen store per site and ignores broken data', () => {
    expect(chosenStoreKey('ridgeline')).toBe('store_ridgeline');
    expect(parseChosenStore('{"id":"1","name":"Berlin","inventoryId":"inv-1"}')).toEqual({
      id: '1',
      name: 'Berlin',
      inventoryId: 'inv-1',
    });
    expect(parseChosenStore('{bad')).toBeUndefined();
    expect(parseChosenStore('{"id":1}')).toBeUndefined();
  });
});
