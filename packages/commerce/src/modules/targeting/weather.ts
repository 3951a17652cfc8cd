import type { WeatherBand, WeatherCondition } from './rules.js';

/** Where the visitor is, as precisely as known. */
export type VisitorLocation = { country?: string; latitude?: number; longitude?: number };

export type Weather = {
  temperatureC: number;
  band: WeatherBand;
  condition: WeatherCondition;
  /** `forecast` from a weather service; `estimate` from the offline climate model. */
  source: 'forecast' | 'estimate';
};

/** Weather at a place and moment: a forecast service, or the offline estimate (decision 054). */
export interface WeatherProvider {
  weatherAt(location: VisitorLocation, at: Date): Promise<Weather>;
}

export function bandOf(temperatureC: number): WeatherBand {
  if (temperatureC >= 25) return 'hot';
  if (temperatureC >= 15) return 'warm';
  if (temperatureC >= 5) return 'mild';
  if (temperatureC >= -5) return 'cold';
  return 'freezing';
}

/**
 * A representative latitude per country (where most people live), for the estimate when only the
 * country is known. Unknown countries and visitors without one: the shop's home, the United States.
 */
const COUNTRY_LATITUDES: Record<string, number> = {
  US: 38.5,
  CA: 45.5,
  MX: 21,
  GB: 52.5,
  IE: 53.3,
  FR: 46.5,
  DE: 51,
  NL: 52.2,
  BE: 50.8,
  CH: 47,
  AT: 47.8,
  IT: 43,
  ES: 40,
  PT: 39.5,
  SE: 59,
  NO: 60,
  DK: 55.7,
  FI: 61,
  IS: 64,
  PL: 52,
  CZ: 50,
  JP: 36,
  KR: 37,
  CN: 32,
  IN: 22,
  AU: -33,
  NZ: -39,
  BR: -19,
  AR: -34,
  CL: -33.5,
  ZA: -28,
  SG: 1.3,
  AE: 25,
  IL: 32,
};
const DEFAULT_LATITUDE = COUNTRY_LATITUDES.US!;

const DAY_MS = 86_400_000;

/**
 * The offline estimate (no network, shipped with the shop): a climate model of the mean surface
 * temperature by latitude and day of the year — about 27 °C at the equator, falling 0.45 °C a
 * degree of latitude, with a seasonal swing of 0.32 °C a degree peaking in late July in the north
 * (0.15 °C a degree, peaking in late January, in the south). Good to a few degrees for where people live; it knows no day's
 * clouds or rain, so the condition is `clear` in warm weather, `snow` when freezing, else `unknown`.
 */
export function estimateWeather(location: VisitorLocation, at: Date): Weather {
  const latitude = location.latitude ?? COUNTRY_LATITUDES[location.country ?? ''] ?? DEFAULT_LATITUDE;
  const north = latitude >= 0;
  const absolute = Math.min(Math.abs(latitude), 90);
  const start = Date.UTC(at.getUTCFullYear(), 0, 1);
  const day = Math.floor((at.getTime() - start) / DAY_MS);
  const peak = north ? 200 : 17;
  const mean = 27 - 0.45 * absolute;
  // The southern hemisphere's seasons swing about half as far (more ocean, less land).
  const swing = (north ? 0.32 : 0.15) * absolute;
  const temperatureC = Math.round((mean + swing * Math.cos((2 * Math.PI * (day - peak)) / 365)) * 10) / 10;
  const band = bandOf(temperatureC);
  const condition: WeatherCondition =
    band === 'hot' || band === 'warm' ? 'clear' : band === 'freezing' ? 'snow' : 'unknown';
  return { temperatureC, band, condition, source: 'estimate' };
}

export const offlineWeather: WeatherProvider = { weatherAt: async (location, at) => estimateWeather(location, at) };

/** WMO weather codes (Open-Meteo's `weather_code`) to a condition. */
function conditionOfCode(code: number): WeatherCondition {
  if (code <= 1) return 'clear';
  if (code <= 48) return 'cloudy';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 51) return 'rain';
  return 'unknown';
}

/**
 * A forecast service speaking Open-Meteo's API (`WEATHER_API_URL`, e.g.
 * https://api.open-meteo.com/v1/forecast): the current temperature and weather code at the
 * visitor's coordinates (or their country's latitude), within 2 s; any failure, a place without
 * coordinates, or a moment more than 15 days away falls back to the estimate.
 */
export function forecastWeather(baseUrl: string, fetchImpl: typeof fetch = fetch): WeatherProvider {
  return {
    async weatherAt(location, at) {
      const latitude = location.latitude ?? COUNTRY_LATITUDES[location.country ?? ''];
      const longitude =
        location.longitude ?? (location.country === 'CA' ? -79.4 : location.country === 'US' ? -95 : undefined);
      if (latitude === undefined || longitude === undefined || Math.abs(at.getTime() - Date.now()) > 15 * DAY_MS) {
        return estimateWeather(location, at);
      }
      try {
        const url = new URL(baseUrl);
        url.searchParams.set('latitude', String(latitude));
        url.searchParams.set('longitude', String(longitude));
        url.searchParams.set('current', 'temperature_2m,weather_code');
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(2_000) });
        if (!response.ok) return estimateWeather(location, at);
        const body = (await response.json()) as { current?: { temperature_2m?: number; weather_code?: number } };
        const temperatureC = body.current?.temperature_2m;
        if (typeof temperatureC !== 'number') return estimateWeather(location, at);
        return {
          temperatureC,
          band: bandOf(temperatureC),
          condition: conditionOfCode(body.current?.weather_code ?? -1),
          source: 'forecast',
        };
      } catch {
        return estimateWeather(location, at);
      }
    },
  };
}

/** WEATHER_API_URL set: the forecast service (falling back to the estimate); else the estimate alone. */
export function weatherProviderFromEnv(env: NodeJS.ProcessEnv = process.env): WeatherProvider {
  const url = env.WEATHER_API_URL?.trim();
  return url ? forecastWeather(url) : offlineWeather;
}
