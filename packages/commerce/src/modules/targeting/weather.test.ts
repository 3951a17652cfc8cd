import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bandOf, estimateWeather, forecastWeather, weatherProviderFromEnv } from './weather.js';

describe('the offline weather estimate', () => {
  it('is cold in a Canadian January and warm in a Canadian July; the seasons turn in the south', () => {
    expect(estimateWeather({ country: 'CA' }, new Date('2027-01-15T12:00:00Z')).band).toBe('freezing');
    expect(estimateWeather({ country: 'CA' }, new Date('2027-07-20T12:00:00Z')).band).toBe('warm');
    expect(estimateWeather({ country: 'AU' }, new Date('2027-01-20T12:00:00Z')).band).toBe('warm');
    expect(estimateWeather({ country: 'AU' }, new Date('2027-07-20T12:00:00Z')).band).toBe('mild');
    expect(estimateWeather({ latitude: 1.3 }, new Date('2027-03-01T12:00:00Z'))).toMatchObject({
      band: 'hot',
      condition: 'clear',
      source: 'estimate',
    });
  });

  it('uses the shop’s home when the place is unknown, and is the same for the same place and day', () => {
    const at = new Date('2027-04-10T12:00:00Z');
    expect(estimateWeather({}, at)).toEqual(estimateWeather({ country: 'US' }, at));
    expect(estimateWeather({ country: 'ZZ' }, at)).toEqual(estimateWeather({ country: 'US' }, at));
  });

  it('bands temperatures', () => {
    expect([30, 25, 24.9, 15, 5, 4.9, -5, -5.1].map(bandOf)).toEqual([
      'hot',
      'hot',
      'warm',
      'warm',
      'mild',
      'cold',
      'cold',
      'freezing',
    ]);
  });
});

describe('the forecast service', () => {
  it('reads the current temperature and weather code, and falls back to the estimate on failure', async () => {
    let answer: { status: number; body: string } = {
      status: 200,
      body: JSON.stringify({ current: { temperature_2m: 28.4, weather_code: 61 } }),
    };
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/forecast`;
      const provider = forecastWeather(url);
      const now = new Date();
      expect(await provider.weatherAt({ latitude: 39.7, longitude: -105 }, now)).toEqual({
        temperatureC: 28.4,
        band: 'hot',
        condition: 'rain',
        source: 'forecast',
      });
      expect(asked[0]).toContain('latitude=39.7');
      answer = { status: 503, body: '{}' };
      expect((await provider.weatherAt({ latitude: 39.7, longitude: -105 }, now)).source).toBe('estimate');
      answer = { status: 200, body: 'not json' };
      expect((await provider.weatherAt({ latitude: 39.7, longitude: -105 }, now)).source).toBe('estimate');
      // A moment far from today is beyond any forecast: the estimate, without asking.
      const calls = asked.length;
      const later = new Date(now.getTime() + 40 * 86_400_000);
      expect((await provider.weatherAt({ latitude: 39.7, longitude: -105 }, later)).source).toBe('estimate');
      expect(asked).toHaveLength(calls);
    } finally {
      server.close();
    }
  });

  it('is the estimate alone unless WEATHER_API_URL is set', async () => {
    const at = new Date('2027-01-15T12:00:00Z');
    expect((await weatherProviderFromEnv({}).weatherAt({ country: 'CA' }, at)).source).toBe('estimate');
  });
});
