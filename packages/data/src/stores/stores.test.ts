import { geocodePostalCode, haversineKm, StoreInput } from '@ridgeline/commerce';
import { describe, expect, it } from 'vitest';
import { sanitizeStoreHours } from '../../../commerce/src/modules/store/store-hours.js';
import { hoursHtml, SCHEDULES } from './hours.js';
import { DEMO_STORES } from './stores.js';

const byCountry = (country: string) => DEMO_STORES.filter((s) => s.countryCode === country);
const distinct = (values: string[]) => new Set(values).size;

describe('DEMO_STORES', () => {
  it('has at least 60 stores across the US, Canada and Germany, in many states and provinces', () => {
    expect(DEMO_STORES.length).toBeGreaterThanOrEqual(60);
    expect(byCountry('US').length).toBeGreaterThanOrEqual(28);
    expect(distinct(byCountry('US').map((s) => s.stateCode))).toBeGreaterThanOrEqual(15);
    expect(byCountry('CA').length).toBeGreaterThanOrEqual(18);
    expect(distinct(byCountry('CA').map((s) => s.stateCode))).toBeGreaterThanOrEqual(6);
    expect(byCountry('DE').length).toBeGreaterThanOrEqual(10);
    expect(DEMO_STORES.length).toBe(byCountry('US').length + byCountry('CA').length + byCountry('DE').length);
  });

  it('has a store in 10178 Berlin, the default search', () => {
    expect(DEMO_STORES.some((s) => s.postalCode === '10178' && s.city === 'Berlin')).toBe(true);
  });

  it('passes the engine’s own validation, with unique ids and inventory ids', () => {
    for (const store of DEMO_STORES) expect(() => StoreInput.parse(store)).not.toThrow();
    expect(distinct(DEMO_STORES.map((s) => s.id))).toBe(DEMO_STORES.length);
    expect(distinct(DEMO_STORES.map((s) => s.inventoryId))).toBe(DEMO_STORES.length);
  });

  it('formats phone numbers as each country does, with fictional North American numbers', () => {
    for (const store of byCountry('US').concat(byCountry('CA'))) expect(store.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    for (const store of byCountry('DE')) expect(store.phone).toMatch(/^0\d{2,4} \d{6,8}$/);
  });

  // The postal-code data is the independent witness that town, code and coordinates agree.
  it.each(DEMO_STORES.map((s) => [s.id, s] as const))(
    '%s: its coordinates lie in its postal code',
    async (_, store) => {
      const country = store.countryCode as 'US' | 'CA' | 'DE';
      const point = await geocodePostalCode(country, store.postalCode);
      expect(point.postalCode).toBe(store.postalCode);
      expect(haversineKm(point, store)).toBeLessThan(10);
    },
  );

  it('writes hours in English and French that pass the sanitiser unchanged', () => {
    for (const store of DEMO_STORES) {
      expect(store.storeHours.en).toMatch(/^<table>.*<\/table><p><em>.+<\/em><\/p>$/);
      expect(store.storeHours.fr).toMatch(/^<table>/);
      expect(sanitizeStoreHours(store.storeHours.en)).toBe(store.storeHours.en);
      expect(sanitizeStoreHours(store.storeHours.fr!)).toBe(store.storeHours.fr);
    }
  });
});

describe('hoursHtml', () => {
  it('writes 12-hour English, 24-hour English and French times', () => {
    const us = hoursHtml(SCHEDULES.city, '12h');
    expect(us.en).toContain('<th scope="row">Monday – Saturday</th><td>10:00 AM – 8:00 PM</td>');
    expect(us.fr).toContain('<th scope="row">Du lundi au samedi</th><td>10 h à 20 h</td>');
    const de = hoursHtml(SCHEDULES.germanTown, '24h');
    expect(de.en).toContain('<td>09:30 – 18:30</td>');
    expect(de.en).toContain('<th scope="row">Sunday</th><td>Closed</td>');
    expect(de.fr).toContain('<td>9 h 30 à 18 h 30</td>');
    expect(de.fr).toContain('<th scope="row">Dimanche</th><td>Fermé</td>');
  });
});
