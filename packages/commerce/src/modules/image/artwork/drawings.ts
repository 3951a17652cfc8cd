import type { ArtworkKind } from './kinds.js';
import { baseLayer } from './shapes/base-layer.js';
import { boot } from './shapes/boot.js';
import { bottle } from './shapes/bottle.js';
import { sandal } from './shapes/sandal.js';
import { shoe } from './shapes/shoe.js';
import { socks } from './shapes/socks.js';
import { dress } from './shapes/dress.js';
import { fleece } from './shapes/fleece.js';
import { gloves } from './shapes/gloves.js';
import { hat } from './shapes/hat.js';
import { jacket } from './shapes/jacket.js';
import { pack } from './shapes/pack.js';
import { pants } from './shapes/pants.js';
import { shirt } from './shapes/shirt.js';
import type { Drawing } from './types.js';

/** One drawing per artwork kind. */
export const DRAWINGS: Record<ArtworkKind, Drawing> = {
  jacket,
  fleece,
  pants,
  shirt,
  'base-layer': baseLayer,
  dress,
  boot,
  shoe,
  sandal,
  hat,
  pack,
  gloves,
  socks,
  bottle,
};
