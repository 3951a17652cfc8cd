import type { Blank as BlankFields } from '@ridgeline/sdk';
import { backgroundClass } from '../content-colours';
import type { Delivered } from './delivered';

const HEIGHT: Record<string, string> = { small: 'h-4', medium: 'h-8 md:h-12', large: 'h-16 md:h-24' };

/** Blank: space between blocks, as tall as the author chose, with an optional band of colour. */
export function Blank({ block }: { block: Delivered<BlankFields> }) {
  return (
    <div
      aria-hidden="true"
      className={`${HEIGHT[block.height ?? 'medium']} ${backgroundClass(block.backgroundColor)}`}
    />
  );
}
