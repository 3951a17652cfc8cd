import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { customUrlPath } from './catalogue-paths.js';

describe('customUrlPath', () => {
  it('reads a category custom URL as the storefront links it', () => {
    expect(customUrlPath('mens-rain-gear')).toBe('/c/mens-rain-gear');
    expect(customUrlPath(' c/mens-rain-gear/ ')).toBe('/c/mens-rain-gear/');
    expect(customUrlPath('t/gift-guide')).toBe('/t/gift-guide');
    expect(customUrlPath('/mens-rain-gear/')).toBe('/mens-rain-gear/');
  });

  it('takes the path of a legacy storefront URL and ignores other sites', () => {
    expect(customUrlPath(`${APP_CONFIG.legacyStorefrontOrigin}/mens/rain/?srule=new`)).toBe('/mens/rain/');
    expect(customUrlPath('https://blog.example.com/mens/rain/')).toBeUndefined();
  });

  it('has nothing for an empty field', () => {
    expect(customUrlPath(null)).toBeUndefined();
    expect(customUrlPath('   ')).toBeUndefined();
  });
});
