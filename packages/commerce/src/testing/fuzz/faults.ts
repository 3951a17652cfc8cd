import fc from 'fast-check';
import { nastyValue } from './schema-arbitrary.js';

/**
 * One thing wrong with an otherwise acceptable value: a NUL put into one of its strings, one part
 * replaced by a nasty value, one field dropped, or an unknown field added. `at` picks the part.
 */
export type Fault =
  | { kind: 'nul'; at: number; offset: number }
  | { kind: 'nasty'; at: number; nasty: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; at: number; key: string; nasty: unknown };

export const faults: fc.Arbitrary<Fault> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('nul' as const), at: fc.nat(), offset: fc.nat() }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('nasty' as const), at: fc.nat(), nasty: nastyValue }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      at: fc.nat(),
      key: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'a\u0000')),
      nasty: nastyValue,
    }),
    weight: 1,
  },
);

export function withNulAt(text: string, offset: number): string {
  const at = offset % (text.length + 1);
  return `${text.slice(0, at)}\u0000${text.slice(at)}`;
}

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number; value: unknown };

/** Every part of a JSON value with where it sits, the value itself first. */
function slotsOf(holder: { value: unknown }): Slot[] {
  const slots: Slot[] = [{ parent: holder as Record<string, unknown>, key: 'value', value: holder.value }];
  for (let i = 0; i < slots.length; i += 1) {
    const { value } = slots[i]!;
    if (Array.isArray(value)) value.forEach((item, index) => slots.push({ parent: value, key: index, value: item }));
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      for (const [key, item] of Object.entries(object)) slots.push({ parent: object, key, value: item });
    }
  }
  return slots;
}

const pick = <T>(items: T[], at: number): T | undefined => items[at % Math.max(items.length, 1)];

/** The value with the fault applied (a copy); a fault that has nothing to apply to replaces a part instead. */
export function withFault(value: unknown, fault: Fault): unknown {
  const holder = { value: structuredClone(value) };
  const slots = slotsOf(holder);
  const set = (slot: Slot, next: unknown) => {
    (slot.parent as Record<string | number, unknown>)[slot.key] = next;
  };
  const replaceAny = (nasty: unknown) => set(pick(slots, fault.at)!, nasty);
  switch (fault.kind) {
    case 'nul': {
      const slot = pick(
        slots.filter((s) => typeof s.value === 'string'),
        fault.at,
      );
      if (slot) set(slot, withNulAt(slot.value as string, fault.offset));
      else replaceAny('\u0000');
      break;
    }
    case 'nasty':
      replaceAny(fault.nasty);
      break;
    case 'drop': {
      const slot = pick(
        slots.filter((s) => s.parent !== holder && !Array.isArray(s.parent)),
        fault.at,
      );
      if (slot) delete (slot.parent as Record<string, unknown>)[slot.key];
      else replaceAny(undefined);
      break;
    }
    case 'extra': {
      const objects = slots.filter((s) => s.value && typeof s.value === 'object' && !Array.isArray(s.value));
      const slot = pick(objects, fault.at);
      if (slot)
        Object.defineProperty(slot.value, fault.key, {
          value: fault.nasty,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else replaceAny(fault.nasty);
      break;
    }
  }
  return holder.value;
}
