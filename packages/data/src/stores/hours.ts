/**
 * Opening hours written out as HTML in English and French, the way a content tool would
 * deliver them. The engine sanitises this HTML on import, like any content.
 */

export type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** Days from–to with 24-hour opening times; no times means closed. */
export type ScheduleRow = { from: Day; to?: Day; open?: string; close?: string };
export type Schedule = readonly ScheduleRow[];

/** 12-hour clocks in North America, 24-hour in Germany (for the English text). */
export type Clock = '12h' | '24h';

const DAY_NAMES: Record<'en' | 'fr', Record<Day, string>> = {
  en: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
  fr: { mon: 'lundi', tue: 'mardi', wed: 'mercredi', thu: 'jeudi', fri: 'vendredi', sat: 'samedi', sun: 'dimanche' },
};

function parseTime(time: string): { hours: number; minutes: number } {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Opening time '${time}' is not HH:MM.`);
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

function englishTime(time: string, clock: Clock): string {
  const { hours, minutes } = parseTime(time);
  const mm = String(minutes).padStart(2, '0');
  if (clock === '24h') return `${String(hours).padStart(2, '0')}:${mm}`;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm} ${suffix}`;
}

/** The Office québécois de la langue française form: 9 h, 17 h 30. */
function frenchTime(time: string): string {
  const { hours, minutes } = parseTime(time);
  return minutes === 0 ? `${hours} h` : `${hours} h ${String(minutes).padStart(2, '0')}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function englishRow(row: ScheduleRow, clock: Clock): [string, string] {
  const days = row.to ? `${DAY_NAMES.en[row.from]} – ${DAY_NAMES.en[row.to]}` : DAY_NAMES.en[row.from];
  const hours = row.open && row.close ? `${englishTime(row.open, clock)} – ${englishTime(row.close, clock)}` : 'Closed';
  return [days, hours];
}

function frenchRow(row: ScheduleRow): [string, string] {
  const days = row.to ? `Du ${DAY_NAMES.fr[row.from]} au ${DAY_NAMES.fr[row.to]}` : capitalise(DAY_NAMES.fr[row.from]);
  const hours = row.open && row.close ? `${frenchTime(row.open)} à ${frenchTime(row.close)}` : 'Fermé';
  return [days, hours];
}

function table(rows: Array<[string, string]>, note: string): string {
  const body = rows.map(([days, hours]) => `<tr><th scope="row">${days}</th><td>${hours}</td></tr>`).join('');
  return `<table>${body}</table><p><em>${note}</em></p>`;
}

export function hoursHtml(schedule: Schedule, clock: Clock): { en: string; fr: string } {
  return {
    en: table(
      schedule.map((row) => englishRow(row, clock)),
      'Hours may differ on public holidays.',
    ),
    fr: table(schedule.map(frenchRow), 'L’horaire peut changer les jours fériés.'),
  };
}

/** Typical schedules. German shops close on Sundays by law; Quebec's are open late on Thursday and Friday. */
export const SCHEDULES = {
  city: [
    { from: 'mon', to: 'sat', open: '10:00', close: '20:00' },
    { from: 'sun', open: '11:00', close: '18:00' },
  ],
  mountain: [{ from: 'mon', to: 'sun', open: '08:00', close: '19:00' }],
  quebec: [
    { from: 'mon', to: 'wed', open: '10:00', close: '18:00' },
    { from: 'thu', to: 'fri', open: '10:00', close: '21:00' },
    { from: 'sat', to: 'sun', open: '10:00', close: '17:00' },
  ],
  germanCity: [{ from: 'mon', to: 'sat', open: '10:00', close: '20:00' }, { from: 'sun' }],
  germanTown: [
    { from: 'mon', to: 'fri', open: '09:30', close: '18:30' },
    { from: 'sat', open: '09:30', close: '16:00' },
    { from: 'sun' },
  ],
} as const satisfies Record<string, Schedule>;
