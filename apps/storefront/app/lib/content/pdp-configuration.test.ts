import { describe, expect, it } from 'vitest';
import { accordionSettings, PDP_FLAGS, readPdpConfiguration } from './pdp-configuration';

describe('product-detail configuration', () => {
  it('defaults every flag on and opens features, product details and gear up (spec 3 §3.8)', () => {
    for (const item of [undefined, null, {}, { enableStylitics: 'no' }]) {
      const config = readPdpConfiguration(item);
      for (const flag of PDP_FLAGS) expect(config[flag], flag).toBe(true);
      expect(config.defaultExpandAccordions).toEqual(['features', 'product_details', 'gear_up_for_adventure']);
      expect(accordionSettings(config)).toEqual({
        expanded: ['features', 'product_details', 'gear_up_for_adventure'],
        hidden: [],
      });
    }
  });

  it("takes the item's flags and accordions, repeats and non-strings dropped", () => {
    const config = readPdpConfiguration({
      enableBvQuestionAnswers: false,
      enableShippingReturnsDrawer: false,
      defaultExpandAccordions: ['fabric', 'fabric', 7, 'reviews'],
    });
    expect(config.enableBvQuestionAnswers).toBe(false);
    expect(config.enableBazaarvoice).toBe(true);
    expect(accordionSettings(config)).toEqual({
      expanded: ['fabric', 'reviews'],
      hidden: ['questions', 'shipping_and_returns'],
    });
    expect(readPdpConfiguration({ defaultExpandAccordions: [] }).defaultExpandAccordions).toEqual([]);
  });

  it('switches reviews and questions off together with Bazaarvoice', () => {
    const settings = accordionSettings(readPdpConfiguration({ enableBazaarvoice: false }));
    expect(settings.hidden).toEqual(['reviews', 'questions']);
  });
});
